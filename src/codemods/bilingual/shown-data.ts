import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { moduleDeclarators } from './module-consts.js';

/**
 * Where copy kept as data reaches the page (issue 17): a value is shown when it ends in a shown
 * `{…}` of JSX, directly, as a branch of `?:` / `||` / `??` / the right of `&&`, joined into a text
 * (`+`, a template), as an element of a list that is joined or shown (`labels.join(', ')`,
 * `labels.slice(0, 3)`), through a `const` whose every use is shown, or as what a function gives
 * back when every result of that function is shown (a helper called in JSX, an IIFE, a `.map`
 * callback, `items.map(shorten)`). The extraction (extract.ts) reads its texts through the
 * dictionaries there; what is also compared or used as a key stays as it is.
 */
export type IsShown = (container: NodePath<t.JSXExpressionContainer>) => boolean;

/** How many consts and functions a value is followed through. */
const MAX_DEPTH = 6;
/** Array methods whose result still holds the list's texts (or joins them into one). */
const KEEPS_TEXTS = /^(join|slice|filter|sort|toSorted|reverse|toReversed|concat|flat)$/;

/** `x.method(…)` where `x` is `at`: the call, when the method is one of `methods`. */
function methodCallOn(at: NodePath, methods: RegExp): NodePath<t.CallExpression> | null {
  const m = at.parentPath;
  const call = m?.parentPath;
  if (!m?.isMemberExpression() || m.node.object !== at.node || m.node.computed || !t.isIdentifier(m.node.property) || !methods.test(m.node.property.name)) return null;
  return call?.isCallExpression() && call.node.callee === m.node ? call : null;
}

/** Is the value at `p` only ever shown as text (or tested for being there)? */
export function reachesShown(p: NodePath, isShown: IsShown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  let at: NodePath = p;
  let q = p.parentPath;
  while (q) {
    const n = q.node;
    const keeps = methodCallOn(at, KEEPS_TEXTS);
    if (keeps) {
      at = keeps;
      q = keeps.parentPath;
      continue;
    }
    // `texts[0]`: an element of a list of texts, read at a fixed place, is one of its texts.
    if (q.isMemberExpression() && q.node.object === at.node && q.node.computed && t.isNumericLiteral(q.node.property)) {
      at = q;
      q = q.parentPath;
      continue;
    }
    const passes = (t.isLogicalExpression(n) && (n.operator !== '&&' || n.right === at.node))
      || (t.isConditionalExpression(n) && n.test !== at.node)
      || t.isBinaryExpression(n, { operator: '+' })
      || (t.isTemplateLiteral(n) && !t.isTaggedTemplateExpression(q.parent));
    if (!passes) break;
    at = q;
    q = q.parentPath;
  }
  if (!q) return false;
  if (q.isJSXExpressionContainer()) return isShown(q);
  // What a function gives back: shown when all its results are.
  if (q.isReturnStatement()) {
    const fn = q.getFunctionParent();
    return !!fn && resultsShown(fn, isShown, depth + 1);
  }
  if (q.isArrowFunctionExpression() && q.node.body === at.node) return resultsShown(q, isShown, depth + 1);
  // A field of an object a memo hands back, destructured where it is used.
  if (q.isObjectProperty() && q.node.value === at.node) {
    const uses = destructuredUses(q);
    return !!uses && onlyShown(uses, isShown, depth + 1);
  }
  if (!q.isVariableDeclarator() || q.node.init !== at.node || !t.isIdentifier(q.node.id)) return false;
  const binding = q.scope.getBinding(q.node.id.name);
  if (!binding || binding.kind !== 'const' || binding.constantViolations.length || !binding.scope.path.isFunction()) return false;
  return onlyShown(binding.referencePaths, isShown, depth + 1);
}

const MEMO = /^useMemo$/;

/**
 * `return { rows, label }` from a memo or an IIFE whose result is destructured (`const { rows, label
 * } = useMemo(() => { …; return { rows, label }; }, deps)`): the uses of the local the field lands
 * in; null when the object goes anywhere else.
 */
