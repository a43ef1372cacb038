import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { crawlIfStale, removeJsx, scopeEdited, scopeIsCurrent, traverse, type NodePath } from './ast-kit.js';
import type { Constants } from './gates.js';
import type { StateRule } from './rule.js';
import { foldFieldOfNobody, handsBackValue, isSignInPrompt, settleAuthBranch } from './auth-branches.js';
import { walkNodes } from '../../infra/visitor-keys.js';


/** A literal whose truth is known: null, undefined, booleans, strings, numbers. */
function truth(n: Node | null | undefined): boolean | null {
  if (!n) return null;
  if (n.type === 'NullLiteral') return false;
  if (n.type === 'Identifier' && n.name === 'undefined') return false;
  if (n.type === 'BooleanLiteral') return n.value;
  if (n.type === 'StringLiteral') return n.value !== '';
  if (n.type === 'NumericLiteral') return n.value !== 0;
  if (n.type === 'UnaryExpression' && n.operator === 'void') return false;
  return null;
}
const nullish = (n: Node) => n.type === 'NullLiteral' || (n.type === 'Identifier' && n.name === 'undefined');


/** An `if` with no `else` whose consequent ends the function (return or throw). */
const isEarlyExit = (s: t.Statement): boolean =>
  s.type === 'ReturnStatement' || s.type === 'ThrowStatement' || (s.type === 'BlockStatement' && s.body.some((x) => x.type === 'ReturnStatement' || x.type === 'ThrowStatement'));

/**
 * Sign-in gates: `if (!user) return <p>Please sign in to see your cart</p>` shows anonymous
 * visitors a prompt instead of the page. Nobody signs in to a theme, so the gate goes and the
 * page renders (whatever user state it reads is left to the constants above).
 */
export function removeSignInGates(ast: File, rules: StateRule): boolean {
  // The child-key walker first: the Babel walk (paths, scopes) only for a file that has a gate.
  let any = false;
  walkNodes(ast.program, (n) => { any ||= n.type === 'IfStatement' && isSignInGate(n, rules); });
  if (!any) return false;
  let changed = false;
  traverse(ast, {
    IfStatement(path) {
      if (!isSignInGate(path.node, rules)) return;
      path.remove();
      changed = true;
    },
  });
  return changed;
}

/** `if (!user) { alert('Please sign in'); return; }`: an early exit prompting to sign in, tested on auth state. */
function isSignInGate(n: t.IfStatement, rules: StateRule): boolean {
  const { test, consequent, alternate } = n;
  if (alternate || !isEarlyExit(consequent) || !isSignInPrompt(consequent, rules.signInText) || handsBackValue(consequent)) return false;
  let names = false;
  t.traverseFast(test, (x) => { if (x.type === 'Identifier' && rules.stateNames.test(x.name)) names = true; });
  return names;
}

/**
 * Inline signed-out constants where their value decides something: tests, `!x`, `x?.y`, `&&`,
 * comparisons, call arguments. An `if` that only prompts an anonymous visitor to sign in is a
 * gate: it goes rather than being taken.
 */
