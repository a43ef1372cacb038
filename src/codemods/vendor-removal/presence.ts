import type { File, Node } from '@babel/types';
import { isPackageOf } from './resolve.js';

/**
 * A bootstrap module often exports a check that the vendor is set up (`isConfigured()` returning
 * `client !== null` or `!!(URL && KEY)`), and the app shows a "backend not configured" screen when
 * it is false. On the platform the backend is always there, so such a check is a constant: each
 * call of it folds like a test of the vendor's settings, and the bootstrap can go.
 */

const WRAP = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TSTypeAssertion']);
const unwrap = (n: Node): Node => (WRAP.has(n.type) ? unwrap((n as unknown as { expression: Node }).expression) : n);

/** `import.meta.env.NAME` / `process.env.NAME` → NAME. */
function envName(n: Node): string | null {
  if (n.type !== 'MemberExpression') return null;
  const obj = n.object;
  if (obj.type !== 'MemberExpression' || obj.computed || obj.property.type !== 'Identifier' || obj.property.name !== 'env') return null;
  const base = obj.object;
  if (base.type !== 'MetaProperty' && !(base.type === 'Identifier' && base.name === 'process')) return null;
  if (!n.computed && n.property.type === 'Identifier') return n.property.name;
  return n.property.type === 'StringLiteral' ? n.property.value : null;
}

function visit(n: Node, fn: (n: Node) => void): void {
  fn(n);
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || k === 'extra' || k === 'tokens' || k === 'comments' || k === 'original' || k.endsWith('Comments')) continue;
    if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && visit(c, fn));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visit(v as Node, fn);
  }
}

/**
 * Module-level names that hold the vendor's client or one of its settings: bound to (or assigned)
 * a value that calls a function imported from a vendor package, or reads a vendor setting.
 */
export function vendorBindings(ast: File, vendorPackages: string[], settings: RegExp[]): Set<string> {
  const factories = new Set<string>();
  for (const d of ast.program.body) {
    if (d.type !== 'ImportDeclaration' || !isPackageOf(d.source.value, vendorPackages)) continue;
    for (const s of d.specifiers) factories.add(s.local.name);
  }
  // The client or a setting itself, not a value computed from it (`client.auth.user` is no presence).
  const isVendorValue = (v: Node, names: Set<string>): boolean => {
    const n = unwrap(v);
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && factories.has(n.callee.name)) return true;
    if (n.type === 'Identifier') return names.has(n.name);
    if (n.type === 'ConditionalExpression') return isVendorValue(n.consequent, names) || isVendorValue(n.alternate, names);
    if (n.type === 'LogicalExpression') return isVendorValue(n.left, names) || isVendorValue(n.right, names);
    const env = envName(n);
    return !!env && settings.some((re) => re.test(env));
  };
  const topLevel = new Set<string>();
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations) if (d.id.type === 'Identifier') topLevel.add(d.id.name);
  }
  // To a fixpoint: `const url = import.meta.env.X; const client = url ? createClient(url) : null`.
  const out = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    visit(ast.program, (n) => {
      let name: string | null = null;
      let value: Node | null = null;
      if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init) { name = n.id.name; value = n.init; }
      if (n.type === 'AssignmentExpression' && n.operator === '=' && n.left.type === 'Identifier') { name = n.left.name; value = n.right; }
      if (!name || !value || out.has(name) || !topLevel.has(name)) return;
      if (isVendorValue(value, out)) { out.add(name); grew = true; }
    });
  }
  return out;
}

const isNullish = (n: Node) => n.type === 'NullLiteral' || (n.type === 'Identifier' && n.name === 'undefined');

