import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { pruneImports } from '../data-layer/imports.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * A context whose every reader went with the dropped pages (an admin tool's state, provided around
 * the whole app): its provider stays rendered in the app shell with nobody reading it, keeping its
 * module, the modules that module imports and their packages (a machine-learning library, a native
 * binary downloaded at install) in the theme. Its element is unwrapped where a kept file renders it
 * (its children stay), so the module goes like any other file only dropped pages used.
 */

/** What a module offers around one context: the names that read it and the components that provide it. */
interface ContextModule {
  /** Exported hooks that call `useContext` and exported contexts made by `createContext`. */
  readers: Set<string>;
  /** Exported components that render `<X.Provider>`. */
  providers: Set<string>;
}

const isCall = (n: Node, name: string): boolean =>
  n.type === 'CallExpression' && ((n.callee.type === 'Identifier' && n.callee.name === name)
    || (n.callee.type === 'MemberExpression' && !n.callee.computed && n.callee.property.type === 'Identifier' && n.callee.property.name === name));

const contains = (root: Node, test: (n: Node) => boolean): boolean => {
  let hit = false;
  walkNodes(root, (n) => { if (!hit && test(n)) hit = true; });
  return hit;
};

const rendersProvider = (n: Node): boolean =>
  n.type === 'JSXOpeningElement' && n.name.type === 'JSXMemberExpression' && n.name.property.name === 'Provider';

/** The readers and providers a module exports; null when it exports none of either. */
export function contextModule(ast: File): ContextModule | null {
  const readers = new Set<string>();
  const providers = new Set<string>();
  const consider = (name: string, value: Node) => {
    if (isCall(value, 'createContext')) readers.add(name);
    else if (/^use[A-Z]/.test(name) && contains(value, (n) => isCall(n, 'useContext'))) readers.add(name);
    else if (/^[A-Z]/.test(name) && contains(value, rendersProvider)) providers.add(name);
  };
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration' || !s.declaration) continue;
    const d = s.declaration;
    if (d.type === 'FunctionDeclaration' && d.id) consider(d.id.name, d);
    if (d.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier' && v.init) consider(v.id.name, v.init);
  }
  return readers.size && providers.size ? { readers, providers } : null;
}

/** The names a file imports from `target` (`*` for a namespace or default import); null when it imports none. */
function namesFrom(ast: File, file: string, target: string, resolve: (from: string, spec: string) => string | null): Set<string> | null {
  let out: Set<string> | null = null;
  for (const s of ast.program.body) {
    // A module that passes it on (`export { useCart } from './CartContext'`) is read through: a reader, to be safe.
    if ((s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source && resolve(file, s.source.value) === target) {
      (out ??= new Set()).add('*');
      continue;
    }
    if (s.type !== 'ImportDeclaration' || resolve(file, s.source.value) !== target) continue;
    out ??= new Set();
    for (const sp of s.specifiers) {
      if (sp.type === 'ImportSpecifier') out.add(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
      else out.add('*');
    }
  }
  return out;
}

/** Replace each `<Provider …>children</Provider>` in `ast` by its children; whether any was. */
function unwrapElements(ast: File, local: string): boolean {
  let changed = false;
  const isIt = (n: Node | null | undefined): n is t.JSXElement => !!n && n.type === 'JSXElement' && n.openingElement.name.type === 'JSXIdentifier' && n.openingElement.name.name === local;
  const inner = (el: t.JSXElement): t.Expression => {
    const kids = el.children.filter((c) => !(c.type === 'JSXText' && !c.value.trim()));
    if (kids.length === 1 && (kids[0].type === 'JSXElement' || kids[0].type === 'JSXFragment')) return kids[0];
    if (kids.length === 1 && kids[0].type === 'JSXExpressionContainer' && kids[0].expression.type !== 'JSXEmptyExpression') return kids[0].expression;
    return t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), el.children);
  };
  walkNodes(ast.program, (n) => {
    for (const [key, value] of Object.entries(n)) {
      if (key === 'loc' || key === 'extra' || key === 'comments' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          const c = value[i] as Node;
          if (!isIt(c)) continue;
          // Among JSX children its own children take its place; elsewhere (an argument) its one inner value.
          if (key === 'children') value.splice(i, 1, ...c.children);
          else value[i] = inner(c);
          changed = true;
        }
      } else if (isIt(value as Node)) {
        (n as unknown as Record<string, unknown>)[key] = inner(value as t.JSXElement);
        changed = true;
      }
    }
  });
  return changed;
}

/**
 * Providers nobody reads once `gone` (the files the step deletes) are gone: in each kept file that
 * imports only provider components from such a context module, their elements are unwrapped and
 * the imports removed. Returns the files edited, with the module each provider came from.
 */
export function unwrapUnreadProviders(
  tree: StagedTree,
  before: Map<string, Set<string>>,
  gone: Set<string>,
  resolve: (from: string, spec: string) => string | null,
): { file: string; module: string; names: string[] }[] {
  const importers = new Map<string, string[]>();
  for (const [from, deps] of before) for (const d of deps) importers.set(d, [...(importers.get(d) ?? []), from]);
  const out: { file: string; module: string; names: string[] }[] = [];
  for (const [module, users] of [...importers].sort(([a], [b]) => a.localeCompare(b))) {
    if (gone.has(module) || !tree.exists(module) || !/\.[jt]sx?$/.test(module)) continue;
    const mast = tree.ast(module);
    const ctx = mast && contextModule(mast);
    if (!ctx) continue;
    let readByGone = false;
    let readByKept = false;
    const renderers: { file: string; ast: File; names: Set<string> }[] = [];
    for (const u of users) {
      if (u === module) continue;
      const ast = tree.ast(u);
      const names = ast && namesFrom(ast, u, module, resolve);
      if (!names) continue;
      const reads = [...names].some((n) => n === '*' || ctx.readers.has(n));
      if (gone.has(u)) { if (reads) readByGone = true; continue; }
      // A kept file that reads it, or takes anything else from the module: the module stays whole.
      if (reads || [...names].some((n) => !ctx.providers.has(n))) { readByKept = true; break; }
      renderers.push({ file: u, ast: ast!, names });
    }
    if (readByKept || !readByGone || !renderers.length) continue;
    for (const r of renderers) {
      const locals: string[] = [];
      for (const s of r.ast.program.body) {
        if (s.type !== 'ImportDeclaration' || resolve(r.file, s.source.value) !== module) continue;
        for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') locals.push(sp.local.name);
      }
      let changed = false;
      for (const l of locals) changed = unwrapElements(r.ast, l) || changed;
      const removed = pruneImports(r.ast, locals);
      if (!changed && !removed.length) continue;
      tree.writeAst(r.file, r.ast);
      out.push({ file: r.file, module, names: locals });
    }
  }
  return out;
}