export function inlineConstants(ast: File, consts: Constants, rules: StateRule): boolean {
  // Most files of a site have no signed-out constant and no no-op action of this mend: then, on a
  // tree whose scope is current, the Babel walk below would change nothing (issue 18).
  if (scopeIsCurrent(ast) && !mayInline(ast, consts)) return false;
  let changed = false;
  traverse(ast, {
    Program(program) {
      crawlIfStale(program);
      const all: { id: t.Identifier; binding: ReturnType<typeof program.scope.getBinding> }[] = [];
      program.traverse({
        VariableDeclarator(p) {
          if (p.node.id.type === 'Identifier' && consts.has(p.node.id)) all.push({ id: p.node.id, binding: p.scope.getBinding(p.node.id.name) });
        },
      });
      // Calls of the no-op actions this mend wrote (`navigateToLogin()`) have nothing to do.
      program.traverse({
        CallExpression(p) {
          if (p.node.callee.type !== 'Identifier' || !p.parentPath.isExpressionStatement()) return;
          const b = p.scope.getBinding(p.node.callee.name);
          const d = b?.path.node;
          if (d?.type !== 'VariableDeclarator' || d.id.loc || d.init?.type !== 'ArrowFunctionExpression' || d.init.body.type !== 'BlockStatement' || d.init.body.body.length) return;
          p.parentPath.remove();
          changed = true;
        },
      });
      const valueOf = (id: t.Identifier, at: NodePath): Node | null => {
        const b = at.scope.getBinding(id.name);
        const d = b?.path.node;
        return b?.constant && d?.type === 'VariableDeclarator' && d.id.type === 'Identifier' && consts.has(d.id) ? d.init ?? null : null;
      };
      for (const { binding } of all) {
        if (!binding || !binding.constant) continue;
        const init = (binding.path.node as t.VariableDeclarator).init;
        if (!init) continue;
        for (const ref of binding.referencePaths) {
          if (!ref.node || ref.removed || !ref.isIdentifier()) continue;
          const p = ref.parentPath;
          if (!p || p.isExportSpecifier()) continue;
          // `enabled: !!token` on a query: a read the source ran for signed-in visitors only.
          // The theme's reads serve every visitor, so the sign-in half of the gate goes.
          if (truth(init) === false && dropQueryGate(ref)) {
            changed = true;
            continue;
          }
          // A role check called (`isAdmin()`, its hook's field a function): the signed-out answer itself.
          if (p.isCallExpression() && ref.key === 'callee' && (t.isBooleanLiteral(init) || t.isNullLiteral(init) || t.isStringLiteral(init))) {
            p.replaceWith(t.cloneNode(init));
            changed = true;
            continue;
          }
          // A test on who is signed in: the branch a theme keeps (auth-branches.ts).
          if (settleAuthBranch(ref, (id) => (id.name === ref.node.name ? init : valueOf(id, ref)), rules)) {
            changed = true;
            continue;
          }
          if (p.isMemberExpression() && ref.key === 'object') {
            if (nullish(init) && foldFieldOfNobody(ref)) changed = true;
            continue;
          }
          // `{ user }` keeps its key: `{ user: null }`, never `{ null }`.
          if (p.isObjectProperty() && p.node.shorthand && ref.key === 'value') p.node.shorthand = false;
          ref.replaceWith(t.cloneNode(init));
          changed = true;
        }
      }
    },
  });
  return scopeEdited(ast, changed);
}

