import * as t from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';

/** How far the page's own imports are followed (the page, the components it draws, theirs). */
const DEPTH = 3;

type Fn = t.FunctionDeclaration | t.ArrowFunctionExpression | t.FunctionExpression;

/** Top-level functions of a module by name (`function useX()`, `const useX = () => …`). */
function topFunctions(ast: t.File): Map<string, Fn> {
  const out = new Map<string, Fn>();
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (d?.type === 'FunctionDeclaration' && d.id) out.set(d.id.name, d);
    if (d?.type === 'VariableDeclaration') {
      for (const v of d.declarations) {
        if (v.id.type === 'Identifier' && (v.init?.type === 'ArrowFunctionExpression' || v.init?.type === 'FunctionExpression')) out.set(v.id.name, v.init);
      }
    }
  }
  return out;
}

/** Contexts created with nothing to give outside their provider: `createContext()`, `(undefined)`, `(null)`. */
function emptyContexts(ast: t.File): Set<string> {
  const out = new Set<string>();
  t.traverseFast(ast.program, (n) => {
    if (n.type !== 'VariableDeclarator' || n.id.type !== 'Identifier' || n.init?.type !== 'CallExpression') return;
    const callee = n.init.callee;
    const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
    if (name !== 'createContext') return;
    const arg = n.init.arguments[0];
    if (!arg || (arg.type === 'Identifier' && arg.name === 'undefined') || arg.type === 'NullLiteral') out.add(n.id.name);
  });
  return out;
}

/** The context a hook reads (`useContext(CartContext)`), and whether the hook throws without it. */
function contextRead(fn: Fn): { context: string; throws: boolean } | null {
  let context: string | null = null;
  let throws = false;
  t.traverseFast(fn.body, (n) => {
    if (n.type === 'ThrowStatement') throws = true;
    if (n.type === 'CallExpression' && n.arguments[0]?.type === 'Identifier') {
      const c = n.callee;
      const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : '';
      if (name === 'useContext') context ??= n.arguments[0].name;
    }
  });
  return context ? { context, throws } : null;
}

/** The component of a module that draws `<Context.Provider>` (the provider an app mounts). */
function providerOf(ast: t.File, context: string): string | null {
  for (const [name, fn] of topFunctions(ast)) {
    let draws = false;
    t.traverseFast(fn.body, (n) => {
      if (n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXMemberExpression') return;
      if (n.name.object.type === 'JSXIdentifier' && n.name.object.name === context && n.name.property.name === 'Provider') draws = true;
    });
    if (draws && /^[A-Z]/.test(name)) return name;
  }
  return null;
}

const hookNamesImported = (decl: t.ImportDeclaration): string[] =>
  decl.specifiers.flatMap((sp) => (sp.type === 'ImportSpecifier' ? [sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value] : [])).filter((n) => /^use[A-Z]/.test(n));

/**
 * The context providers `file` needs above it that no module of the app mounts: a hook it (or a
 * component it imports) calls reads a context that throws, or gives nothing, outside its provider,
 * and no other script draws that provider (a page drawing it around itself does not count for
 * the others: `pageFiles`, the app's routed pages). A source page nothing routed can lean on a provider
 * the live app dropped long ago; routed as it is, it crashes on its first render.
 */
export function unmountedProviders(tree: StagedTree, file: string, resolve: (from: string, spec: string) => string | null, appFiles: string[]): string[] {
  return unmountedProviderModules(tree, file, resolve, appFiles).map((p) => p.provider);
}

/** unmountedProviders, each with the module that declares it. */
export function unmountedProviderModules(tree: StagedTree, file: string, resolve: (from: string, spec: string) => string | null, appFiles: string[], pageFiles: ReadonlySet<string> = new Set()): { provider: string; file: string }[] {
  const needed = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (f: string, depth: number) => {
    if (seen.has(f) || depth > DEPTH) return;
    seen.add(f);
    const ast = tree.ast(f);
    if (!ast) return;
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration') continue;
      const target = resolve(f, s.source.value);
      if (!target || target.includes('node_modules/')) continue;
      const targetAst = tree.ast(target);
      if (!targetAst) continue;
      const fns = topFunctions(targetAst);
      const empty = emptyContexts(targetAst);
      for (const hook of hookNamesImported(s)) {
        const read = fns.get(hook) && contextRead(fns.get(hook)!);
        if (!read || !(read.throws || empty.has(read.context))) continue;
        const provider = providerOf(targetAst, read.context);
        if (provider) needed.set(provider, target);
      }
      if (/\.[jt]sx$/.test(target) || tree.read(target)?.includes('<')) walk(target, depth + 1);
    }
  };
  walk(file, 0);
  const drawn = (provider: string, home: string) => {
    const re = new RegExp(`<${provider}[\\s/>]`);
    // Another routed page that draws the provider around itself mounts it for itself only.
    return appFiles.some((f) => f !== home && (f === file || !pageFiles.has(f)) && re.test(tree.read(f) ?? ''));
  };
  return [...needed].filter(([provider, home]) => !drawn(provider, home)).map(([provider, home]) => ({ provider, file: home })).sort((a, b) => (a.provider < b.provider ? -1 : 1));
}

/**
 * Whether `provider` is exported by name from its module and takes nothing but children
 * (`({ children })`, `(props)`), so a page can mount it without knowing what else it would need.
 */
export function mountableProvider(ast: t.File, provider: string): boolean {
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration' || !s.declaration) continue;
    const fn = topFunctions({ ...ast, program: { ...ast.program, body: [s] } } as t.File).get(provider);
    if (!fn) continue;
    if (fn.params.length > 1) return false;
    const p = fn.params[0];
    if (!p) return true;
    if (p.type === 'Identifier') return true;
    return p.type === 'ObjectPattern' && p.properties.every((q) => q.type === 'ObjectProperty' && q.key.type === 'Identifier' && q.key.name === 'children');
  }
  return false;
}
