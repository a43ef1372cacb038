import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import { keyName, memberPath, noop, staticString, traverse, type NodePath } from './ast-kit.js';
import type { MendContext } from './context.js';
import type { Constants } from './gates.js';
import { defaultFor } from './gates.js';
import type { StateRule } from './rule.js';

/**
 * Auth state a REST site keeps itself: `useState(localStorage.getItem('token') || '')`, the
 * shopper's token from its own (removed) login. The platform owns identity (spec 1.2), so the
 * state becomes a signed-out constant, its setter a no-op, storage writes of it go, the context
 * fields carrying it go from the value, its type and the consumers' destructures; tests on it fold
 * to the anonymous branch (fold.ts).
 */

/**
 * Is `n` a read of an identity key from browser storage: the read itself, through `||`, `??`,
 * `JSON.parse()`, casts, or as `useState`'s (lazy) initial value? Never a function body that
 * merely contains one (a whole provider component is not a token).
 */
function readsStoredIdentity(n: Node | null | undefined, rules: StateRule): boolean {
  if (!n) return false;
  switch (n.type) {
    case 'LogicalExpression': return readsStoredIdentity(n.left, rules) || readsStoredIdentity(n.right, rules);
    case 'ConditionalExpression': return readsStoredIdentity(n.consequent, rules) || readsStoredIdentity(n.alternate, rules);
    case 'TSAsExpression': case 'TSNonNullExpression': case 'TSSatisfiesExpression': case 'AwaitExpression': case 'ParenthesizedExpression':
      return readsStoredIdentity(n.type === 'AwaitExpression' ? n.argument : n.expression, rules);
    case 'CallExpression': {
      const callee = memberPath(n.callee) ?? '';
      const arg = n.arguments[0] as Node | undefined;
      if (rules.storageReads.test(callee)) {
        const key = arg ? staticString(arg) : null;
        return key !== null && key !== undefined && rules.storageKeys.test(key);
      }
      if (callee === 'JSON.parse' || isUseState(n)) {
        const inner = arg && (arg.type === 'ArrowFunctionExpression' && arg.body.type !== 'BlockStatement' ? arg.body : arg);
        return readsStoredIdentity(inner, rules);
      }
      return false;
    }
    default: return false;
  }
}

function isUseState(n: Node | null | undefined): n is t.CallExpression {
  return n?.type === 'CallExpression' && /(^|\.)useState$/.test(memberPath(n.callee) ?? '');
}

/** Adds to `out` the local names a declarator gives storage-backed auth state (`token`, `setToken`). */
function addStoredAuthLocals(n: t.VariableDeclarator, rules: StateRule, out: Set<string>): void {
  const { id, init } = n;
  if (!readsStoredIdentity(init, rules)) return;
  if (id.type === 'ArrayPattern' && isUseState(init)) {
    for (const e of id.elements) if (e?.type === 'Identifier') out.add(e.name);
  } else if (id.type === 'Identifier') out.add(id.name);
}

/** Local names of storage-backed auth state in the file (`token`, `setToken`). */
export function storedAuthLocals(ast: File, rules: StateRule): Set<string> {
  const out = new Set<string>();
  // A read of the nodes alone: no paths or scopes to build.
  t.traverseFast(ast, (n) => {
    if (n.type === 'VariableDeclarator') addStoredAuthLocals(n, rules, out);
  });
  return out;
}

/** Fields of a context value (in a file that creates a context) that carry storage-backed auth state. */
export function storedAuthContextFields(ast: File, rules: StateRule): Set<string> {
  // One walk: the locals, and the properties whose value is a plain name (kept if it is one of them).
  const locals = new Set<string>();
  const named: { key: string; value: string }[] = [];
  let context = false;
  t.traverseFast(ast, (x) => {
    if (x.type === 'VariableDeclarator') addStoredAuthLocals(x, rules, locals);
    else if (x.type === 'CallExpression' && /(^|\.)createContext$/.test(memberPath(x.callee) ?? '')) context = true;
    else if (x.type === 'ObjectProperty' && x.value.type === 'Identifier') {
      const key = keyName(x.key);
      if (key) named.push({ key, value: x.value.name });
    }
  });
  if (!context || !locals.size) return new Set();
  return new Set(named.filter((p) => locals.has(p.value)).map((p) => p.key));
}

