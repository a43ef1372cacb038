import type { File, Node } from '@babel/types';
import { SDK_HOOKS, SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { ComponentTaint, eachChild, type TaintEnv } from './json-ld-taint.js';

/** The SDK hooks that read products (their client calls are `products.*`): `useProduct`, `useProducts`. */
export const PRODUCT_HOOKS: ReadonlySet<string> = new Set(
  Object.entries(SDK_HOOKS).filter(([, h]) => (h.calls as readonly string[]).some((c) => c.startsWith('products.'))).map(([name]) => name),
);

export interface ModuleIo {
  ast(path: string): File | null;
  /** A site import specifier written in `from` → the site file, or null for a package. */
  resolve(from: string, spec: string): string | null;
}

/** What a module offers its importers: hooks that read products, plain functions, product contexts. */
interface ModuleExports {
  hooks: Set<string>;
  functions: Set<string>;
  contexts: Map<string, ReadonlySet<string>>;
}

type TopFn = { name: string | null; fn: Node };

const isFnNode = (n: Node | null | undefined): n is Node => !!n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration');

/** Top-level functions of a module (declarations, `const x = () => …`, default exports). */
export function topLevelFunctions(ast: File): TopFn[] {
  const out: TopFn[] = [];
  for (const s of ast.program.body as Node[]) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (!d) continue;
    if (d.type === 'FunctionDeclaration') out.push({ name: d.id?.name ?? null, fn: d });
    else if (isFnNode(d as Node)) out.push({ name: null, fn: d as Node });
    else if (d.type === 'VariableDeclaration') {
      for (const v of d.declarations) if (v.id.type === 'Identifier' && isFnNode(v.init as Node)) out.push({ name: v.id.name, fn: v.init as Node });
    }
  }
  return out;
}

/** Locals exported by `export { a, b as c }` lists, by exported name. */
function exportedLocals(ast: File): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration' || s.source) continue;
    for (const sp of s.specifiers) if (sp.type === 'ExportSpecifier') out.set(sp.exported.type === 'Identifier' ? sp.exported.name : sp.exported.value, sp.local.name);
    if (s.declaration?.type === 'VariableDeclaration') for (const v of s.declaration.declarations) if (v.id.type === 'Identifier') out.set(v.id.name, v.id.name);
    if (s.declaration?.type === 'FunctionDeclaration' && s.declaration.id) out.set(s.declaration.id.name, s.declaration.id.name);
  }
  return out;
}

const calls = (root: Node, names: Set<string> | Map<string, unknown>): boolean => {
  let hit = false;
  const walk = (n: Node) => {
    if (hit) return;
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && names.has(n.callee.name)) hit = true;
    else eachChild(n, walk);
  };
  walk(root);
  return hit;
};

/** `const X = createContext(…)` / `React.createContext(…)` at the top of a module. */
function contextNames(ast: File): string[] {
  const out: string[] = [];
  for (const s of ast.program.body as Node[]) {
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type !== 'VariableDeclaration') continue;
    for (const v of d.declarations) {
      const c = v.init?.type === 'CallExpression' ? v.init.callee : null;
      const isCreate = c && ((c.type === 'Identifier' && c.name === 'createContext') || (c.type === 'MemberExpression' && c.property.type === 'Identifier' && c.property.name === 'createContext'));
      if (isCreate && v.id.type === 'Identifier') out.push(v.id.name);
    }
  }
  return out;
}