function destructuredUses(prop: NodePath<t.ObjectProperty>): NodePath[] | null {
  const key = !prop.node.computed && t.isIdentifier(prop.node.key) ? prop.node.key.name : null;
  const obj = prop.parentPath;
  if (!key || !obj?.isObjectExpression()) return null;
  const holder = obj.parentPath;
  const fn = holder?.isReturnStatement() ? holder.getFunctionParent() : holder?.isArrowFunctionExpression() && holder.node.body === obj.node ? holder : null;
  const call = fn?.parentPath;
  if (!fn || !call?.isCallExpression()) return null;
  const callee = call.node.callee;
  const memo = call.node.arguments[0] === fn.node
    && ((t.isIdentifier(callee) && MEMO.test(callee.name)) || (t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property) && MEMO.test(callee.property.name)));
  if (!memo && callee !== fn.node) return null;
  const decl = call.parentPath;
  if (!decl?.isVariableDeclarator() || decl.node.init !== call.node || !t.isObjectPattern(decl.node.id)) return null;
  const field = decl.node.id.properties.find((x): x is t.ObjectProperty => t.isObjectProperty(x) && !x.computed && t.isIdentifier(x.key, { name: key }));
  const local = field && t.isIdentifier(field.value) ? field.value.name : null;
  const binding = local ? decl.scope.getBinding(local) : undefined;
  return binding && !binding.constantViolations.length ? binding.referencePaths : null;
}

/** `list.map(fn)`, `list.flatMap(fn)` with `fn` at `p`: the mapped list. */
function mapOver(p: NodePath): NodePath<t.CallExpression> | null {
  const call = p.parentPath;
  if (!call?.isCallExpression() || call.node.arguments[0] !== p.node) return null;
  const callee = call.node.callee;
  return t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property) && /^(map|flatMap)$/.test(callee.property.name) ? call : null;
}

/**
 * Are the results of this function only ever shown: an IIFE whose value is shown, a `.map`
 * callback of a shown list, or a helper of the component (`const shorten = (f) => …`, `function
 * label(x) {…}`) every call of which (`shorten(x)`, `items.map(shorten)`) is shown.
 */
function resultsShown(fn: NodePath<t.Function>, isShown: IsShown, depth: number): boolean {
  const parent = fn.parentPath;
  if (parent?.isCallExpression() && parent.node.callee === fn.node) return reachesShown(parent, isShown, depth);
  const mapped = mapOver(fn);
  if (mapped) return reachesShown(mapped, isShown, depth);
  const id = fn.isFunctionDeclaration() ? fn.node.id : parent?.isVariableDeclarator() && parent.node.init === fn.node && t.isIdentifier(parent.node.id) ? parent.node.id : null;
  const binding = id ? (fn.isFunctionDeclaration() ? fn.parentPath.scope : fn.scope.parent ?? fn.scope).getBinding(id.name) : undefined;
  if (!binding || binding.constantViolations.length || !binding.referencePaths.length) return false;
  const calls: NodePath[] = [];
  for (const ref of binding.referencePaths) {
    const call = ref.parentPath?.isCallExpression() && ref.parent.type === 'CallExpression' && ref.parent.callee === ref.node ? ref.parentPath : mapOver(ref);
    if (!call) return false;
    calls.push(call);
  }
  return onlyShown(calls, isShown, depth);
}

/** A use that only asks whether the value is there (`{body && …}`, `if (!note)`) or how many (`labels.length`). */
function isPresenceTest(ref: NodePath): boolean {
  const n = ref.parentPath?.node;
  if (t.isLogicalExpression(n)) return n.left === ref.node && n.operator === '&&';
  if (t.isConditionalExpression(n) || t.isIfStatement(n)) return n.test === ref.node;
  if (t.isMemberExpression(n) && n.object === ref.node && !n.computed && t.isIdentifier(n.property, { name: 'length' })) return true;
  return t.isUnaryExpression(n, { operator: '!' });
}

/** Every use shown or a presence test, and at least one shown. */
export function onlyShown(refs: NodePath[], isShown: IsShown, depth = 0): boolean {
  let shown = false;
  for (const ref of refs) {
    if (reachesShown(ref, isShown, depth)) shown = true;
    else if (!isPresenceTest(ref)) return false;
  }
  return shown;
}

