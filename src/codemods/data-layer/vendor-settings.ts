import type { BooleanLiteral, File, Node } from '@babel/types';
import { VENDOR_RULES } from '../../analyze/data-layer/rules.js';
import { RECIPES } from '../../../rules/data-layer/vendor-recipes.js';
import { parentMap, type ParentMap } from './locate.js';
import { replaceIn } from './build.js';
import { referenceCount } from './imports.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * Once a file's vendor calls are converted or made inert, the vendor's settings
 * (`import.meta.env.VITE_SUPABASE_URL`) have nothing left to configure. Code that only TESTS
 * them (`enabled: !!SUPABASE_URL`, `if (!SUPABASE_URL) return`, `!!SUPABASE_URL && isLoading`)
 * reads "the vendor is configured": the platform always is, so each test becomes its constant,
 * the constant folds away, and a `const` bound to the setting goes once nothing reads it. A
 * setting used as a value (a URL passed on) is left for the check to report.
 */

/** Setting-name patterns of the vendors the data layer converts (rules/vendors `envVars`). */
const SETTING_PATTERNS: RegExp[] = VENDOR_RULES.filter((r) => r.id in RECIPES).flatMap((r) => r.envVars ?? []);

const unwrapKey = (n: Node): string | null => (n.type === 'Identifier' ? n.name : n.type === 'StringLiteral' ? n.value : null);

/** `import.meta.env.NAME` / `process.env.NAME` → NAME. */
export function envName(n: Node): string | null {
  if (n.type !== 'MemberExpression') return null;
  const obj = n.object;
  if (obj.type !== 'MemberExpression' || obj.computed || unwrapKey(obj.property) !== 'env') return null;
  const base = obj.object;
  if (base.type !== 'MetaProperty' && !(base.type === 'Identifier' && base.name === 'process')) return null;
  return n.computed && n.property.type !== 'StringLiteral' ? null : unwrapKey(n.property);
}

const bool = (value: boolean): Node => ({ type: 'BooleanLiteral', value } as Node);
const isBool = (n: Node | null | undefined): n is BooleanLiteral => n?.type === 'BooleanLiteral';

/** Replace `node` (a setting read) by what its test means; false when it is used as a value. */
export function foldTest(node: Node, parents: ParentMap): boolean {
  const at = parents.get(node);
  if (!at?.parent || !at.key) return false;
  const p = at.parent;
  if (p.type === 'UnaryExpression' && p.operator === '!') { replace(p, bool(false), parents); return true; }
  const isTest = (p.type === 'IfStatement' || p.type === 'ConditionalExpression') && at.key === 'test'
    || p.type === 'LogicalExpression' && at.key === 'left' && p.operator === '&&'
    || p.type === 'CallExpression' && p.callee.type === 'Identifier' && p.callee.name === 'Boolean'
    || p.type === 'ObjectProperty' && at.key === 'value' && unwrapKey(p.key) === 'enabled';
  if (!isTest) return false;
  replace(p.type === 'CallExpression' ? p : node, bool(true), parents);
  return true;
}

/** Put the constant `value` in `node`'s slot (a call of a presence check) and fold it up. */
export function putConstant(node: Node, value: boolean, parents: ParentMap): void {
  replace(node, bool(value), parents);
}

/** Put `next` in `node`'s slot and fold the constant up through the expressions around it. */
function replace(node: Node, next: Node, parents: ParentMap): void {
  const at = parents.get(node);
  if (!at?.parent || !at.key) return;
  replaceIn(at.parent, at.key, at.index, next);
  parents.set(next, at);
  // `isLoading: !!URL && isLoading` folds to `isLoading: isLoading`: written short, as by hand.
  const p = at.parent;
  if (p.type === 'ObjectProperty' && at.key === 'value' && !p.computed && p.key.type === 'Identifier' && next.type === 'Identifier' && next.name === p.key.name) p.shorthand = true;
  fold(next, parents);
}

