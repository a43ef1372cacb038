import type { Identifier } from '@babel/types';
import type { PortNote } from '../types.js';
import type { ServerRoute } from './server-routes.js';
import { freeIdentifiers } from './scriptlet.js';

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase();

export interface PageLocals {
  /** Statements declaring the locals inside the page component. */
  body: string[];
  imports: { name: string; file: string }[];
  dataFiles: { file: string; text: string }[];
}

/**
 * The locals a route passes to its view, as the page component declares them: literal lists and
 * objects become data modules (`src/data/products.js`) the data-layer step can map; literal
 * scalars become constants; values computed from literal data keep their expression; anything
 * the server computes per request is left undefined and asked about.
 */
export function pageLocals(
  route: ServerRoute, free: string[], pageName: string, registry: Map<string, { file: string; json: string }>,
  question: (q: string) => void, note: (n: PortNote) => void,
): PageLocals {
  const out: PageLocals = { body: [], imports: [], dataFiles: [] };
  const ev = route.evaluator;
  const known = new Set<string>();
  const text = (n: { start?: number | null; end?: number | null }) => ev.source.slice(n.start ?? 0, n.end ?? 0);

  const dataModule = (name: string, value: unknown) => {
    const json = JSON.stringify(value, null, 2);
    let file = `src/data/${kebab(name)}.js`;
    const prev = registry.get(`${name}:${file}`);
    if (prev && prev.json !== json) file = `src/data/${kebab(name)}-${kebab(pageName)}.js`;
    registry.set(`${name}:${file}`, { file, json });
    out.dataFiles.push({ file, text: `// Literal data the server passed to its views (${route.file}); the data-layer step may map it to SDK hooks.\nexport const ${name} = ${json};\n` });
    out.imports.push({ name, file });
  };

  for (const l of route.locals) {
    known.add(l.name);
    const v = ev.eval(l.node);
    if (v.ok) {
      if (v.value !== null && typeof v.value === 'object') dataModule(l.name, v.value);
      else out.body.push(`const ${l.name} = ${JSON.stringify(v.value)};`);
      continue;
    }
    const code = text(l.node);
    const ids = freeIdentifiers(code) ?? ['?'];
    const literal = !ids.includes(l.name) && ids.every((id) => ev.eval({ type: 'Identifier', name: id } as Identifier).ok);
    if (literal) {
      for (const id of ids) {
        const val = ev.eval({ type: 'Identifier', name: id } as Identifier);
        if (!val.ok || known.has(id)) continue;
        known.add(id);
        if (val.value !== null && typeof val.value === 'object') dataModule(id, val.value);
        else out.body.push(`const ${id} = ${JSON.stringify(val.value)};`);
      }
      out.body.push(`const ${l.name} = ${code};`);
      continue;
    }
    out.body.push(`const ${l.name} = undefined; // @platform-convert-limitation port/server-local: computed per request by ${route.file}:${l.line}`);
    question(`${route.file}:${l.line}: GET ${route.path} passes "${l.name}" computed by the server (${code.slice(0, 60)}); the page gets undefined until you decide where it comes from`);
  }
  for (const f of free) {
    if (known.has(f) || f === 'locals') continue;
    out.body.push(`const ${f} = undefined; // not passed by the route`);
    note({ file: route.file, line: route.line, kind: 'missing-local', message: `view of GET ${route.path} reads "${f}", which the route does not pass` });
    known.add(f);
  }
  if (free.includes('locals')) out.body.push(`const locals = { ${[...known].join(', ')} };`);
  return out;
}