/** Capitalized function name of a module-level component declaration (`function Stat`, `const Stat = () =>`). */
export function declaredComponent(p: NodePath<t.Function>): string | null {
  const node = p.node;
  const parent = p.parentPath;
  const top = (q: NodePath | null) => !!q && (q.isProgram() || q.isExportNamedDeclaration() || q.isExportDefaultDeclaration());
  if (t.isFunctionDeclaration(node) && node.id && /^[A-Z]/.test(node.id.name) && top(parent)) return node.id.name;
  if (parent?.isVariableDeclarator() && t.isIdentifier(parent.node.id) && /^[A-Z]/.test(parent.node.id.name) && top(parent.parentPath?.parentPath ?? null)) return parent.node.id.name;
  return null;
}

/**
 * The reads of each prop a component takes through its first parameter: the references of a
 * destructured prop's local (`({ label }) => …`, never reassigned), or the `props.label` member
 * reads of a props object.
 */
export function propReads(fn: NodePath<t.Function>, param: t.Node): { prop: string; refs: NodePath[] }[] {
  const out: { prop: string; refs: NodePath[] }[] = [];
  if (t.isObjectPattern(param)) {
    for (const prop of param.properties) {
      if (!t.isObjectProperty(prop) || prop.computed || !t.isIdentifier(prop.key)) continue;
      const local = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
      const binding = t.isIdentifier(local) ? fn.scope.getBinding(local.name) : undefined;
      if (binding && !binding.constantViolations.length) out.push({ prop: prop.key.name, refs: binding.referencePaths });
    }
  } else if (t.isIdentifier(param)) {
    const byProp = new Map<string, NodePath[]>();
    for (const ref of fn.scope.getBinding(param.name)?.referencePaths ?? []) {
      const m = ref.parentPath;
      if (!m?.isMemberExpression() || m.node.object !== ref.node || m.node.computed || !t.isIdentifier(m.node.property)) continue;
      byProp.set(m.node.property.name, [...(byProp.get(m.node.property.name) ?? []), m]);
    }
    for (const [prop, refs] of byProp) out.push({ prop, refs });
  }
  return out;
}

/**
 * The props each component declared in this module shows as text (`const Stat = ({ label }) =>
 * <p>{label}</p>`, or `props.label`): a text handed to them as `<Stat label="…" />` is copy. A prop
 * that is also compared, mapped or styled with is left out.
 */
export function componentShownProps(ast: t.File, isShown: IsShown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  traverse(ast, {
    Function(p) {
      const name = declaredComponent(p);
      const param = p.node.params[0];
      if (!name || !param) return;
      const props = new Set<string>();
      for (const { prop, refs } of propReads(p, param)) if (onlyShown(refs, isShown)) props.add(prop);
      if (props.size) out.set(name, props);
    },
  });
  return out;
}

/** Keys that name a language: such a table is the source's own translation (language-objects.ts). */
const LANGUAGE_KEY = /^[a-z]{2}([-_][A-Za-z]{2,4})?$/;

/**
 * Module-level tables of texts by key (`const LABELS = { golf: 'Golf carts', lawn: 'Lawn care' }`),
 * by name: every value a copy text, at least two of them, keys that are not language codes.
 */
export function moduleTextTables(ast: t.File, isCopy: (n: t.Node) => boolean): Map<string, t.ObjectExpression> {
  const out = new Map<string, t.ObjectExpression>();
  for (const { id, init } of moduleDeclarators(ast)) {
    if (!t.isIdentifier(id) || !t.isObjectExpression(init) || init.properties.length < 2) continue;
    const keys = init.properties.map((q) => (t.isObjectProperty(q) && !q.computed ? (t.isIdentifier(q.key) ? q.key.name : t.isStringLiteral(q.key) ? q.key.value : null) : null));
    if (keys.some((k) => k === null) || keys.every((k) => LANGUAGE_KEY.test(k!))) continue;
    if (init.properties.every((q) => t.isObjectProperty(q) && t.isStringLiteral(q.value) && isCopy(q.value))) out.set(id.name, init);
  }
  return out;
}

/** The name of a table's key table: `LABELS_KEYS` beside `LABELS`, `labelsKeys` beside `labels`. */
export const keysName = (name: string) => (/^[A-Z0-9_]+$/.test(name) ? `${name}_KEYS` : `${name}Keys`);
