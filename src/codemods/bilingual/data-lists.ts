import * as t from '@babel/types';
import type { Binding, NodePath } from '@babel/traverse';
import { withoutTypeCasts } from './module-consts.js';

/**
 * A list of strings the code matches against records (`ORDER.filter((c) => categories.includes(c))`,
 * `FAVOURITES.includes(item.name)`, `KINDS.find((k) => k === row.kind)`, `ORDER.filter((c) => byKind[c])`) holds data values, not
 * copy: each item must stay equal to a record's field. Shown as it is, it shows that field's value
 * (the store's own data); read through the dictionaries it would match no record in another
 * language and the list would come out empty.
 */
const LOOKUP = /^(includes|indexOf|lastIndexOf)$/;
const SEARCH = /^(filter|find|findIndex|findLast|findLastIndex|some|every)$/;
const KEEPING = /^(filter|slice|sort|toSorted|reverse|toReversed|concat)$/;
const EQUALITY = /^[!=]==?$/;

const methodOf = (n: t.Node | null | undefined): string | null =>
  (t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && !n.computed && t.isIdentifier(n.property) ? n.property.name : null;

/** Does a search callback compare its item with something (`(c) => list.includes(c)`, `(k) => k === x`)? */
function callbackMatches(fn: t.Node | undefined): boolean {
  if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || !t.isIdentifier(fn.params[0])) return false;
  const item = fn.params[0].name;
  const isItem = (n: t.Node | null | undefined) => t.isIdentifier(withoutTypeCasts(n), { name: item });
  let hit = false;
  t.traverseFast(fn.body, (n) => {
    if (hit) return;
    if (t.isBinaryExpression(n) && EQUALITY.test(n.operator) && (isItem(n.left) || isItem(n.right))) hit = true;
    if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && /^(includes|indexOf|has|startsWith)$/.test(methodOf(n.callee) ?? '') && n.arguments.some((a) => isItem(a))) hit = true;
    // Records grouped by that value, looked up with the item as the key (`(a) => byAisle[a]?.length`).
    if ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && n.computed && isItem(n.property)) hit = true;
  });
  return hit;
}

/** Is this use of a list (`ref`) a match against other values? */
function usedAsMatch(ref: NodePath): boolean {
  // Node checks, not path predicates: narrowing a path through a union of them made tsc slow.
  const m = ref.parentPath?.node;
  if (!m || !(t.isMemberExpression(m) || t.isOptionalMemberExpression(m)) || m.object !== ref.node) return false;
  const method = methodOf(m);
  const call = ref.parentPath?.parentPath?.node;
  if (!method || !call || !(t.isCallExpression(call) || t.isOptionalCallExpression(call)) || call.callee !== m) return false;
  if (LOOKUP.test(method)) return true;
  if (method === 'map') return choosesMatchedState(ref, call.arguments[0] as t.Node | undefined);
  return SEARCH.test(method) && callbackMatches(call.arguments[0] as t.Node | undefined);
}

/**
 * A list shown as choices whose item becomes a state the code matches (`categories.map((c) =>
 * <button onClick={() => pick(c)}>{c}</button>)`, `pick` setting `selected`, and `selected === 'all'
 * || product.category === selected`): each item is a value the records are filtered by.
 */
function choosesMatchedState(ref: NodePath, fn: t.Node | undefined): boolean {
  if (!(t.isArrowFunctionExpression(fn) || t.isFunctionExpression(fn)) || !t.isIdentifier(fn.params[0])) return false;
  const item = fn.params[0].name;
  let hit = false;
  t.traverseFast(fn.body, (n) => {
    if (hit || !t.isCallExpression(n) || !t.isIdentifier(n.callee) || !n.arguments.some((a) => t.isIdentifier(withoutTypeCasts(a as t.Node), { name: item }))) return;
    const state = stateSetBy(ref, n.callee.name, 0);
    if (state && stateMatched(state)) hit = true;
  });
  return hit;
}

