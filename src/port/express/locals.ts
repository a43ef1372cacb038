import { parseExpression } from '../../infra/babel-parser.js';
import type { Identifier, Node } from '@babel/types';
import { walk } from '../../rule-kit/walk.js';
import type { PortNote } from '../types.js';
import type { ServerRoute, SqlRead } from './server-routes.js';
import { classifyEntity } from '../../../rules/vendors/_surface.js';
import { HELPER_BASENAME } from '../../codemods/data-layer/helper-module.js';
import { freeIdentifiers } from './scriptlet.js';

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();

export interface PageLocals {
  /** Statements declaring the locals inside the page component. */
  body: string[];
  imports: { name: string; file: string }[];
  dataFiles: { file: string; text: string }[];
  /** react-router-dom hooks the statements use. */
  router: string[];
}

/**
 * `req.params.x` / `req.query.x` → `params.x` / `query.x` (the router's URL params and search
 * params). Null when the code reads anything else of the request (session, body, headers...).
 */
function rewriteRequest(code: string): { code: string; uses: Set<'params' | 'query'> } | null {
  let root: Node;
  try {
    root = parseExpression(code);
  } catch {
    return null;
  }
  const cuts: { start: number; end: number; to: 'params' | 'query' }[] = [];
  let other = false;
  walk(root, [{
    Identifier(node, ctx) {
      if (node.name !== 'req') return;
      const parent = ctx.parent();
      if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed && parent.property.type === 'Identifier' && (parent.property.name === 'params' || parent.property.name === 'query')) {
        cuts.push({ start: parent.start!, end: parent.end!, to: parent.property.name });
      } else if (!(parent?.type === 'MemberExpression' && parent.property === node)) other = true;
    },
  }]);
  if (other) return null;
  let out = code;
  for (const c of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.to + out.slice(c.end);
  return { code: out, uses: new Set(cuts.map((c) => c.to)) };
}

/**
 * The empty value of a local the page cannot have, by how the page reads it: a list it maps or
 * measures is `[]`, a record whose fields it reads is `{}` (no crash: the page renders its frame
 * with nothing in it), anything else `undefined`.
 */
export function emptyOfUse(name: string, jsx: string): '[]' | '{}' | 'undefined' {
  const n = name.replace(/[$]/g, '\\$&');
  if (new RegExp(`\\b${n}(\\?)?\\.(map|forEach|filter|slice|length|some|every|find|reduce|join|includes)\\b`).test(jsx)) return '[]';
  if (new RegExp(`\\b${n}(\\?)?\\.[A-Za-z_$]`).test(jsx) || new RegExp(`\\b${n}\\[`).test(jsx)) return '{}';
  return 'undefined';
}

/** The generated helper module (the data-layer step writes it when a script imports it). */
const HELPER_FILE = `src/lib/${HELPER_BASENAME}.js`;

/**
 * The SDK read standing for rows a handler read from a table: a product table is the products
 * list (or, read as one record on a route with a parameter, the product of that slug), a
 * category table the collections. Null for any other table.
 */
function storeRead(name: string, read: SqlRead, empty: string, routePath: string): { hook: string; stmt: string } | null {
  const cls = classifyEntity(read.table);
  const param = /:(\w+)/.exec(routePath)?.[1];
  if (cls?.id === 'product' && empty === '{}' && param) return { hook: 'useViewProduct', stmt: `const ${name} = useViewProduct({ slug: params.${param} }).data ?? {};` };
  if (cls?.id === 'product' && empty === '[]') return { hook: 'useViewProducts', stmt: `const ${name} = useViewProducts().data ?? [];` };
  if (cls?.id === 'category' && empty === '[]') return { hook: 'useViewCollections', stmt: `const ${name} = useViewCollections().data ?? [];` };
  return null;
}

/**
 * The locals a route passes to its view, as the page component declares them: literal lists and
 * objects become data modules (`src/data/products.js`) the data-layer step can map; literal
 * scalars become constants; values computed from literal data, URL params or the query string
 * keep their expression (`req.params` → `useParams()`); anything else the server computes per
 * request is left undefined and asked about.
 */