/** The keys of `<Ctx.Provider value={…}>` that carry product data, read in the provider component. */
function providedFields(fn: Node, ctx: string, env: TaintEnv): Set<string> {
  const fields = new Set<string>();
  const taint = new ComponentTaint(env).run(fn);
  const objects = new Map<string, Node>();
  const values: Node[] = [];
  const walk = (n: Node) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init) objects.set(n.id.name, n.init);
    if (n.type === 'JSXOpeningElement' && n.name.type === 'JSXMemberExpression' && n.name.object.type === 'JSXIdentifier' && n.name.object.name === ctx && n.name.property.name === 'Provider') {
      for (const a of n.attributes) if (a.type === 'JSXAttribute' && a.name.name === 'value' && a.value?.type === 'JSXExpressionContainer') values.push(a.value.expression as Node);
    }
    eachChild(n, walk);
  };
  walk(fn);
  for (let v of values) {
    if (v.type === 'Identifier' && objects.has(v.name)) v = objects.get(v.name)!;
    // `useMemo(() => ({ … }), deps)`
    if (v.type === 'CallExpression' && isFnNode(v.arguments[0] as Node)) v = (v.arguments[0] as Node & { body: Node }).body;
    while (v.type === 'ParenthesizedExpression' || v.type === 'TSAsExpression') v = v.expression;
    if (v.type !== 'ObjectExpression') continue;
    for (const p of v.properties) {
      if (p.type !== 'ObjectProperty' || p.computed) continue;
      const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
      if (key && taint.of(p.value as Node)?.kind === 'value') fields.add(key);
    }
  }
  return fields;
}

/**
 * The product sources a module can see: the SDK's product hooks it imports, hooks of site modules
 * (a data-layer helper, a context file) that wrap them, and contexts whose provider passes them on.
 */
export class ProductSources {
  private readonly cache = new Map<string, { env: TaintEnv; exports: ModuleExports }>();

  constructor(private readonly io: ModuleIo) {}

  env(file: string, ast?: File | null): TaintEnv {
    return this.facts(file, ast ?? this.io.ast(file), 0).env;
  }

  private facts(file: string, ast: File | null, depth: number): { env: TaintEnv; exports: ModuleExports } {
    const hit = this.cache.get(file);
    if (hit) return hit;
    const env: TaintEnv = { hooks: new Map(), passthrough: new Set(), contexts: new Map() };
    const exports: ModuleExports = { hooks: new Set(), functions: new Set(), contexts: new Map() };
    const result = { env, exports };
    this.cache.set(file, result); // an import cycle sees the module as offering nothing
    if (!ast) return result;
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
      const spec = s.source.value;
      const from = spec === SDK_THEME_IMPORT ? null : depth < 4 ? this.io.resolve(file, spec) : null;
      const mod = from ? this.facts(from, this.io.ast(from), depth + 1).exports : null;
      for (const sp of s.specifiers) {
        if (sp.type !== 'ImportSpecifier' || sp.importKind === 'type') continue;
        const name = sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value;
        if (spec === SDK_THEME_IMPORT) {
          if (PRODUCT_HOOKS.has(name)) env.hooks.set(sp.local.name, true);
        } else if (mod?.hooks.has(name)) env.hooks.set(sp.local.name, false);
        else if (mod?.contexts.has(name)) env.contexts.set(sp.local.name, mod.contexts.get(name)!);
        else if (mod?.functions.has(name) && !/^use[A-Z]/.test(name)) env.passthrough.add(sp.local.name);
      }
    }
    const fns = topLevelFunctions(ast);
    // Hooks of this module that call a product hook (a helper may call another helper).
    for (let changed = true; changed; ) {
      changed = false;
      for (const f of fns) {
        if (f.name && /^use[A-Z]/.test(f.name) && !env.hooks.has(f.name) && calls(f.fn, env.hooks)) {
          env.hooks.set(f.name, false);
          changed = true;
        }
      }
    }
    const fnNames = new Set(fns.map((f) => f.name));
    const contexts = new Map<string, Set<string>>();
    for (const ctx of contextNames(ast)) {
      const fields = new Set<string>();
      for (const f of fns) for (const k of providedFields(f.fn, ctx, env)) fields.add(k);
      if (!fields.size) continue;
      env.contexts.set(ctx, fields);
      contexts.set(ctx, fields);
    }
    for (const [name, local] of exportedLocals(ast)) {
      if (env.hooks.has(local)) exports.hooks.add(name);
      else if (contexts.has(local)) exports.contexts.set(name, contexts.get(local)!);
      else if (fnNames.has(local)) exports.functions.add(name);
    }
    return result;
  }
}
