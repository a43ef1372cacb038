import type { File, Node, ObjectPattern, VariableDeclaration } from '@babel/types';
import { visit } from '../../convert/print.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import type { Limitation } from '../../analyze/types.js';
import { constDecl } from './build.js';
import { boundNames, ensureImport, freshName, pruneImports } from './imports.js';

/**
 * A page that reads a field its cart hook never gives: `const { state } = useCart()` then
 * `state.items.map(...)`, while the cart context provides `{ cartItems, subtotal, ... }` (a page
 * written for another version of the provider). It crashes in the source already; in the theme it
 * reads the SDK cart in the shape it expects instead: `{ items, total, subtotal, count }`, built
 * from `useViewCart()`. Only a hook whose context value can be read (its `createContext` default
 * or its provider's `value` object) is judged, and only a field the page reads `.items` off.
 */

const CART_HOOK = /^use[A-Z]?\w*Cart$/;
const keyName = (n: Node): string | null => (n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null);

/** Keys of the objects a module gives its contexts: `createContext({...})` defaults and `<X.Provider value={{...}}>`. */
function contextKeys(ast: File): Set<string> {
  const keys = new Set<string>();
  const add = (o: Node | undefined | null) => {
    if (o?.type !== 'ObjectExpression') return;
    for (const p of o.properties) if ((p.type === 'ObjectProperty' || p.type === 'ObjectMethod') && !p.computed) { const k = keyName(p.key); if (k) keys.add(k); }
  };
  visit(ast.program, (n) => {
    if (n.type === 'CallExpression' && ((n.callee.type === 'Identifier' && n.callee.name === 'createContext') || (n.callee.type === 'MemberExpression' && keyName(n.callee.property) === 'createContext'))) add(n.arguments[0] as Node);
    if (n.type === 'JSXAttribute' && n.name.type === 'JSXIdentifier' && n.name.name === 'value' && n.value?.type === 'JSXExpressionContainer') add(n.value.expression as Node);
  });
  return keys;
}

/** Is `name` read as `name.items` / `name?.items` in the file? */
function readsItems(ast: File, name: string): boolean {
  let hit = false;
  visit(ast.program, (n) => {
    if (!hit && (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.object.type === 'Identifier' && n.object.name === name && keyName(n.property) === 'items') hit = true;
  });
  return hit;
}

export interface CartStateFix { files: string[]; limitations: Limitation[] }

/**
 * Mend every such read in the tree. `hookModule(file, source)` resolves an import to a site file;
 * `helperImport(file)` is the helper module's path as that file imports it.
 */
export function mendCartStateReads(tree: StagedTree, scripts: string[], hookModule: (file: string, source: string) => string | null, helperImport: (file: string) => string): CartStateFix {
  const out: CartStateFix = { files: [], limitations: [] };
  const keysOf = new Map<string, Set<string>>();
  for (const file of scripts) {
    const ast = tree.ast(file);
    if (!ast) continue;
    const hooks = new Map<string, string>();
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration') continue;
      for (const sp of s.specifiers) if (CART_HOOK.test(sp.local.name)) { const m = hookModule(file, s.source.value); if (m) hooks.set(sp.local.name, m); }
    }
    if (!hooks.size) continue;
    let changed = false;
    const found: { n: VariableDeclaration; pattern: ObjectPattern; hook: string; mod: string }[] = [];
    visit(ast.program, (n) => {
      if (n.type !== 'VariableDeclaration' || n.declarations.length !== 1) return;
      const d = n.declarations[0];
      if (d.id.type !== 'ObjectPattern' || d.init?.type !== 'CallExpression' || d.init.callee.type !== 'Identifier') return;
      const mod = hooks.get(d.init.callee.name);
      if (mod) found.push({ n, pattern: d.id, hook: d.init.callee.name, mod });
    });
    for (const { n, pattern, hook, mod } of found) {
      if (!keysOf.has(mod)) {
        // The hook's module and the modules it imports (the provider that holds the context).
        const keys = new Set<string>();
        const mast = tree.ast(mod);
        if (mast) {
          contextKeys(mast).forEach((k) => keys.add(k));
          for (const s of mast.program.body) {
            const m = s.type === 'ImportDeclaration' ? hookModule(mod, s.source.value) : null;
            const iast = m ? tree.ast(m) : null;
            if (iast) contextKeys(iast).forEach((k) => keys.add(k));
          }
        }
        keysOf.set(mod, keys);
      }
      const keys = keysOf.get(mod)!;
      if (!keys.size) continue;
      if (mendDeclaration(ast, n, pattern, keys, file, helperImport(file))) {
        changed = true;
        out.limitations.push({ file, line: n.loc?.start.line ?? 1, what: `\`${hook}()\` gives no field the page reads its cart from`, why: 'the page reads the platform cart instead ({ items, total, subtotal, count })' });
      }
    }
    if (changed) {
      pruneImports(ast, found.map((f) => f.hook));
      tree.writeAst(file, ast);
      out.files.push(file);
    }
  }
  return out;
}

/** Replace each missing field read off the cart by the SDK cart; true when anything changed. */
function mendDeclaration(ast: File, decl: VariableDeclaration, pattern: ObjectPattern, keys: Set<string>, file: string, helper: string): boolean {
  const missing = pattern.properties.filter((p) => p.type === 'ObjectProperty' && !p.computed && p.value.type === 'Identifier' && !keys.has(keyName(p.key) ?? '') && readsItems(ast, p.value.name));
  if (!missing.length) return false;
  const taken = boundNames(ast);
  const hook = ensureImport(ast, helper, 'useViewCart', taken);
  const cart = freshName('platformCartState', taken);
  taken.add(cart);
  const added = [constDecl(cart, `${hook}()`, file)];
  for (const p of missing) {
    const local = ((p as { value: Node }).value as { name: string }).name;
    added.push(constDecl(local, `{ ...${cart}, items: ${cart}.data, total: ${cart}.subtotal }`, file));
  }
  pattern.properties = pattern.properties.filter((p) => !missing.includes(p));
  // Insert after the declaration (or in its place, when nothing else was read from the hook).
  let placed = false;
  visit(ast.program, (n) => {
    if (placed) return;
    const body = n.type === 'BlockStatement' || n.type === 'Program' ? (n.body as Node[]) : null;
    const i = body ? body.indexOf(decl) : -1;
    if (!body || i < 0) return;
    body.splice(i, 1, ...(pattern.properties.length ? [decl] : []), ...(added as Node[]));
    placed = true;
  });
  return placed;
}