/** `useQuery(...)`, `useInfiniteQuery(...)`, `useSuspenseQuery(...)`, also as a member (`rq.useQuery`). */
const isQueryHookCall = (n: Node): boolean => n.type === 'CallExpression'
  && ((n.callee.type === 'Identifier' && /^use\w*Query$/.test(n.callee.name)) || (n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier' && /^use\w*Query$/.test(n.callee.property.name)));

/**
 * A sign-in value in a query's `enabled` option (`enabled: !!token`, `enabled: !!user && !!id`):
 * the `enabled` option goes, or the sign-in operand of its `&&` does (the other guards stay).
 * False when the reference is not such a gate.
 */
function dropQueryGate(ref: NodePath<t.Identifier>): boolean {
  let at: NodePath = ref;
  while (at.parentPath?.isUnaryExpression({ operator: '!' })) at = at.parentPath;
  const up = at.parentPath;
  if (up?.isLogicalExpression({ operator: '&&' })) {
    const prop = up.parentPath;
    if (!prop?.isObjectProperty() || prop.node.computed || !t.isIdentifier(prop.node.key, { name: 'enabled' }) || up.key !== 'value') return false;
    if (!prop.parentPath.isObjectExpression() || !isQueryHookCall(prop.parentPath.parent) || prop.parentPath.key !== 0) return false;
    up.replaceWith(at.key === 'left' ? up.node.right : up.node.left);
    return true;
  }
  if (!up?.isObjectProperty() || up.node.computed || !t.isIdentifier(up.node.key, { name: 'enabled' }) || at.key !== 'value') return false;
  if (!up.parentPath.isObjectExpression() || !isQueryHookCall(up.parentPath.parent) || up.parentPath.key !== 0) return false;
  up.remove();
  return true;
}

/**
 * Could `inlineConstants` change anything? Only through a declarator of a constant in `consts`, or
 * a call of a declared no-op action whose declarator has no source position: without either, its
 * list of constants is empty and no call it removes exists.
 */
function mayInline(ast: File, consts: Constants): boolean {
  let may = false;
  walkNodes(ast.program, (n) => {
    if (may || n.type !== 'VariableDeclarator') return;
    if (n.id.type === 'Identifier' && consts.has(n.id)) may = true;
    else if (!n.id.loc && n.init?.type === 'ArrowFunctionExpression' && n.init.body.type === 'BlockStatement' && !n.init.body.body.length) may = true;
  });
  return may;
}

/**
 * Could `fold` change anything? True when some node meets the test of one of its folds (parents'
 * conditions left out where they are not at hand, so it may say yes when fold does nothing; a no
 * is exact: fold changes a tree only through a node that meets one of these tests).
 */
export function mayFold(ast: File): boolean {
  let may = false;
  walkNodes(ast.program, (n, parent, key) => {
    if (may) return;
    switch (n.type) {
      case 'UnaryExpression': may = n.operator === '!' && truth(n.argument) !== null; break;
      case 'LogicalExpression': may = truth(n.left) !== null; break;
      case 'ConditionalExpression': may = truth(n.test) !== null; break;
      case 'OptionalMemberExpression': may = nullish(n.object); break;
      case 'OptionalCallExpression': may = nullish(n.callee); break;
      case 'BinaryExpression': may = ['===', '!==', '==', '!='].includes(n.operator) && nullish(n.left) && truth(n.right) !== null && !nullish(n.right); break;
      case 'IfStatement': may = truth(n.test) !== null || (!n.alternate && isEmpty(n.consequent)); break;
      case 'JSXExpressionContainer': may = truth(n.expression as Node) === false; break;
      case 'ReturnStatement': may = !n.argument && parent?.type === 'BlockStatement' && key === 'body' && parent.body.length === 1; break;
      case 'ExpressionStatement': may = isEmptyEffect(n.expression); break;
      case 'TryStatement': may = !hasCall(n.block); break;
    }
  });
  return may;
}

/**
 * Can the statements of `block` join the list `path` sits in? Its `let`/`const` names must not meet
 * a name already seen from there (a clash, or a shadowed outer name read earlier in the list).
 */
function spliceable(path: NodePath<t.Statement>, block: t.BlockStatement): boolean {
  if (!path.parentPath.isBlockStatement() && !path.parentPath.isProgram()) return false;
  return block.body.every((s) => s.type !== 'VariableDeclaration' || s.kind === 'var' ||
    s.declarations.every((d) => Object.keys(t.getBindingIdentifiers(d.id)).every((n) => !path.scope.hasBinding(n, true))));
}

function replaceStatement(path: NodePath<t.Statement>, by: t.Statement | null): void {
  if (!by) return void path.remove();
  if (by.type === 'BlockStatement' && spliceable(path, by)) {
    path.replaceWithMultiple(by.body);
  } else path.replaceWith(by);
}

/**
 * Fold what the constants made obvious: `null && x`, `!null`, `null ? a : b`, `null?.x`,
 * `if (false) ...`, `{false}` in JSX, empty effects, `try` blocks left with no call.
 */
export function fold(ast: File): boolean {
  // On most files nothing folds: skip the Babel walk (paths, scopes) when a scan says so (issue 18).
  if (scopeIsCurrent(ast) && !mayFold(ast)) return false;
  let changed = false;
  const mark = () => { changed = true; };
  traverse(ast, {
    exit(path) {
      if (path.isUnaryExpression({ operator: '!' })) {
        const v = truth(path.node.argument);
        if (v !== null) { path.replaceWith(t.booleanLiteral(!v)); mark(); }
      } else if (path.isLogicalExpression()) {
        const v = truth(path.node.left);
        if (v === null) return;
        const op = path.node.operator;
        const keepLeft = (op === '&&' && !v) || (op === '||' && v) || (op === '??' && !nullish(path.node.left));
        path.replaceWith(keepLeft ? path.node.left : path.node.right); mark();
      } else if (path.isConditionalExpression()) {
        const v = truth(path.node.test);
        if (v !== null) { path.replaceWith(v ? path.node.consequent : path.node.alternate); mark(); }
      } else if ((path.isOptionalMemberExpression() || path.isOptionalCallExpression()) && nullish((path.node as t.OptionalMemberExpression).object ?? (path.node as t.OptionalCallExpression).callee)) {
        path.replaceWith(t.identifier('undefined')); mark();
      } else if (path.isBinaryExpression() && ['===', '!==', '==', '!='].includes(path.node.operator)) {
        const l = path.node.left;
        const r = path.node.right;
        if (nullish(l) && truth(r) !== null && !nullish(r)) {
          path.replaceWith(t.booleanLiteral(path.node.operator.startsWith('!'))); mark();
        }
      } else if (path.isIfStatement()) {
        const v = truth(path.node.test);
        if (v !== null) {
          const taken = v ? path.node.consequent : path.node.alternate ?? null;
          // `if (!user) return;` with nobody signed in always returns: what follows it is dead.
          if (taken && isEarlyExit(taken) && path.parentPath.isBlockStatement()) {
            for (const next of path.getAllNextSiblings()) if (!next.isFunctionDeclaration()) next.remove();
          }
          replaceStatement(path, taken);
          mark();
        }
        else if (!path.node.alternate && isEmpty(path.node.consequent) && !hasCall(path.node.test)) { path.remove(); mark(); }
      } else if (path.isJSXExpressionContainer() && path.listKey === 'children' && truth(path.node.expression as Node) === false) {
        removeJsx(path); mark();
      } else if (path.isReturnStatement() && !path.node.argument && path.parentPath.isBlockStatement() && path.parentPath.node.body.length === 1 && path.parentPath.parentPath?.isFunction()) {
        // A body folded down to a lone `return;`.
        path.remove(); mark();
      } else if (path.isExpressionStatement() && isEmptyEffect(path.node.expression)) {
        path.remove(); mark();
      } else if (path.isTryStatement() && !hasCall(path.node.block) && (path.parentPath.isBlockStatement() || path.parentPath.isProgram())) {
        replaceStatement(path, path.node.block); mark();
      }
    },
  });
  return changed;
}

function isEmptyEffect(e: Node): boolean {
  if (e.type !== 'CallExpression') return false;
  const name = e.callee.type === 'Identifier' ? e.callee.name : e.callee.type === 'MemberExpression' && e.callee.property.type === 'Identifier' ? e.callee.property.name : '';
  if (!/^use(Layout)?Effect$/.test(name)) return false;
  const fn = e.arguments[0];
  return !!fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') && fn.body.type === 'BlockStatement' && fn.body.body.length === 0;
}

const isEmpty = (s: t.Statement) => s.type === 'EmptyStatement' || (s.type === 'BlockStatement' && s.body.length === 0);

function hasCall(n: Node): boolean {
  let hit = false;
  t.traverseFast(n, (x) => {
    if (x.type === 'CallExpression' || x.type === 'AwaitExpression' || x.type === 'NewExpression' || x.type === 'ThrowStatement') hit = true;
  });
  return hit;
}

