import { FUNCTION_TYPES, VISITOR_KEYS, eachNode } from '../../infra/visitor-keys.js';
import { exportedNames } from '../../rule-kit/module-names.js';
import type { File, Function as FunctionNode, Node } from '@babel/types';
import authGates from '../../../rules/drop/auth-gates.js';
import type { Collector } from '../../rule-kit/collector.js';

/** An import whose value a hook of the module hands back to its callers. */
export interface ReturnedImport {
  source: string;
  /** The imported name (`default` for a default import). */
  imported: string;
}

/**
 * What a module shows about supplying auth state to other code (read from its top level only):
 * a context whose provider the drop-pages mend unwraps by its auth name, and the imports whose
 * value its exported hooks return (`const ctx = useContext(AuthContext); ...; return ctx`).
 */
export interface AuthSourceFacts {
  providesAuthContext: boolean;
  hookReturns: ReturnedImport[];
}

const HOOK = /^use[A-Z0-9]/;

const calleeName = (n: Node): string | null =>
  n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && n.property.type === 'Identifier' ? n.property.name : null;

/** Top-level functions by name: declarations and `const useX = () => …`. */
function topFunctions(ast: File): Map<string, FunctionNode> {
  const out = new Map<string, FunctionNode>();
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (d?.type === 'FunctionDeclaration' && d.id) out.set(d.id.name, d);
    if (d?.type === 'VariableDeclaration') {
      for (const x of d.declarations) {
        if (x.id.type === 'Identifier' && (x.init?.type === 'ArrowFunctionExpression' || x.init?.type === 'FunctionExpression')) out.set(x.id.name, x.init);
      }
    }
  }
  return out;
}

/** Visit `n` and its children, not entering nested functions. */
function ownNodes(n: Node, visit: (x: Node) => void): void {
  visit(n);
  const keys = VISITOR_KEYS[n.type];
  if (!keys) return;
  for (const key of keys) {
    const v = (n as unknown as Record<string, unknown>)[key];
    // No array made for a single child: this runs over every node of every exported hook.
    if (Array.isArray(v)) for (const c of v) ownChild(c, visit);
    else ownChild(v, visit);
  }
}

function ownChild(c: unknown, visit: (x: Node) => void): void {
  if (c && typeof c === 'object' && 'type' in c && !FUNCTION_TYPES.has((c as Node).type)) ownNodes(c as Node, visit);
}

/** The imports whose value `fn` returns: `useContext(Imported)`, `useImported()`, directly or through a local. */
function returnedImports(fn: FunctionNode, imports: Map<string, ReturnedImport>): ReturnedImport[] {
  /** The import a call hands back: `useContext(X)` with X imported, or an imported hook's call. */
  const fromCall = (n: Node): ReturnedImport | null => {
    if (n.type !== 'CallExpression') return null;
    const name = calleeName(n.callee);
    const arg = n.arguments[0];
    if (name === 'useContext' && arg?.type === 'Identifier') return imports.get(arg.name) ?? null;
    if (n.callee.type === 'Identifier' && name && HOOK.test(name)) return imports.get(name) ?? null;
    return null;
  };
  const locals = new Map<string, ReturnedImport>();
  const out: ReturnedImport[] = [];
  const take = (n: Node | null | undefined): void => {
    if (!n) return;
    if (n.type === 'Identifier') {
      const r = locals.get(n.name);
      if (r) out.push(r);
    } else if (n.type === 'LogicalExpression') {
      take(n.left);
      take(n.right);
    } else if (n.type === 'ConditionalExpression') {
      take(n.consequent);
      take(n.alternate);
    } else if (n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' || n.type === 'ParenthesizedExpression') take(n.expression);
    // `return useAuth().user`: a field of the auth value is auth state too.
    else if (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') take(n.object);
    else {
      const r = fromCall(n);
      if (r) out.push(r);
    }
  };
  if (fn.body.type !== 'BlockStatement') take(fn.body);
  else {
    ownNodes(fn.body, (x) => {
      if (x.type === 'VariableDeclarator' && x.id.type === 'Identifier' && x.init) {
        const r = fromCall(x.init.type === 'TSAsExpression' || x.init.type === 'TSNonNullExpression' ? x.init.expression : x.init);
        if (r) locals.set(x.id.name, r);
      }
    });
    ownNodes(fn.body, (x) => { if (x.type === 'ReturnStatement') take(x.argument); });
  }
  return out;
}

/** The auth-source facts of one module. */
export function authSourceFacts(ast: File): AuthSourceFacts {
  const imports = new Map<string, ReturnedImport>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    for (const x of s.specifiers) {
      if (x.type === 'ImportNamespaceSpecifier') continue;
      const imported = x.type === 'ImportDefaultSpecifier' ? 'default' : x.imported.type === 'Identifier' ? x.imported.name : x.imported.value;
      imports.set(x.local.name, { source: s.source.value, imported });
    }
  }
  const exported = exportedNames(ast);
  const contexts: string[] = [];
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type !== 'VariableDeclaration') continue;
    for (const x of d.declarations) {
      if (x.id.type === 'Identifier' && x.init?.type === 'CallExpression' && calleeName(x.init.callee) === 'createContext') contexts.push(x.id.name);
    }
  }
  // The mend unwraps `<UserContext.Provider>` and `<AuthProvider>` by name wherever they are
  // rendered: a context provided under such a name has no provider left in a theme. Only when
  // every context of the module is one: a module that also provides a cart is not auth.
  const functions = topFunctions(ast);
  const authProvided = new Set(contexts.filter((c) => authGates.providers.test(`${c}.Provider`)));
  for (const [name, fn] of functions) {
    if (!exported.has(name) || !authGates.providers.test(name)) continue;
    eachNode<Node>(fn.body, (x) => {
      const n = x.type === 'JSXOpeningElement' && x.name.type === 'JSXMemberExpression' ? x.name : null;
      if (n?.object.type === 'JSXIdentifier' && n.property.name === 'Provider') authProvided.add(n.object.name);
    });
  }
  const providesAuthContext = contexts.length > 0 && contexts.every((c) => authProvided.has(c));
  const hookReturns: ReturnedImport[] = [];
  for (const [name, fn] of functions) {
    if (HOOK.test(name) && exported.has(name)) hookReturns.push(...returnedImports(fn, imports));
  }
  return { providesAuthContext, hookReturns };
}

/** Collects `authSourceFacts` of every script (from its top level, before the shared walk). */
export function createAuthSourceCollector(): Collector<Map<string, AuthSourceFacts>> & { facts: Map<string, AuthSourceFacts> } {
  const facts = new Map<string, AuthSourceFacts>();
  return {
    name: 'auth-sources',
    facts,
    visitFile(file, ast) {
      const f = authSourceFacts(ast);
      if (f.providesAuthContext || f.hookReturns.length) facts.set(file.path, f);
      return null;
    },
    finish() {
      return facts;
    },
  };
}
