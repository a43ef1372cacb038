import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DROP_RULES, mendSource, type DropTargets, type MendContext } from '../../../src/codemods/drop-pages/index.js';
import { resolveImport } from '../../../src/load/resolve.js';
import { parseSource } from '../../../src/load/parse.js';
import { routeRefResolver } from '../../../src/codemods/drop-pages/route-refs.js';
import { fixtureCases, runFixturePairs, type FixtureCase } from '../../helpers/fixture-pairs.js';
import { mayNeedMend } from '../../../src/codemods/drop-pages/relevance.js';
import { readFileSync } from 'node:fs';
import { removeLinks } from '../../../src/codemods/drop-pages/links.js';
import { programScopeIsFresh } from '../../../src/codemods/drop-pages/ast-kit.js';
import { printMended } from '../../../src/codemods/drop-pages/print.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, '../../../fixtures/codemods/drop-pages');

/** `<case>.options.json`: the file's path, the site files it can import, and what is dropped. */
interface CaseOptions {
  file: string;
  pages?: string[];
  routeOnly?: string[];
  authModules?: string[];
  routes?: string[];
  keptRoutes?: string[];
  files?: string[];
  /** Auth data sites of the analysis in this file: line → operations. */
  authSites?: Record<string, string[]>;
  /** Context fields carrying stored auth state, by the file providing the context. */
  storedAuthFields?: Record<string, string[]>;
  /** Context fields bound to a vendor setting nothing reads: provider file → field → local name. */
  unreadSettingFields?: Record<string, Record<string, string>>;
  /** Site modules the file reads route constants from: path → text. */
  modules?: Record<string, string>;
}

export function contextFor(o: CaseOptions, input?: string): MendContext {
  const targets: DropTargets = {
    pages: new Set(o.pages ?? []),
    routeOnly: new Set(o.routeOnly ?? []),
    authModules: new Set(o.authModules ?? []),
    routes: o.routes ?? [],
    keptRoutes: o.keptRoutes ?? [],
    authSites: new Map(o.authSites ? [[o.file, new Map(Object.entries(o.authSites).map(([line, ops]) => [Number(line), ops]))]] : []),
    storedAuthFields: new Map(Object.entries(o.storedAuthFields ?? {}).map(([f, fields]) => [f, new Set(fields)])),
    unreadSettingFields: new Map(Object.entries(o.unreadSettingFields ?? {}).map(([f, m]) => [f, new Map(Object.entries(m))])),
  };
  const present = new Set([o.file, ...(o.pages ?? []), ...(o.routeOnly ?? []), ...(o.authModules ?? []), ...(o.files ?? []), ...Object.keys(o.modules ?? {})]);
  const aliases = new Map([['@', 'src']]);
  const resolve = (spec: string) => resolveImport(o.file, spec, aliases, (p) => present.has(p));
  const texts = { ...o.modules, ...(input === undefined ? {} : { [o.file]: input }) };
  const readAst = (p: string) => { const r = p in texts ? parseSource(p, texts[p], 'edit') : null; return r?.ok ? r.ast : null; };
  return { file: o.file, targets, rules: DROP_RULES, resolve, routeRef: routeRefResolver(readAst, o.file, resolve) };
}

const transform = (input: string, c: FixtureCase) => mendSource(input, contextFor(c.options as unknown as CaseOptions, input)).text;

runFixturePairs('drop-pages fixture pairs', dir, transform);

describe('drop-pages limitations', () => {
  it('marks an auth call it cannot rewrite once, with a Limitations row at its line', () => {
    const ctx = contextFor({ file: 'src/lib/newsletter.js', pages: ['src/pages/Login.jsx'], routes: ['/login'], files: ['src/lib/supabase.js'] });
    const text = "import { supabase } from './supabase';\n\nexport async function save(optIn) {\n  await supabase.auth.updateUser({ data: { optIn } });\n}\n";
    const first = mendSource(text, ctx);
    expect(first.limitations.map((l) => [l.id, l.line])).toEqual([['auth-calls', 4]]);
    expect(first.text.match(/@platform-convert-limitation drop-pages\/auth-calls/g)).toHaveLength(1);
    const second = mendSource(first.text, ctx);
    expect(second.text).toBe(first.text);
  });

  it('keeps the import of a dropped page that code still uses, and says where', () => {
    const ctx = contextFor({ file: 'src/App.jsx', pages: ['src/pages/Login.jsx'], routes: ['/login'] });
    const text = "import Login from './pages/Login';\n\nexport const pages = Object.keys({ Login }).concat(Login.displayName);\n";
    const r = mendSource(text, ctx);
    expect(r.limitations.map((l) => l.id)).toEqual(['page-reference']);
    expect(r.text).toContain("import Login from './pages/Login';");
  });

  it('leaves a file with nothing to drop byte for byte', () => {
    const ctx = contextFor({ file: 'src/pages/Home.jsx', pages: ['src/pages/Login.jsx'], routes: ['/login'], keptRoutes: ['/', '/shop'] });
    const text = "import { Link } from 'react-router-dom';\nexport default function Home() {\n  return <Link to=\"/shop\">Shop</Link>\n}\n";
    expect(mendSource(text, ctx).text).toBe(text);
  });
});