/** Declarations for the signed-out names: the state a constant, a setter a no-op. */
function signedOut(names: string[], ctx: MendContext, consts: Constants): t.VariableDeclaration[] {
  return names.map((name) => {
    const id = t.identifier(name);
    const setter = /^set[A-Z_]/.test(name);
    if (!setter) consts.add(id);
    return t.variableDeclaration('const', [t.variableDeclarator(id, setter ? noop() : defaultFor(name, ctx))]);
  });
}

/** Replace the declarator by signed-out declarations (returns the names it declared). */
function replaceState(p: NodePath<t.VariableDeclarator>, ctx: MendContext, consts: Constants): string[] {
  const id = p.node.id;
  const names = id.type === 'ArrayPattern' ? id.elements.flatMap((e) => (e?.type === 'Identifier' ? [e.name] : [])) : id.type === 'Identifier' ? [id.name] : [];
  const decl = p.parentPath;
  if (!names.length || !decl.isVariableDeclaration() || decl.node.declarations.length !== 1 || !(decl.parentPath.isBlockStatement() || decl.parentPath.isProgram())) return [];
  decl.replaceWithMultiple(signedOut(names, ctx, consts));
  return names;
}

/** `const { token, setToken, cart } = useContext(ShopContext)`: the stored-auth fields leave the pattern. */
function replaceConsumerFields(p: NodePath<t.VariableDeclarator>, fields: Set<string>, ctx: MendContext, consts: Constants): string[] {
  const pattern = p.node.id;
  if (pattern.type !== 'ObjectPattern') return [];
  const names: string[] = [];
  pattern.properties = pattern.properties.filter((prop) => {
    if (prop.type !== 'ObjectProperty' || !fields.has(keyName(prop.key) ?? '') || prop.value.type !== 'Identifier') return true;
    names.push(prop.value.name);
    return false;
  });
  const decl = p.parentPath;
  if (!names.length || !decl.isVariableDeclaration() || !(decl.parentPath.isBlockStatement() || decl.parentPath.isProgram())) return [];
  decl.insertAfter(signedOut(names, ctx, consts));
  return names;
}

/** Names of the types an object value is declared as (`const value: ShopContextValue`, `createContext<T>`). */
function valueTypes(ast: File): Set<string> {
  const out = new Set<string>();
  t.traverseFast(ast, (x) => {
    const ann = x.type === 'VariableDeclarator' && x.id.type === 'Identifier' && x.id.typeAnnotation?.type === 'TSTypeAnnotation' ? x.id.typeAnnotation.typeAnnotation : null;
    if (ann?.type === 'TSTypeReference' && ann.typeName.type === 'Identifier') out.add(ann.typeName.name);
    if (x.type === 'CallExpression' && /(^|\.)createContext$/.test(memberPath(x.callee) ?? '')) {
      for (const p of x.typeParameters?.params ?? []) if (p.type === 'TSTypeReference' && p.typeName.type === 'Identifier') out.add(p.typeName.name);
    }
  });
  return out;
}

/** Members named `keys` of the file's types named `types` go. */
function removeTypeMembers(ast: File, types: Set<string>, keys: Set<string>): void {
  const prune = (members: t.TSTypeElement[]) => members.filter((m) => !(m.type === 'TSPropertySignature' || m.type === 'TSMethodSignature') || !keys.has(keyName(m.key) ?? ''));
  t.traverseFast(ast, (x) => {
    if (x.type === 'TSTypeAliasDeclaration' && types.has(x.id.name) && x.typeAnnotation.type === 'TSTypeLiteral') x.typeAnnotation.members = prune(x.typeAnnotation.members);
    if (x.type === 'TSInterfaceDeclaration' && types.has(x.id.name)) x.body.body = prune(x.body.body);
  });
}

const HOOK_DEPS = /(^|\.)use(Layout)?Effect$|(^|\.)use(Callback|Memo)$/;

/**
 * One reference of a stored-auth name: a field of an object value goes (its key recorded), a
 * dependency-list entry goes, the last argument to a local function that no longer reads it goes.
 */
function settleReference(ref: NodePath, keys: Set<string>): boolean {
  const p = ref.parentPath;
  if (!p) return false;
  if (p.isObjectProperty() && ref.key === 'value' && p.parentPath.isObjectExpression()) {
    const key = keyName(p.node.key);
    if (key) keys.add(key);
    p.remove();
    return true;
  }
  if (p.isArrayExpression() && p.parentPath.isCallExpression() && p.key === 1 && HOOK_DEPS.test(memberPath(p.parentPath.node.callee) ?? '')) {
    ref.remove();
    return true;
  }
  if (p.isCallExpression() && typeof ref.key === 'number' && dropUnusedArgument(p, ref.key)) return true;
  return false;
}