function fold(lit: Node, parents: ParentMap): void {
  const at = parents.get(lit);
  if (!at?.parent || !isBool(lit)) return;
  const p = at.parent;
  const v = lit.value;
  if (p.type === 'UnaryExpression' && p.operator === '!') return replace(p, bool(!v), parents);
  if (p.type === 'LogicalExpression' && (p.operator === '&&' || p.operator === '||')) {
    const other = at.key === 'left' ? p.right : p.left;
    // `true && x` is x, `false && x` is false; `false || x` is x, `true || x` is true.
    const keepsOther = p.operator === '&&' ? v : !v;
    if (at.key === 'left') return replace(p, keepsOther ? other : lit, parents);
    // `x && true` only as a test: its value would be x's when x is falsy.
    if (keepsOther && isTest(p, parents)) return replace(p, other, parents);
    return;
  }
  if (p.type === 'ConditionalExpression' && at.key === 'test') return replace(p, v ? p.consequent : p.alternate, parents);
  // `{false}` among JSX children renders nothing: it goes.
  if (p.type === 'JSXExpressionContainer' && !v) {
    const pa = parents.get(p);
    if (pa?.parent && pa.key === 'children' && pa.index !== null) return removeFrom(p, parents);
  }
  if (p.type === 'ObjectProperty' && at.key === 'value' && unwrapKey(p.key) === 'enabled' && v) return removeFrom(p, parents);
  if (p.type === 'IfStatement' && at.key === 'test') {
    const branch = v ? p.consequent : p.alternate;
    const pa = parents.get(p);
    if (!pa?.parent || !pa.key) return;
    const slot = (pa.parent as unknown as Record<string, unknown>)[pa.key];
    if (Array.isArray(slot) && pa.index !== null) {
      const body = branch ? (branch.type === 'BlockStatement' ? branch.body : [branch]) : [];
      slot.splice(pa.index, 1, ...body);
      return;
    }
    replaceIn(pa.parent, pa.key, pa.index, branch ?? ({ type: 'EmptyStatement' } as Node));
  }
}

/** Is this expression's value only tested for truth (an if/?:/&& test, `!`, `enabled:`)? */
function isTest(n: Node, parents: ParentMap): boolean {
  const at = parents.get(n);
  const p = at?.parent;
  if (!p) return false;
  return (p.type === 'IfStatement' || p.type === 'ConditionalExpression') && at.key === 'test'
    || p.type === 'UnaryExpression' && p.operator === '!'
    || p.type === 'ObjectProperty' && at.key === 'value' && unwrapKey(p.key) === 'enabled';
}

function removeFrom(prop: Node, parents: ParentMap): void {
  const at = parents.get(prop);
  if (!at?.parent || at.index === null) return;
  const list = (at.parent as unknown as Record<string, Node[]>)[at.key!];
  list.splice(list.indexOf(prop), 1);
}

/** Identifier reads of `name` (not keys, not member properties, not its declaration). */
function readsOf(ast: File, name: string, parents: ParentMap, decl: Node): Node[] {
  const out: Node[] = [];
  for (const [n, at] of parents) {
    if (n.type !== 'Identifier' || n.name !== name || n === decl) continue;
    const p = at.parent;
    if (!p) continue;
    if ((p.type === 'MemberExpression' || p.type === 'OptionalMemberExpression') && at.key === 'property' && !p.computed) continue;
    if (p.type === 'ObjectProperty' && at.key === 'key' && !p.computed && !p.shorthand) continue;
    out.push(n);
  }
  return out;
}

/**
 * A value built only from vendor settings and literals (`${import.meta.env.VITE_SUPABASE_URL}/functions/v1/x`):
 * the address of a vendor endpoint, with no call or other effect. Once its calls are converted, a
 * const holding one that nothing reads can go.
 */
export function isVendorSettingValue(n: Node, patterns: RegExp[] = SETTING_PATTERNS): boolean {
  let settings = 0;
  const ok = (x: Node): boolean => {
    const name = envName(x);
    if (name) { if (!patterns.some((re) => re.test(name))) return false; settings++; return true; }
    if (x.type === 'StringLiteral' || x.type === 'NumericLiteral') return true;
    if (x.type === 'TemplateLiteral') return x.expressions.every((e) => ok(e as Node));
    if (x.type === 'BinaryExpression' && x.operator === '+') return ok(x.left as Node) && ok(x.right);
    return false;
  };
  return ok(n) && settings > 0;
}

