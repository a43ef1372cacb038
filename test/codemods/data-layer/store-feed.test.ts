import { describe, expect, it } from 'vitest';
import { STORE_FEEDS_COMPONENT } from '../../../src/codemods/data-layer/store-feed.js';
import { mountInThemeRoot } from '../../../src/codemods/bilingual/site-title.js';
import { fillTemplate } from '../../../src/codemods/theme-shell/template.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { convertFiles } from './run-case.js';

// A tea shop keeps its catalogue in a state store: the list page calls the store's `load`, the
// detail page only looks its tea up in what the store holds.
const store = (exported: boolean) => `import { create } from "zustand";
import { supabase } from "../supabase";

${exported ? 'export ' : ''}const useTeaStore = create((set) => ({
  teas: [],
  waiting: true,
  async load() {
    const { data: rows, error } = await supabase.from("products").select("*");
    if (error) return;
    set({ teas: rows ?? [], waiting: false });
  },
}));
${exported ? '' : 'export default useTeaStore;\n'}`;

const FILES = (exported: boolean): Record<string, string> => ({
  'package.json': JSON.stringify({ name: 'teas', private: true, type: 'module', dependencies: { react: '*', 'react-dom': '*', zustand: '*', '@supabase/supabase-js': '*' }, devDependencies: { vite: '*' } }),
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  'src/supabase.ts': 'import { createClient } from "@supabase/supabase-js";\nexport const supabase = createClient("https://x.supabase.co", "anon");\n',
  'src/store/useTeaStore.ts': store(exported),
  'src/pages/Teas.tsx': `import { useEffect } from "react";
import ${exported ? '{ useTeaStore }' : 'useTeaStore'} from "../store/useTeaStore";
export default function Teas() {
  const teas = useTeaStore((s) => s.teas);
  const load = useTeaStore((s) => s.load);
  useEffect(() => { load(); }, [load]);
  return <ul>{teas.map((t) => <li key={t.id}>{t.name}</li>)}</ul>;
}
`,
  'src/pages/Tea.tsx': `import { useParams } from "react-router-dom";
import ${exported ? '{ useTeaStore }' : 'useTeaStore'} from "../store/useTeaStore";
export default function Tea() {
  const { id } = useParams();
  const tea = useTeaStore((s) => s.teas.find((t) => String(t.id) === id));
  return tea ? <h1>{tea.name}</h1> : <p>Brewing…</p>;
}
`,
});

async function convert(files: Record<string, string>) {
  return (await convertFiles(files)).tree;
}

describe('data layer: a state store that loads the catalogue itself is fed from the SDK', () => {
  it("hands back the store's own list from the action, and feeds the store from useViewProducts()", async () => {
    const tree = await convert(FILES(true));
    const storeText = tree.read('src/store/useTeaStore.ts') ?? '';
    expect(storeText).toContain('await asSupabase(useTeaStore.getState().teas)');
    expect(storeText).not.toContain('@platform-convert-limitation');
    const feeds = tree.read('src/lib/platform-store-feeds.ts') ?? '';
    expect(feeds).toContain("import { useViewProducts } from './platform-data';");
    expect(feeds).toContain("import { useTeaStore } from '../store/useTeaStore';");
    expect(feeds).toContain('useTeaStore.setState({ teas: products.data });');
    expect(feeds).toContain(`export function ${STORE_FEEDS_COMPONENT}()`);
    // The feeds module parses.
    expect(parseSource('platform-store-feeds.ts', feeds).ok).toBe(true);
  });

  it('leaves a store it cannot import by name as a limitation (no feed)', async () => {
    const tree = await convert(FILES(false));
    expect(tree.read('src/store/useTeaStore.ts')).toContain('@platform-convert-limitation data-layer/no-sdk-read');
    expect(tree.exists('src/lib/platform-store-feeds.ts')).toBe(false);
  });

  it('mounts the feeder once in ThemeRoot, on every page', () => {
    const text = fillTemplate('src/platform/theme-root.jsx.tpl', {});
    const parsed = parseSource('theme-root.jsx', text, 'edit');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    expect(mountInThemeRoot(parsed.ast, STORE_FEEDS_COMPONENT, '../lib/platform-store-feeds')).toBe(true);
    expect(mountInThemeRoot(parsed.ast, STORE_FEEDS_COMPONENT, '../lib/platform-store-feeds')).toBe(false);
    const out = printLikeSource(parsed.ast, text);
    expect(out).toContain(`<${STORE_FEEDS_COMPONENT} />`);
    expect(out).toContain(`import { ${STORE_FEEDS_COMPONENT} } from '../lib/platform-store-feeds';`);
  });
});
