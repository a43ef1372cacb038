import type { File, Node } from '@babel/types';
import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';
import { print } from './build.js';
import { pruneImports, referenceCount } from './imports.js';
import { resolveImport } from '../vendor-removal/resolve.js';
import { importSites } from '../vendor-removal/import-sources.js';

/**
 * A request-wrapper module (Replit's `lib/queryClient.ts`: `apiRequest`, the default key-as-URL
 * queryFn) also creates the app's `queryClient`, which the `QueryClientProvider` still needs once
 * every call through the wrappers is rewritten. When the client is all the site still imports from
 * it, the client moves to a plain module beside it (`query-client.ts`: `new QueryClient(...)`
 * without the wrapper's fetcher) and the imports follow, so the wrapper module can go.
 */
const RQ_PACKAGES = new Set(['@tanstack/react-query', 'react-query']);
const SCRIPT = /\.(m?[jt]sx?)$/;
const PLAIN_BASENAME = 'query-client';

interface ClientDecl { name: string; pkg: string; quote: string; options: Node | null }

/** `export const queryClient = new QueryClient({...})`, QueryClient imported from react-query. */
function clientDecl(ast: File): ClientDecl | null {
  const rq = new Map<string, string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || !RQ_PACKAGES.has(s.source.value)) continue;
    for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier' && (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value) === 'QueryClient') rq.set(sp.local.name, s.source.value);
  }
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : null;
    if (d?.type !== 'VariableDeclaration' || d.declarations.length !== 1) continue;
    const v = d.declarations[0];
    const init = v.init;
    if (v.id.type !== 'Identifier' || init?.type !== 'NewExpression' || init.callee.type !== 'Identifier' || !rq.has(init.callee.name)) continue;
    const pkg = rq.get(init.callee.name)!;
    const quote = /^'/.test(print(ast.program.body.find((x) => x.type === 'ImportDeclaration' && x.source.value === pkg)!).replace(/^.*from\s*/s, '')) ? "'" : '"';
    return { name: v.id.name, pkg, quote, options: (init.arguments[0] as Node | undefined) ?? null };
  }
  return null;
}

/** Names the module declares at top level (its wrapper functions and fetchers). */
function localNames(ast: File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' && s.declaration ? s.declaration : s;
    if (d.type === 'FunctionDeclaration' && d.id) out.add(d.id.name);
    if (d.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') out.add(v.id.name);
  }
  return out;
}

function mentions(n: Node, names: Set<string>): boolean {
  if (n.type === 'Identifier' && names.has(n.name)) return true;
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
    if (Array.isArray(v) && v.some((c) => c && typeof c === 'object' && typeof c.type === 'string' && mentions(c, names))) return true;
    if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Node).type === 'string' && mentions(v as Node, names)) return true;
  }
  return false;
}

/** Drop option properties that use the module's own code (the fetcher), and objects left empty. */
function plainOptions(obj: Node, names: Set<string>): void {
  if (obj.type !== 'ObjectExpression') return;
  for (let i = obj.properties.length - 1; i >= 0; i--) {
    const p = obj.properties[i];
    if (p.type !== 'ObjectProperty') { if (mentions(p, names)) obj.properties.splice(i, 1); continue; }
    const v = p.value as Node;
    if (v.type === 'ObjectExpression') {
      plainOptions(v, names);
      if (!v.properties.length) obj.properties.splice(i, 1);
    } else if (mentions(v, names)) obj.properties.splice(i, 1);
  }
}