/**
 * `getUserCart(token)` into `(userToken) => …` that no longer reads `userToken` (its request was
 * rewritten): the last argument and its parameter go together.
 */
function dropUnusedArgument(call: NodePath<t.CallExpression>, index: number): boolean {
  const callee = call.node.callee;
  if (callee.type !== 'Identifier' || index !== call.node.arguments.length - 1) return false;
  const b = call.scope.getBinding(callee.name);
  const fnPath = b?.path.isVariableDeclarator() ? b.path.get('init') : b?.path;
  if (!b || !b.constant || !fnPath || Array.isArray(fnPath) || !(fnPath as NodePath).isFunction()) return false;
  const fn = fnPath as NodePath<t.Function>;
  const param = fn.node.params[index];
  if (param?.type !== 'Identifier' || index !== fn.node.params.length - 1 || fn.scope.getBinding(param.name)?.referencePaths.length) return false;
  // Every call passes it last: otherwise another caller's argument would shift.
  if (!b.referencePaths.every((r) => r.parentPath?.isCallExpression() && r.key === 'callee' && (r.parentPath.node as t.CallExpression).arguments.length === index + 1)) return false;
  for (const r of b.referencePaths) (r.parentPath!.node as t.CallExpression).arguments.pop();
  fn.node.params.pop();
  return true;
}

/** `localStorage.setItem('token', …)`, `Cookies.remove('jwt')`: writes of who is signed in go. */
function removeStorageWrites(ast: File, rules: StateRule): boolean {
  let changed = false;
  traverse(ast, {
    CallExpression(p) {
      if (!rules.storageWrites.test(memberPath(p.node.callee) ?? '')) return;
      const key = p.node.arguments[0] ? staticString(p.node.arguments[0] as Node) : null;
      if (key === null || key === undefined || !rules.storageKeys.test(key)) return;
      let stmt: NodePath = p;
      if (stmt.parentPath?.isAwaitExpression()) stmt = stmt.parentPath;
      if (!stmt.parentPath?.isExpressionStatement()) return;
      stmt.parentPath.remove();
      changed = true;
    },
  });
  return changed;
}

/** The mend of stored auth state in one file; `consts` takes the signed-out constants. */
export function removeStoredAuth(ast: File, ctx: MendContext, consts: Constants): boolean {
  const rules = ctx.rules.state;
  const providers = ctx.targets.storedAuthFields ?? new Map<string, Set<string>>();
  const contexts = new Map<string, Set<string>>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    const fields = providers.get(ctx.resolve(s.source.value) ?? '');
    if (fields?.size) for (const x of s.specifiers) contexts.set(x.local.name, fields);
  }
  const names = new Set<string>();
  traverse(ast, {
    VariableDeclarator(p) {
      const init = p.node.init;
      if (readsStoredIdentity(init, rules) && (p.node.id.type === 'Identifier' || (p.node.id.type === 'ArrayPattern' && isUseState(init)))) {
        for (const n of replaceState(p, ctx, consts)) names.add(n);
        return;
      }
      const arg = init?.type === 'CallExpression' && /(^|\.)useContext$/.test(memberPath(init.callee) ?? '') ? init.arguments[0] : null;
      const fields = arg?.type === 'Identifier' ? contexts.get(arg.name) : undefined;
      if (fields) for (const n of replaceConsumerFields(p, fields, ctx, consts)) names.add(n);
    },
  });
  let changed = removeStorageWrites(ast, rules);
  if (!names.size) return changed;
  const keys = new Set<string>();
  traverse(ast, {
    Program(program) {
      program.scope.crawl();
      program.traverse({
        ObjectProperty(prop) {
          // `{ token, setToken, cart }` (shorthand included): the field goes from the value.
          const v = prop.node.value;
          if (v.type !== 'Identifier' || !names.has(v.name) || !prop.parentPath.isObjectExpression() || prop.scope.getBinding(v.name)?.identifier.loc !== undefined) return;
          const key = keyName(prop.node.key);
          if (key) keys.add(key);
          prop.remove();
          changed = true;
        },
        Identifier(ref) {
          if (!names.has(ref.node.name) || !ref.isReferencedIdentifier()) return;
          const b = ref.scope.getBinding(ref.node.name);
          if (!b || b.identifier.loc) return;
          if (settleReference(ref, keys)) changed = true;
        },
      });
    },
  });
  if (keys.size) removeTypeMembers(ast, valueTypes(ast), keys);
  return true;
}