/** What a presence test evaluates to when the vendor is set up; null when it is not such a test. */
function evaluate(e: Node, vendor: (n: Node) => boolean): boolean | null {
  const n = unwrap(e);
  if (vendor(n)) return true;
  if (n.type === 'UnaryExpression' && n.operator === '!') {
    const v = evaluate(n.argument, vendor);
    return v === null ? null : !v;
  }
  if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'Boolean' && n.arguments.length === 1) return evaluate(n.arguments[0] as Node, vendor);
  if (n.type === 'LogicalExpression' && (n.operator === '&&' || n.operator === '||')) {
    const a = evaluate(n.left, vendor);
    const b = evaluate(n.right, vendor);
    if (a === null || b === null) return null;
    return n.operator === '&&' ? a && b : a || b;
  }
  if (n.type === 'BinaryExpression' && ['!==', '!=', '===', '=='].includes(n.operator)) {
    const [l, r] = [unwrap(n.left as Node), unwrap(n.right)];
    const subject = isNullish(r) ? l : isNullish(l) ? r : null;
    const typeofSubject = subject ? null
      : l.type === 'UnaryExpression' && l.operator === 'typeof' && r.type === 'StringLiteral' && r.value === 'undefined' ? l.argument : null;
    const s = subject ?? typeofSubject;
    if (!s || !vendor(unwrap(s))) return null;
    return n.operator.startsWith('!');
  }
  return null;
}

const isFunction = (n: Node) => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';

/** The one returned expression of a zero-argument function, else null. */
function returned(fn: Node | null | undefined): Node | null {
  if (!fn || (fn.type !== 'FunctionDeclaration' && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') || fn.params.length || fn.async) return null;
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const [only] = fn.body.body;
  return fn.body.body.length === 1 && only.type === 'ReturnStatement' && only.argument ? only.argument : null;
}

/** An expression whose value is a boolean by its form (`!x`, `Boolean(x)`, `x !== null`), not a value that is only truthy. */
function booleanShaped(e: Node): boolean {
  const n = unwrap(e);
  return (n.type === 'UnaryExpression' && n.operator === '!')
    || (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'Boolean')
    || (n.type === 'BinaryExpression' && ['!==', '!=', '===', '=='].includes(n.operator))
    || (n.type === 'LogicalExpression' && booleanShaped(n.left) && booleanShaped(n.right));
}

/** A presence check: the value it stands for, and whether code calls it (`isConfigured()`) or reads it (`hasBackend`). */
export interface Presence {
  value: boolean;
  called: boolean;
}

/**
 * The exported presence checks of a bootstrap module: export name → the value each has once the
 * platform stands in for the vendor (true for "is configured", false for "is missing").
 */
export function presenceChecks(ast: File, vendorPackages: string[], settings: RegExp[]): Map<string, Presence> {
  const bindings = vendorBindings(ast, vendorPackages, settings);
  const vendor = (n: Node) => (n.type === 'Identifier' && bindings.has(n.name)) || (() => { const env = envName(n); return !!env && settings.some((re) => re.test(env)); })();
  const out = new Map<string, Presence>();
  const consider = (name: string, init: Node | null | undefined) => {
    const fn = returned(init);
    const e = fn ?? (init && !isFunction(init) ? init : null);
    const value = e && booleanShaped(e) ? evaluate(e, vendor) : null;
    if (value !== null) out.set(name, { value, called: fn !== null });
  };
  const local = new Map<string, Node>();
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type === 'FunctionDeclaration' && decl.id) local.set(decl.id.name, decl);
    if (decl?.type === 'VariableDeclaration' && decl.kind === 'const') for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) local.set(d.id.name, d.init);
  }
  for (const s of ast.program.body) {
    if (s.type !== 'ExportNamedDeclaration') continue;
    if (s.declaration?.type === 'FunctionDeclaration' && s.declaration.id) consider(s.declaration.id.name, s.declaration);
    if (s.declaration?.type === 'VariableDeclaration') for (const d of s.declaration.declarations) if (d.id.type === 'Identifier') consider(d.id.name, d.init);
    // `export { isConfigured }` of a local function or const.
    for (const sp of s.specifiers) {
      if (sp.type !== 'ExportSpecifier' || s.source) continue;
      const exported = sp.exported.type === 'Identifier' ? sp.exported.name : sp.exported.value;
      consider(exported, local.get(sp.local.name));
    }
  }
  return out;
}
