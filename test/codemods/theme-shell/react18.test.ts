import { describe, expect, it } from 'vitest';
import { modernizeRender } from '../../../src/codemods/theme-shell/legacy-render.js';
import { requireReact18 } from '../../../src/codemods/theme-shell/undeclared-packages.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';

const fmt = { insertSpaces: true, tabSize: 2, eol: '\n' };

describe('a React 17 source on React 18', () => {
  it('ReactDOM.render(el, root) becomes createRoot(root).render(el)', () => {
    const text = 'import React from "react";\nimport ReactDOM from "react-dom";\nimport App from "./App";\n\nReactDOM.render(\n  <App />,\n  document.getElementById("root")\n);\n';
    const parsed = parseSource('src/index.js', text, 'edit');
    if (!parsed.ok) throw new Error('parse');
    expect(modernizeRender(parsed.ast, 'src/index.js')).toBe(true);
    const out = printLikeSource(parsed.ast, text);
    expect(out).toContain('import { createRoot } from "react-dom/client";');
    expect(out).toMatch(/createRoot\(document\.getElementById\("root"\)\)\.render\(\s*<App \/>\s*\);/);
    expect(modernizeRender(parsed.ast, 'src/index.js')).toBe(false);
  });
  it('leaves a React 18 entry alone', () => {
    const parsed = parseSource('src/main.jsx', 'import { createRoot } from "react-dom/client";\ncreateRoot(el).render(<App />);\n', 'edit');
    if (!parsed.ok) throw new Error('parse');
    expect(modernizeRender(parsed.ast, 'src/main.jsx')).toBe(false);
  });
  it('package.json: react and its types below 18 move to 18; 18 and later stay', () => {
    const r = requireReact18('{\n  "dependencies": {\n    "react": "^17.0.2",\n    "react-dom": "~16.14.0"\n  },\n  "devDependencies": {\n    "@types/react": "^17.0.0"\n  }\n}\n', fmt);
    expect(JSON.parse(r.text)).toEqual({ dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' }, devDependencies: { '@types/react': '^18.3.3' } });
    expect(r.changes).toHaveLength(3);
    expect(requireReact18('{ "dependencies": { "react": "^19.1.0" } }', fmt).changes).toEqual([]);
  });
});
