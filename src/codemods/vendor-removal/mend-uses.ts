import type { File, ImportDeclaration, Node } from '@babel/types';
import { SHIMS } from '../../../rules/data-layer/value-shims.js';
import { expr, print, stmts } from '../data-layer/build.js';
import { pruneImports, referenceCount } from '../data-layer/imports.js';
import { parentMap } from '../data-layer/locate.js';
import { putConstant } from '../data-layer/vendor-settings.js';
import type { Presence } from './presence.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * The last uses of a vendor that are not data calls: value helpers (rules/data-layer/value-shims),
 * client presence guards (`if (!supabase) return`) and type-only imports (`import type { Session }
 * from '@supabase/supabase-js'` becomes `type Session = any`). Returns true when the file changed.
 */
export function mendVendorUses(ast: File, file: string, vendorNames: Set<string>, clientNames: Set<string>): boolean {
  let changed = false;
  const isVendor = (n: string) => vendorNames.has(n);
  const walk = (n: Node, parent: Node | null, key: string | null, index: number | null) => {
    const put = (code: string) => {
      const next = expr(code, file);
      const slot = (parent as unknown as Record<string, unknown>)[key!];
      if (index !== null && Array.isArray(slot)) slot[index] = next;
      else (parent as unknown as Record<string, unknown>)[key!] = next;
      changed = true;
    };
    // `if (!supabase) return;` goes whole.
    if (parent && key && index !== null && n.type === 'IfStatement' && !n.alternate && n.test.type === 'UnaryExpression' && n.test.operator === '!'
      && n.test.argument.type === 'Identifier' && clientNames.has(n.test.argument.name)) {
      removals.push({ list: (parent as unknown as Record<string, Node[]>)[key], node: n });
      return;
    }
    if (parent && key) {
      for (const shim of SHIMS) {
        const code = shim(n, isVendor, print);
        if (code !== null) return put(code);
      }
      // `!client` (a client that is null when env is missing) is false: the platform is always there.
      if (n.type === 'UnaryExpression' && n.operator === '!' && n.argument.type === 'Identifier' && clientNames.has(n.argument.name)) return put('false');
      // `if (base44.entities.Event?.create)`, `enabled: !!client.entities.Rule`: a test of whether the
      // vendor offers something. The calls it guarded are gone; without the vendor it offers nothing.
      if (tests.has(n) && isClientMember(n, clientNames)) return put('false');
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c, i) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c, n, k, i));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node, n, k, null);
    }
  };
  const removals: { list: Node[]; node: Node }[] = [];
  const tests = testPositions(ast);
  walk(ast.program, null, null, null);
  for (const r of removals) { r.list.splice(r.list.indexOf(r.node), 1); changed = true; }
  if (changed) pruneImports(ast, vendorNames);
  if (/\.tsx?$/.test(file)) changed = typeOnlyImports(ast, vendorNames, clientNames) || changed;
  return changed;
}

