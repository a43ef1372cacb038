import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { crawlIfStale, programScopeIsFresh, scopeEdited, traverse, type NodePath } from './ast-kit.js';
import type { Constants } from './gates.js';

/** How many references each binding had before the mend (keyed by its declaring identifier). */
export type RefCounts = WeakMap<Node, number>;

export function countReferences(ast: File): RefCounts {
  const out: RefCounts = new WeakMap();
  const fresh = programScopeIsFresh(ast);
  traverse(ast, {
    Program(p) { if (!fresh) p.scope.crawl(); },
    Scopable(p) {
      for (const b of Object.values(p.scope.bindings)) out.set(b.identifier, b.referencePaths.length);
    },
  });
  return out;
}


/** An initializer that can go with its variable: nothing in it runs with effects at declaration. */
function removable(init: Node | null | undefined): boolean {
  if (!init) return true;
  switch (init.type) {
    case 'ArrowFunctionExpression': case 'FunctionExpression': case 'Identifier': case 'NullLiteral': case 'BooleanLiteral':
    case 'StringLiteral': case 'NumericLiteral': case 'TemplateLiteral': case 'MemberExpression': case 'OptionalMemberExpression':
      return true;
    case 'CallExpression':
      return isHookOrLazy(init) || isPureRead(init);
    case 'ObjectExpression':
      return init.properties.every((p) => p.type === 'ObjectMethod' || (p.type === 'ObjectProperty' && removable(p.value)));
    case 'ArrayExpression':
      return init.elements.every((e) => !e || removable(e));
    default:
      return false;
  }
}

/**
 * `const auth = getAuth(app)`, `const provider = new GoogleAuthProvider()`: an auth client made by a
 * function of an auth package (`firebase/auth`), whose every use the mend removed with the sign-in.
 */
function authClient(decl: NodePath<t.VariableDeclarator>): boolean {
  const init = decl.node.init;
  if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression') || init.callee.type !== 'Identifier') return false;
  if (!init.arguments.every((a) => a.type !== 'SpreadElement' && a.type !== 'ArgumentPlaceholder' && removable(a))) return false;
  const b = decl.scope.getBinding(init.callee.name);
  const from = b?.kind === 'module' ? b.path.parentPath?.node : null;
  return !!from && from.type === 'ImportDeclaration' && /(^|[/@-])auth([/-]|$)/i.test(from.source.value);
}

/** `PUBLIC_PAGES.includes(name)`, `name.toLowerCase()`: reads with no effect. */
function isPureRead(n: t.CallExpression): boolean {
  const c = n.callee;
  if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier' || !removable(c.object)) return false;
  return /^(includes|indexOf|some|every|find|findIndex|filter|map|startsWith|endsWith|toLowerCase|toUpperCase|trim|split|slice|has|get)$/.test(c.property.name)
    && n.arguments.every((a) => a.type !== 'SpreadElement' && a.type !== 'ArgumentPlaceholder' && removable(a));
}

function isHookOrLazy(n: t.CallExpression): boolean {
  const c = n.callee;
  const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : '';
  return /^use[A-Z]/.test(name) || name === 'lazy' || name === 'createRoute' || name === 'createContext';
}

const literalKey = (n: Node | null | undefined) =>
  !n ? 'undefined' : n.type === 'NullLiteral' ? 'null' : n.type === 'BooleanLiteral' ? String(n.value) : n.type === 'StringLiteral' ? JSON.stringify(n.value) : n.type === 'Identifier' && n.name === 'undefined' ? 'undefined' : null;

/**
 * Remove what the mend left unused: import specifiers and declarations whose last reference it
 * removed (never ones already unused in the source), and `useState` pairs about auth whose setter
 * it removed or left setting only the initial value (the state becomes a constant).
 */