/** The import declarations of other scripts that name `file`. */
function importersOf(tree: StagedTree, file: string, appRoot: string | undefined) {
  const base = path.posix.basename(file).replace(SCRIPT, '');
  const out: { file: string; ast: File; decls: Extract<Node, { type: 'ImportDeclaration' }>[] }[] = [];
  for (const other of tree.list()) {
    if (other === file || !SCRIPT.test(other) || other.includes('node_modules/')) continue;
    const text = tree.read(other);
    if (!text || !text.includes(base)) continue;
    const ast = tree.ast(other);
    if (!ast) return null;
    const exists = (p: string) => tree.exists(p);
    const names = (src: string) => resolveImport(other, src, exists, appRoot) === file;
    const sites = importSites(ast).filter((s) => names(s.source.value));
    // A re-export, require() or dynamic import of the module: not only the client, leave it.
    if (sites.some((s) => s.kind !== 'import')) return null;
    const decls = sites.flatMap((s) => (s.kind === 'import' ? [s.node] : []));
    if (decls.length) out.push({ file: other, ast, decls });
  }
  return out;
}

/** The imported name of an import specifier. */
const importedName = (s: Extract<Node, { type: 'ImportDeclaration' }>['specifiers'][number]) =>
  s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : null;

/**
 * Move the client out of `file` into the plain module, repointing every import of it (the other
 * names stay imported from `file`, which goes once nothing uses them: the drop-pages and
 * vendor-removal steps). Returns whether it moved.
 */
export function splitQueryClient(tree: StagedTree, file: string, appRoot?: string): boolean {
  const ast = tree.ast(file);
  const client = ast ? clientDecl(ast) : null;
  if (!ast || !client) return false;
  // The module's own code uses the client (`queryClient.invalidateQueries` in a wrapper): it stays.
  if (referenceCount(ast, client.name) > 1) return false;
  const importers = importersOf(tree, file, appRoot);
  if (!importers?.some((u) => u.decls.some((d) => d.specifiers.some((x) => importedName(x) === client.name)))) return false;
  // A namespace or default import may reach the client by another name: leave the module whole.
  if (importers.some((u) => u.decls.some((d) => d.specifiers.some((x) => x.type !== 'ImportSpecifier')))) return false;
  const ext = (SCRIPT.exec(file)?.[1] ?? 'ts').replace(/x$/, '');
  const target = path.posix.join(path.posix.dirname(file), `${PLAIN_BASENAME}.${ext}`);
  if (tree.exists(target)) return false;
  const names = localNames(ast);
  names.delete(client.name);
  if (client.options && client.options.type !== 'ObjectExpression' && mentions(client.options, names)) return false;
  if (client.options) plainOptions(client.options, names);
  const args = client.options && !(client.options.type === 'ObjectExpression' && !client.options.properties.length) ? print(client.options) : '';
  const q = client.quote;
  tree.write(target, `import { QueryClient } from ${q}${client.pkg}${q};\n\nexport const ${client.name} = new QueryClient(${args});\n`);
  const oldBase = path.posix.basename(file).replace(SCRIPT, '');
  for (const u of importers) {
    let changed = false;
    for (const d of u.decls) {
      const mine = d.specifiers.filter((x) => importedName(x) === client.name);
      if (!mine.length) continue;
      const source = { type: 'StringLiteral', value: d.source.value.replace(/[^/]+$/, (seg) => seg.replace(oldBase, PLAIN_BASENAME)) } as typeof d.source;
      changed = true;
      if (mine.length === d.specifiers.length) { d.source = source; continue; }
      d.specifiers = d.specifiers.filter((x) => !mine.includes(x));
      const body = u.ast.program.body;
      body.splice(body.indexOf(d) + 1, 0, { type: 'ImportDeclaration', specifiers: mine, source, importKind: 'value' } as never);
    }
    if (changed) tree.writeAst(u.file, u.ast);
  }
  // The wrapper module keeps its request helpers only.
  ast.program.body = ast.program.body.filter((st) => !(st.type === 'ExportNamedDeclaration' && st.declaration?.type === 'VariableDeclaration' && st.declaration.declarations.some((v) => v.id.type === 'Identifier' && v.id.name === client.name)));
  pruneImports(ast, ['QueryClient']);
  tree.writeAst(file, ast);
  return true;
}