/** Fold every test of a vendor setting in the file; returns whether anything changed. */
export function foldVendorSettings(ast: File, patterns: RegExp[] = SETTING_PATTERNS): boolean {
  if (!patterns.length) return false;
  let changed = false;
  const parents = parentMap(ast);
  const isSetting = (n: Node) => { const name = envName(n); return !!name && patterns.some((re) => re.test(name)); };
  const reads = [...parents.keys()].filter(isSetting);
  for (const read of reads) {
    const at = parents.get(read)!;
    const d = at.parent;
    if (d?.type === 'VariableDeclarator' && at.key === 'init' && d.id.type === 'Identifier') {
      const uses = readsOf(ast, d.id.name, parents, d.id);
      // Bound to a const: every use must be a test, else the setting is a value and stays.
      const snapshot = new Map(parents);
      if (!uses.every((u) => isFoldable(u, snapshot))) continue;
      for (const u of uses) changed = foldTest(u, parents) || changed;
      if (referenceCount(ast, d.id.name) <= 1) changed = dropDeclarator(d, parents) || changed;
    } else {
      changed = foldTest(read, parents) || changed;
    }
  }
  return changed;
}

/** Would `foldTest` fold this read (checked before touching any of a setting's uses)? */
export function isFoldable(n: Node, parents: ParentMap): boolean {
  const at = parents.get(n);
  const p = at?.parent;
  if (!p) return false;
  return p.type === 'UnaryExpression' && p.operator === '!'
    || (p.type === 'IfStatement' || p.type === 'ConditionalExpression') && at.key === 'test'
    || p.type === 'LogicalExpression' && at.key === 'left' && p.operator === '&&'
    || p.type === 'CallExpression' && p.callee.type === 'Identifier' && p.callee.name === 'Boolean'
    || p.type === 'ObjectProperty' && at.key === 'value' && unwrapKey(p.key) === 'enabled';
}

function dropDeclarator(d: Node, parents: ParentMap): boolean {
  const decl = parents.get(d)?.parent;
  if (decl?.type !== 'VariableDeclaration') return false;
  decl.declarations.splice(decl.declarations.indexOf(d as never), 1);
  if (decl.declarations.length) return true;
  const at = parents.get(decl);
  if (!at?.parent || at.index === null) return true;
  const list = (at.parent as unknown as Record<string, Node[]>)[at.key!];
  list.splice(list.indexOf(decl), 1);
  return true;
}

/** Does the file read one of the settings at all? A walk of the child keys, before any parent map is built. */
export function readsSetting(ast: File, patterns: RegExp[] = SETTING_PATTERNS): boolean {
  let found = false;
  walkNodes(ast.program, (n) => {
    if (found) return;
    const name = envName(n);
    if (name && patterns.some((re) => re.test(name))) found = true;
  });
  return found;
}

/**
 * Vendor settings still read as values once the tests are folded (`${SUPABASE_URL}/storage/v1/…`,
 * a webhook address built from it): the vendor goes with its settings, so each read becomes `''`
 * (what an unset setting reads as). Returns the names and lines of the reads replaced.
 */
export function emptySettingValues(ast: File, patterns: RegExp[] = SETTING_PATTERNS): { name: string; line: number }[] {
  if (!patterns.length) return [];
  const out: { name: string; line: number }[] = [];
  const parents = parentMap(ast);
  for (const [n, at] of parents) {
    const name = envName(n);
    if (!name || !patterns.some((re) => re.test(name)) || !at.parent || !at.key) continue;
    out.push({ name, line: n.loc?.start.line ?? 0 });
    replaceIn(at.parent, at.key, at.index, { type: 'StringLiteral', value: '' } as Node);
  }
  return out;
}