export function pageLocals(
  route: ServerRoute, free: string[], pageName: string, registry: Map<string, { file: string; json: string }>,
  question: (q: string) => void, note: (n: PortNote) => void, jsx = '',
): PageLocals {
  const out: PageLocals = { body: [], imports: [], dataFiles: [], router: [] };
  const ev = route.evaluator;
  const known = new Set<string>();
  const uses = new Set<'params' | 'query'>();
  const text = (n: { start?: number | null; end?: number | null }) => ev.source.slice(n.start ?? 0, n.end ?? 0);
  const decls = new Map(route.decls.map((d) => [d.name, d]));
  const stmts: string[] = [];

  const dataModule = (name: string, value: unknown) => {
    const json = JSON.stringify(value, null, 2);
    let file = `src/data/${kebab(name)}.js`;
    const prev = registry.get(file);
    if (prev && prev.json !== json) file = `src/data/${kebab(name)}-${kebab(pageName)}.js`;
    registry.set(file, { file, json });
    out.dataFiles.push({ file, text: `// Literal data the server passed to its views (${route.file}); the data-layer step may map it to SDK hooks.\nexport const ${name} = ${json};\n` });
    out.imports.push({ name, file });
  };
  const literal = (name: string, value: unknown) => {
    if (value !== null && typeof value === 'object') dataModule(name, value);
    else stmts.push(`const ${name} = ${JSON.stringify(value)};`);
  };

  /** Declare `id` (a literal constant of the server file or a variable of the handler); false if it cannot be. */
  const declare = (id: string, seen = new Set<string>()): boolean => {
    if (known.has(id) || id === 'req') return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const d = decls.get(id);
    if (d) {
      const code = translate(text(d.node), seen);
      if (code === null) return false;
      stmts.push(`const ${id} = ${code};`);
      known.add(id);
      return true;
    }
    const v = ev.eval({ type: 'Identifier', name: id } as Identifier);
    if (!v.ok) return false;
    literal(id, v.value);
    known.add(id);
    return true;
  };
  const translate = (code: string, seen = new Set<string>()): string | null => {
    const ids = freeIdentifiers(code);
    if (!ids || !ids.every((id) => declare(id, seen))) return null;
    if (!ids.includes('req')) return code;
    const r = rewriteRequest(code);
    if (!r) return null;
    r.uses.forEach((u) => uses.add(u));
    return r.code;
  };

  for (const l of route.locals) {
    const v = ev.eval(l.node);
    if (v.ok && !known.has(l.name)) {
      literal(l.name, v.value);
      known.add(l.name);
      continue;
    }
    const code = text(l.node);
    if (l.node.type === 'Identifier' && l.node.name === l.name && declare(l.name)) continue;
    const ids = freeIdentifiers(code) ?? [];
    const translated = ids.includes(l.name) ? null : translate(code);
    if (translated !== null) {
      stmts.push(`const ${l.name} = ${translated};`);
      known.add(l.name);
      continue;
    }
    known.add(l.name);
    const empty = emptyOfUse(l.name, jsx);
    // Rows the server read from a store table (products, categories) come from the SDK instead.
    // `rows` or its first row (`rows[0]`).
    const rows = l.node.type === 'MemberExpression' && l.node.computed && l.node.property.type === 'NumericLiteral' ? l.node.object : l.node;
    const read = rows.type === 'Identifier' ? route.reads?.get(rows.name) : undefined;
    const store = read ? storeRead(l.name, read, empty, route.path) : null;
    if (store) {
      stmts.push(store.stmt);
      if (!out.imports.some((i) => i.name === store.hook)) out.imports.push({ name: store.hook, file: HELPER_FILE });
      if (store.stmt.includes('params.')) uses.add('params');
      if (read!.filtered) question(`${route.file}:${read!.line}: GET ${route.path} reads ${read!.table} filtered by the server; the page reads ${store.hook}() unfiltered: narrow it (a collection, a search) if the page needs it`);
      known.add(l.name);
      continue;
    }
    stmts.push(`const ${l.name} = ${empty}; // @platform-convert-limitation port/server-local: computed per request by ${route.file}:${l.line}`);
    question(`${route.file}:${l.line}: GET ${route.path} passes "${l.name}" computed by the server (${code.slice(0, 60)}); the page gets ${empty === 'undefined' ? 'undefined' : `an empty ${empty === '[]' ? 'list' : 'record'}`} until you decide where it comes from`);
  }
  for (const f of free) {
    if (known.has(f) || f === 'locals') continue;
    stmts.push(`const ${f} = undefined; // not passed by the route`);
    note({ file: route.file, line: route.line, kind: 'missing-local', message: `view of GET ${route.path} reads "${f}", which the route does not pass` });
    known.add(f);
  }
  if (free.includes('locals')) stmts.push(`const locals = { ${route.locals.map((l) => l.name).filter((n) => known.has(n)).join(', ')} };`);
  if (uses.has('params')) {
    out.body.push('const params = useParams();');
    out.router.push('useParams');
  }
  if (uses.has('query')) {
    out.body.push('const [searchParams] = useSearchParams();', 'const query = Object.fromEntries(searchParams);');
    out.router.push('useSearchParams');
  }
  out.body.push(...stmts);
  return out;
}