/** The state a setter name sets: `const [s, setS] = useState(…)`, or a local function of one parameter that hands it to one. */
function stateSetBy(at: NodePath, name: string, depth: number): Binding | null {
  const binding = at.scope.getBinding(name);
  const decl = binding?.path;
  if (!decl || depth > 2) return null;
  if (decl.isVariableDeclarator() && t.isArrayPattern(decl.node.id) && t.isCallExpression(decl.node.init) && /^use(State|Reducer)$/.test(calleeName(decl.node.init.callee) ?? '')) {
    const [value, setter] = decl.node.id.elements;
    return t.isIdentifier(setter, { name }) && t.isIdentifier(value) ? decl.scope.getBinding(value.name) ?? null : null;
  }
  const fn = decl.isVariableDeclarator() ? decl.get('init') : decl.isFunctionDeclaration() ? decl : null;
  if (!fn || Array.isArray(fn) || !(fn.isArrowFunctionExpression() || fn.isFunctionExpression() || fn.isFunctionDeclaration())) return null;
  const param = fn.node.params[0];
  if (fn.node.params.length !== 1 || !t.isIdentifier(param)) return null;
  let found: Binding | null = null;
  fn.traverse({
    CallExpression(c) {
      if (found || !t.isIdentifier(c.node.callee) || !c.node.arguments.some((a) => t.isIdentifier(a, { name: param.name }))) return;
      found = stateSetBy(fn, c.node.callee.name, depth + 1);
    },
  });
  return found;
}

const calleeName = (c: t.Node): string | null => (t.isIdentifier(c) ? c.name : methodOf(c));

/** Is the state compared with a fixed text or a record's field (`s === 'all'`, `item.kind === s`)? */
function stateMatched(state: Binding): boolean {
  return state.referencePaths.some((r) => {
    const b = r.parent;
    if (!t.isBinaryExpression(b) || !EQUALITY.test(b.operator)) return false;
    const other = withoutTypeCasts(b.left === r.node ? b.right : b.left);
    return t.isStringLiteral(other) || t.isMemberExpression(other) || t.isOptionalMemberExpression(other);
  });
}

/**
 * Whether the list named `e` is shown as choices of a state the code matches (`choosesMatchedState`):
 * its items stay values, and what each button shows is read through a key beside the list.
 */
export function choicesOfMatchedState(p: NodePath, e: t.Node): boolean {
  const n = withoutTypeCasts(e);
  const binding = t.isIdentifier(n) ? p.scope.getBinding(n.name) : null;
  return !!binding && binding.referencePaths.some((ref) => {
    const m = ref.parentPath?.node;
    const call = ref.parentPath?.parentPath?.node;
    return !!m && (t.isMemberExpression(m) || t.isOptionalMemberExpression(m)) && m.object === ref.node && methodOf(m) === 'map'
      && !!call && t.isCallExpression(call) && call.callee === m && choosesMatchedState(ref, call.arguments[0] as t.Node | undefined);
  });
}

/** Whether the list `e` (a name, or a list derived from one) is matched against data anywhere in its scope. */
export function matchedWithData(p: NodePath, e: t.Node, depth = 0): boolean {
  if (depth > 5) return false;
  const n = withoutTypeCasts(e);
  if (t.isIdentifier(n)) {
    const binding = p.scope.getBinding(n.name);
    if (!binding) return false;
    if (binding.referencePaths.some(usedAsMatch)) return true;
    return binding.path.isVariableDeclarator() && !!binding.path.node.init && matchedWithData(binding.path, binding.path.node.init, depth + 1);
  }
  if ((t.isCallExpression(n) || t.isOptionalCallExpression(n)) && KEEPING.test(methodOf(n.callee) ?? '')) {
    if (methodOf(n.callee) === 'filter' && callbackMatches(n.arguments[0] as t.Node | undefined)) return true;
    return matchedWithData(p, (n.callee as t.MemberExpression).object, depth + 1);
  }
  return false;
}