/** The root identifier of a member chain (`a.b?.c` → `a`). */
function chainRoot(n: Node): string | null {
  let x: Node = n;
  while (x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') x = x.object;
  return x.type === 'Identifier' ? x.name : null;
}

/** A member of the vendor client, read and not called (`client.entities.X?.create`). */
function isClientMember(n: Node, clientNames: Set<string>): boolean {
  if (n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') return false;
  const root = chainRoot(n);
  return !!root && clientNames.has(root);
}

/**
 * Expressions read only for their truth: `if` and `?:` tests, operands of `!`, a react-query
 * `enabled` option, and the operands of `&&`/`||` in such a place.
 */
function testPositions(ast: File): Set<Node> {
  const out = new Set<Node>();
  const add = (n: Node | null | undefined) => {
    if (!n) return;
    out.add(n);
    if (n.type === 'LogicalExpression' && n.operator !== '??') { add(n.left); add(n.right); }
    if (n.type === 'UnaryExpression' && n.operator === '!') add(n.argument);
  };
  walkNodes(ast.program, (n) => {
    if (n.type === 'IfStatement' || n.type === 'ConditionalExpression' || n.type === 'WhileStatement') add(n.test);
    else if (n.type === 'UnaryExpression' && n.operator === '!') add(n.argument);
    else if (n.type === 'ObjectProperty' && !n.computed && n.key.type === 'Identifier' && n.key.name === 'enabled') add(n.value as Node);
  });
  return out;
}

/** Parents under which an identifier names a type (`user: User`, `interface P extends Session`, `Auth.User`). */
const TYPE_POSITION = new Set(['TSTypeReference', 'TSQualifiedName', 'TSExpressionWithTypeArguments', 'TSInterfaceHeritage', 'TSClassImplements']);

/**
 * Names whose every use names a type: `import { User } from '@supabase/supabase-js'` written
 * without `type`, then only `user: User | null`. Such an import is a type import in all but name.
 */
function typeUsedNames(ast: File, names: Set<string>): Set<string> {
  const valueUse = new Set<string>();
  const used = new Set<string>();
  walkNodes(ast.program, (n, parent, key) => {
    if (n.type !== 'Identifier' || !names.has(n.name) || !parent) return;
    if (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ImportNamespaceSpecifier') return;
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod' || parent.type === 'TSPropertySignature') && key === 'key' && !(parent as { computed?: boolean }).computed && !(parent.type === 'ObjectProperty' && parent.shorthand)) return;
    used.add(n.name);
    // `Auth.User`: only the leftmost name of a qualified type is the import.
    if (!TYPE_POSITION.has(parent.type) || (parent.type === 'TSQualifiedName' && key !== 'left')) valueUse.add(n.name);
  });
  return new Set([...used].filter((n) => !valueUse.has(n)));
}

/**
 * Vendor imports used only as types become local `type X = any` aliases: `import type`, a `type`
 * specifier, or a package's name imported plainly and used only as a type (a client module's
 * names are not: its types move to a module of their own, type-exports.ts).
 */
function typeOnlyImports(ast: File, vendorNames: Set<string>, clientNames: Set<string>): boolean {
  let changed = false;
  const body = ast.program.body;
  const asTypes = typeUsedNames(ast, new Set([...vendorNames].filter((n) => !clientNames.has(n))));
  for (const d of body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration')) {
    const typeNames = d.specifiers.filter((s) => vendorNames.has(s.local.name) && (d.importKind === 'type' || (s.type === 'ImportSpecifier' && (s.importKind === 'type' || asTypes.has(s.local.name)))));
    if (!typeNames.length) continue;
    const aliases: string[] = [];
    for (const s of typeNames) {
      d.specifiers.splice(d.specifiers.indexOf(s), 1);
      if (referenceCount(ast, s.local.name) > 0) aliases.push(`type ${s.local.name} = any;`);
    }
    const made = aliases.length ? stmts(aliases.join('\n'), 'x.ts') : [];
    const at = body.indexOf(d);
    if (d.specifiers.length) body.splice(at + 1, 0, ...made);
    else body.splice(at, 1, ...made);
    changed = true;
  }
  return changed;
}

/**
 * Uses of the bootstrap's presence checks (`if (!isConfigured()) return <Setup />`, `hasBackend ?
 * a : b`) become their constant and fold away (src/codemods/vendor-removal/presence.ts). Returns
 * true when the file changed.
 */
export function foldPresenceCalls(ast: File, checks: Map<string, Presence>): boolean {
  const parents = parentMap(ast);
  const uses: { node: Node; value: boolean }[] = [];
  for (const [n, at] of parents) {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && checks.get(n.callee.name)?.called && !n.arguments.length) uses.push({ node: n, value: checks.get(n.callee.name)!.value });
    if (n.type !== 'Identifier' || !at.parent || checks.get(n.name)?.called !== false) continue;
    const p = at.parent;
    const notRead = p.type.startsWith('Import') || p.type.startsWith('Export') || p.type.startsWith('TS')
      || ((p.type === 'MemberExpression' || p.type === 'OptionalMemberExpression') && at.key === 'property' && !p.computed)
      || ((p.type === 'ObjectProperty' || p.type === 'ObjectMethod') && at.key === 'key' && !p.computed)
      || (p.type === 'VariableDeclarator' && at.key === 'id');
    if (!notRead) uses.push({ node: n, value: checks.get(n.name)!.value });
  }
  for (const u of uses) putConstant(u.node, u.value, parents);
  return uses.length > 0;
}
