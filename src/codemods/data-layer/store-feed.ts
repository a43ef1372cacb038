import type { Node } from '@babel/types';
import { STORE_CREATORS } from '../../../rules/data-layer/state-stores.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { enclosingFunctions, type FunctionNode, type ParentMap } from './locate.js';

/**
 * A state store that loads the catalogue itself (`create((set) => ({ async load() { const { data } =
 * await supabase.from('products').select('*'); set({ items: data }); } }))`): no hook can be called
 * in its action, and a page may read the store's list without calling the action at all (a detail
 * page that finds its record in what an earlier page loaded). The store is fed instead: a component
 * mounted in the theme root reads the SDK's products and sets the store's field when they arrive,
 * and the action's read hands back the list the store already holds.
 */
export interface StoreFeed {
  /** The file that declares the store, and the store hook's exported name (`useShelfStore`). */
  file: string;
  store: string;
  /** The state field the action sets from the read (`items`). */
  field: string;
}

export const STORE_FEEDS_COMPONENT = 'PlatformStoreFeeds';

/** The generated feeds module, beside the helper module (`src/lib/platform-store-feeds.js`). */
export const storeFeedsPath = (helper: string): string => helper.replace(/platform-data\.(js|ts)$/, 'platform-store-feeds.$1');

const calleeName = (n: Node): string | null =>
  n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && n.property.type === 'Identifier' ? n.property.name : n.type === 'CallExpression' ? calleeName(n.callee as Node) : null;

/** The function handed to a store creator (`create(fn)`, `create<S>()(persist(fn, …))`), among `fns` (innermost first). */
function creatorFunction(fns: FunctionNode[], parents: ParentMap): { fn: FunctionNode; call: Node } | null {
  for (const fn of fns) {
    const call = parents.get(fn)?.parent;
    if (call?.type === 'CallExpression' && call.arguments[0] === fn && STORE_CREATORS.has(calleeName(call.callee as Node) ?? '')) return { fn, call };
  }
  return null;
}

/** The exported module-level const a creator call (through its wrapping calls) initialises. */
function exportedStore(call: Node, parents: ParentMap): string | null {
  let cur: Node = call;
  for (let p = parents.get(cur)?.parent; p?.type === 'CallExpression'; p = parents.get(cur)?.parent) cur = p;
  const decl = parents.get(cur)?.parent;
  if (decl?.type !== 'VariableDeclarator' || decl.init !== cur || decl.id.type !== 'Identifier') return null;
  const list = parents.get(decl)?.parent;
  const exported = list && parents.get(list)?.parent;
  return list?.type === 'VariableDeclaration' && list.kind === 'const' && exported?.type === 'ExportNamedDeclaration' ? decl.id.name : null;
}

/** `const { data } = await read` (or `{ data: rows }`): the local the read's rows land in. */
function rowsLocal(read: Node, parents: ParentMap): string | null {
  const awaited = parents.get(read)?.parent;
  const decl = awaited?.type === 'AwaitExpression' ? parents.get(awaited)?.parent : null;
  if (decl?.type !== 'VariableDeclarator' || decl.id.type !== 'ObjectPattern') return null;
  for (const p of decl.id.properties) {
    if (p.type === 'ObjectProperty' && !p.computed && p.key.type === 'Identifier' && p.key.name === 'data' && p.value.type === 'Identifier') return p.value.name;
  }
  return null;
}

/** The field `set({ field: rows })` (or `rows ?? []`, `rows || []`) gives the rows to, in the action. */
function fieldSetFrom(action: Node, setter: string, rows: string): string | null {
  let field: string | null = null;
  const isRows = (v: Node): boolean => (v.type === 'Identifier' && v.name === rows) || (v.type === 'LogicalExpression' && v.operator !== '&&' && isRows(v.left as Node));
  walkNodes(action, (n) => {
    if (field || n.type !== 'CallExpression' || n.callee.type !== 'Identifier' || n.callee.name !== setter || n.arguments[0]?.type !== 'ObjectExpression') return;
    for (const p of n.arguments[0].properties) {
      if (p.type === 'ObjectProperty' && !p.computed && p.key.type === 'Identifier' && isRows(p.value as Node)) field = p.key.name;
    }
  });
  return field;
}

/** The store a list read in a store's action feeds, or null when the read is not of that shape. */
export function storeFeedOf(read: Node, file: string, parents: ParentMap): StoreFeed | null {
  const fns = enclosingFunctions(read, parents);
  const creator = creatorFunction(fns, parents);
  const setter = creator?.fn.params[0];
  if (!creator || setter?.type !== 'Identifier' || fns[0] === creator.fn) return null;
  const store = exportedStore(creator.call, parents);
  const rows = rowsLocal(read, parents);
  const field = store && rows ? fieldSetFrom(fns[0], setter.name, rows) : null;
  return store && field ? { file, store, field } : null;
}

/** The generated module: one component that reads the SDK's products once and feeds each store. */
export function storeFeedsModuleText(feeds: StoreFeed[], helperImport: string, importOf: (file: string) => string): string {
  const stores = [...new Map(feeds.map((f) => [f.store, f])).values()];
  const imports = stores.map((f) => `import { ${f.store} } from '${importOf(f.file)}';`);
  const sets = feeds.map((f) => `      ${f.store}.setState({ ${f.field}: products.data });`);
  return `// Generated by platform-convert (data layer): the state stores that loaded the catalogue themselves,
// fed from the platform's products. Mounted once in ThemeRoot, so every page finds them filled.
import { useEffect } from 'react';
import { useViewProducts } from '${helperImport}';
${imports.join('\n')}

export function ${STORE_FEEDS_COMPONENT}() {
  const products = useViewProducts();
  useEffect(() => {
    if (products.data) {
${sets.join('\n')}
    }
  }, [products.data]);
  return null;
}
`;
}
