import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import { loadSite } from '../../src/load/site.js';

async function analyze(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-unused-setup-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return analyzeSite(await loadSite(dir));
}

const base = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { react: '18', firebase: '10' } }),
  'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>\n',
  'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport Menu from "./Menu";\ncreateRoot(document.getElementById("root")).render(<Menu />);\n',
  'src/Menu.jsx': 'import { store } from "./store";\nimport { collection, getDocs } from "firebase/firestore";\nexport default function Menu() {\n  getDocs(collection(store, "dishes"));\n  return <ul />;\n}\n',
  'src/store.js': 'import { initializeApp } from "firebase/app";\nimport { getFirestore } from "firebase/firestore";\nexport const store = getFirestore(initializeApp({ projectId: "p" }));\n',
};

describe('analyze: vendor set-up modules nothing loads', () => {
  it('counts a second set-up module that makes its client inside a function, and is imported by nothing, as bootstrap', async () => {
    const a = await analyze({
      ...base,
      'src/setup/realtime.js': 'import { initializeApp } from "firebase/app";\nimport { getDatabase } from "firebase/database";\n\nfunction openRealtime() {\n  const app = initializeApp({ databaseURL: "https://x.example" });\n  return getDatabase(app);\n}\n\nexport default openRealtime;\n',
    });
    expect(a.vendorBootstrap).toEqual(['src/setup/realtime.js', 'src/store.js']);
  });

  it('leaves a vendor-only module something imports, and an unimported module of the site\'s own code', async () => {
    const a = await analyze({
      ...base,
      'src/setup/realtime.js': 'import { getDatabase } from "firebase/database";\nexport function openRealtime() {\n  return getDatabase();\n}\n',
      'src/Live.jsx': 'import { openRealtime } from "./setup/realtime";\nexport default function Live() {\n  openRealtime();\n  return null;\n}\n',
      'src/lib/old-prices.js': 'import { formatPrice } from "./format";\nexport const show = (n) => formatPrice(n);\n',
      'src/lib/format.js': 'export const formatPrice = (n) => `${n}`;\n',
    });
    expect(a.vendorBootstrap).toEqual(['src/store.js']);
  });
});