describe('which files the mend walks (relevance.ts)', () => {
  const parsed = (file: string, text: string) => { const r = parseSource(file, text, 'edit'); if (!r.ok) throw new Error(r.diagnostic.message); return r.ast; };
  const may = (o: CaseOptions, text: string) => mayNeedMend(parsed(o.file, text), text, contextFor(o, text));

  it('lets through every fixture file the mend changes or flags', () => {
    let acted = 0;
    for (const c of fixtureCases(dir)) {
      const input = readFileSync(c.inputPath, 'utf8');
      const o = c.options as unknown as CaseOptions;
      const r = mendSource(input, contextFor(o, input));
      if (r.text === input && !r.limitations.length) continue;
      acted++;
      expect(may(o, input), c.name).toBe(true);
    }
    expect(acted).toBeGreaterThan(30);
  });

  it('skips a section that names nothing the drop acts on', () => {
    const o = { file: 'src/components/Gallery.jsx', pages: ['src/pages/Login.jsx', 'src/pages/admin/index.jsx'], routes: ['/login', '/admin/:tab'] };
    expect(may(o, "import Card from './Card';\nexport default function Gallery({ items }) {\n  return <div className=\"grid\">{items.map((i) => <Card key={i.id} {...i} />)}</div>;\n}\n")).toBe(false);
  });

  it('walks a file naming a dropped route or module, an auth word, or code any mend folds', () => {
    const o = { file: 'src/components/Nav.jsx', pages: ['src/pages/Dashboard.jsx'], routes: ['/dashboard'], files: ['src/routes.js'] };
    expect(may(o, "import { ROUTES } from '../routes';\nexport const Nav = () => <a href={ROUTES.DASHBOARD}>Go</a>;\n")).toBe(true);
    expect(may(o, "import Dash from '../pages/Dashboard';\nexport const Nav = () => <Dash />;\n")).toBe(true);
    expect(may(o, "export const Nav = ({ viewer }) => <p>{viewer?.name}</p>;\n")).toBe(true);
    expect(may(o, "export const Nav = () => <nav>{false && <b>Soon</b>}</nav>;\n")).toBe(true);
    expect(may(o, "export const Nav = () => <nav>Shop</nav>;\n")).toBe(false);
  });
});

describe('removeLinks', () => {
  const ctx = contextFor({ file: 'src/components/Nav.jsx', pages: ['src/pages/Login.jsx'], routes: ['/login'], keptRoutes: ['/', '/shop'] });
  const parse = (text: string) => { const r = parseSource(ctx.file, text, 'edit'); if (!r.ok) throw new Error(r.diagnostic.message); return r.ast; };

  it('walks a file with no link to a dropped page without building Babel paths or scopes', () => {
    const ast = parse("import { Link } from 'react-router-dom';\nconst items = [{ label: 'Shop', href: '/shop' }];\nexport const Nav = () => <nav><Link to=\"/shop\">Shop</Link>{items.length}</nav>;\n");
    expect(removeLinks(ast, ctx)).toBe(false);
    expect(programScopeIsFresh(ast)).toBe(true);
  });

  it('still removes each kind of link it knows: element, nav entry, navigate call, location assignment', () => {
    const cases = [
      "export const A = () => <p><a href=\"/login\">Sign in</a></p>;\n",
      "export const items = [{ label: 'Sign in', href: '/login' }, { label: 'Shop', href: '/shop' }];\n",
      "export function go(navigate) {\n  navigate('/login');\n}\n",
      "export function go() {\n  window.location.href = '/login';\n}\n",
    ];
    for (const text of cases) {
      const ast = parse(text);
      expect(removeLinks(ast, ctx), text).toBe(true);
      expect(printMended(ast, text), text).not.toContain('/login');
    }
  });
});