export function cleanup(ast: File, before: RefCounts, consts: Constants, stateNames: RegExp): boolean {
  let changed = false;
  for (let round = 0; round < 6; round++) {
    let again = false;
    traverse(ast, {
      Program(p) { crawlIfStale(p); },
      Scopable(p) {
        for (const b of Object.values(p.scope.bindings)) {
          const had = before.get(b.identifier) ?? 0;
          // Declarations this mend wrote (signed-out constants) have no source position.
          const mine = consts.has(b.identifier as t.Identifier) || !b.identifier.loc;
          if (b.referencePaths.length > 0 && b.kind !== 'const' && b.kind !== 'let') continue;
          if (b.kind === 'module' && b.referencePaths.length === 0 && had > 0) {
            const decl = b.path.parentPath as NodePath<t.ImportDeclaration>;
            b.path.remove();
            if (decl.node && !decl.node.specifiers.length) decl.remove();
            again = true;
          } else if ((b.kind === 'const' || b.kind === 'let' || b.kind === 'var') && b.path.isVariableDeclarator()) {
            if (foldState(b.path, consts, before, stateNames)) { again = true; continue; }
            if (b.referencePaths.length > 0 || !(had > 0 || mine)) continue;
            if (b.path.node.id.type === 'Identifier' && (removable(b.path.node.init) || authClient(b.path)) && !stillNamed(b.scope.block, b.path.node.id)) {
              b.path.remove();
              again = true;
            } else if (b.path.node.id.type === 'ObjectPattern') {
              const prop = b.path.node.id.properties.find((x) => x.type === 'ObjectProperty' && x.value === b.identifier);
              if (prop && b.path.node.id.properties.length > 1) {
                b.path.node.id.properties = b.path.node.id.properties.filter((x) => x !== prop);
                again = true;
              } else if (prop && removable(b.path.node.init)) {
                b.path.remove();
                again = true;
              }
            }
          } else if (b.kind === 'hoisted' && b.path.isFunctionDeclaration() && b.referencePaths.length === 0 && had > 0) {
            b.path.remove();
            again = true;
          }
        }
      },
    });
    if (!again) break;
    scopeEdited(ast);
    changed = true;
  }
  return changed;
}

/**
 * Is `id`'s name still read in `block`? Babel's scope does not always see the references of a
 * declarator this mend put in (a folded `useState`), so a name read is the safe answer.
 */
function stillNamed(block: Node, id: t.Identifier): boolean {
  let hit = false;
  const keys = new Set<Node>();
  t.traverseFast(block, (n) => {
    if (hit || n === id || keys.has(n)) return;
    if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed) keys.add(n.property);
    else if ((n.type === 'ObjectProperty' || n.type === 'ObjectMethod') && !n.computed && !(n.type === 'ObjectProperty' && n.shorthand)) keys.add(n.key);
    else if (n.type === 'Identifier' && n.name === id.name) hit = true;
  });
  return hit;
}

/**
 * State about who is signed in (rules/drop/auth-state `stateNames`):
 * `const [user, setUser] = useState(null)` whose setter is gone, or only ever sets the initial
 * value again, is the constant `const user = null` (and the setter calls go).
 */
function foldState(path: NodePath<t.VariableDeclarator>, consts: Constants, before: RefCounts, stateNames: RegExp): boolean {
  const { id, init } = path.node;
  if (id.type !== 'ArrayPattern' || id.elements.length !== 2 || !init || init.type !== 'CallExpression') return false;
  const [value, setter] = id.elements;
  if (value?.type !== 'Identifier' || setter?.type !== 'Identifier' || !stateNames.test(value.name)) return false;
  const callee = init.callee;
  if (!(callee.type === 'Identifier' ? callee.name === 'useState' : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'useState')) return false;
  const key = literalKey(init.arguments[0] as Node | undefined);
  if (key === null) return false;
  const refs = path.scope.getBinding(setter.name)?.referencePaths ?? [];
  const sameValue = refs.every((r) => r.parentPath?.isCallExpression() && r.key === 'callee' && r.parentPath.parentPath?.isExpressionStatement() && literalKey(r.parentPath.node.arguments[0] as Node | undefined) === key);
  if (!sameValue) return false;
  // Only state this mend touched: a setter call it removed, or a value it inlined (new nodes have no loc).
  const touched = (before.get(setter) ?? 0) > refs.length || refs.some((r) => !(r.parentPath!.node as t.CallExpression).arguments[0]?.loc);
  if (!touched) return false;
  for (const r of refs) r.parentPath!.parentPath!.remove();
  const constant = t.identifier(value.name);
  const initValue = (init.arguments[0] as t.Expression | undefined) ?? t.identifier('undefined');
  consts.add(constant);
  path.replaceWith(t.variableDeclarator(constant, initValue));
  const decl = path.parentPath;
  if (decl.isVariableDeclaration() && decl.node.kind === 'let') decl.node.kind = 'const';
  return true;
}
