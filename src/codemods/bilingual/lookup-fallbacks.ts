import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { declaredComponent, propReads, reachesShown, type IsShown } from './shown-data.js';
import { withoutTypeCasts } from './module-consts.js';

/**
 * A record's field shown as the fallback of a lookup keyed by that same value (issue 17): a
 * component looks `item.origin` up in a table of its own (`PLACES[origin.toLowerCase()] || { label:
 * origin }`, `NAMES[item.kind] ?? item.kind`) and shows the value itself when the table has no row
 * for it. The value stays as it is (it is the lookup's key, and other modules may compare it); the
 * text shown in its place is read through the key the record carries beside the value
 * (`t(item.originKey, origin)`), which the module that writes the records gives them where it hands
 * them to the component (record-reads.ts). A record without that key shows its own value.
 */
export interface FallbackSite {
  /** The value where the fallback shows it. */
  value: NodePath<t.Expression>;
  /** The read of the record's field the value comes from (`item.origin`). */
  read: t.MemberExpression | t.OptionalMemberExpression;
  /** The value is that read itself, not a value one of whose sources it is (`given || item.origin`). */
  exact: boolean;
}

/** How many consts a value is followed through to its fallback. */
const MAX_DEPTH = 3;

const isLookupOr = (n: t.Node | null | undefined): n is t.LogicalExpression => t.isLogicalExpression(n) && (n.operator === '||' || n.operator === '??');

/** Does `e` mention the value (the binding `name`, or a node equal to `read`)? */
function mentions(e: t.Node, same: (n: t.Node) => boolean): boolean {
  let found = false;
  const walk = (n: t.Node | null | undefined): void => {
    if (!n || found || typeof n !== 'object') return;
    if (same(n)) { found = true; return; }
    for (const k of t.VISITOR_KEYS[n.type] ?? []) {
      const v = (n as unknown as Record<string, unknown>)[k];
      if (Array.isArray(v)) v.forEach((c) => walk(c as t.Node));
      else walk(v as t.Node);
    }
  };
  walk(e);
  return found;
}

/**
 * Is `use` the fallback of a lookup keyed by the value, whose result is shown: `TABLE[k(v)] || v`
 * shown, or `TABLE[k(v)] || { label: v, … }` whose `.label` is shown (through a const or directly)?
 * A use already read through a translator (`t(key, v)`) counts as the use.
 */
function shownFallback(use: NodePath, same: (n: t.Node) => boolean, isShown: IsShown): boolean {
  let at: NodePath = use;
  const call = at.parentPath;
  if (call?.isCallExpression() && call.node.arguments.length === 2 && call.node.arguments[1] === at.node) at = call;
  let field: string | null = null;
  const prop = at.parentPath;
  if (prop?.isObjectProperty() && prop.node.value === at.node && !prop.node.computed && prop.parentPath?.isObjectExpression()) {
    field = t.isIdentifier(prop.node.key) ? prop.node.key.name : t.isStringLiteral(prop.node.key) ? prop.node.key.value : null;
    if (!field) return false;
    at = prop.parentPath;
  }
  const or = at.parentPath;
  if (!or?.isLogicalExpression() || !isLookupOr(or.node) || or.node.right !== at.node) return false;
  // The table read through a table of keys already (`t(NAMES_KEYS[k], NAMES[k])`, label-maps.ts) is still the lookup.
  let left = withoutTypeCasts(or.node.left);
  if (t.isCallExpression(left) && left.arguments.length === 2 && t.isExpression(left.arguments[1])) left = withoutTypeCasts(left.arguments[1]);
  if (!(t.isMemberExpression(left) || t.isOptionalMemberExpression(left)) || !left.computed || !mentions(left.property, same)) return false;
  if (field === null) return reachesShown(or, isShown);
  // `(TABLE[k] || { label: v }).label`, or `const info = TABLE[k] || { label: v }; … {info.label}`.
  const fieldRead = (q: NodePath) => {
    const m = q.parentPath;
    return !!m && (m.isMemberExpression() || m.isOptionalMemberExpression()) && m.node.object === q.node && !m.node.computed
      && t.isIdentifier(m.node.property, { name: field! }) && reachesShown(m, isShown);
  };
  let q: NodePath = or;
  while (q.parentPath && (q.parentPath.isTSAsExpression() || q.parentPath.isParenthesizedExpression())) q = q.parentPath;
  if (fieldRead(q)) return true;
  const decl = q.parentPath;
  if (!decl?.isVariableDeclarator() || decl.node.init !== q.node || !t.isIdentifier(decl.node.id)) return false;
  const binding = decl.scope.getBinding(decl.node.id.name);
  return !!binding && !binding.constantViolations.length && binding.referencePaths.some(fieldRead);
}

/** The fallback sites a field read leads to: itself, or a const it is (one of the sources of). */
function sitesOf(read: NodePath<t.MemberExpression | t.OptionalMemberExpression>, isShown: IsShown): FallbackSite[] {
  const sameRead = (n: t.Node) => t.isNodesEquivalent(withoutTypeCasts(n as t.Expression) ?? n, read.node);
  if (shownFallback(read, sameRead, isShown)) return [{ value: read, read: read.node, exact: true }];
  let at: NodePath = read;
  let exact = true;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    while (at.parentPath && isLookupOr(at.parentPath.node)) {
      at = at.parentPath;
      exact = false;
    }
    const decl = at.parentPath;
    if (!decl?.isVariableDeclarator() || decl.node.init !== at.node || !t.isIdentifier(decl.node.id)) return [];
    const name = decl.node.id.name;
    const binding = decl.scope.getBinding(name);
    if (!binding || binding.kind !== 'const' || binding.constantViolations.length) return [];
    const same = (n: t.Node) => t.isIdentifier(n, { name });
    const out: FallbackSite[] = [];
    for (const ref of binding.referencePaths) {
      if (shownFallback(ref, same, isShown)) out.push({ value: ref as NodePath<t.Expression>, read: read.node, exact });
    }
    if (out.length) return out;
    // `const v = item.origin; const label = v;` is not followed further than one more const.
    if (binding.referencePaths.length !== 1) return [];
    at = binding.referencePaths[0];
  }
  return [];
}

export interface LookupFallbacks {
  /** Per component of the module: per prop, the fields of it shown as a lookup's fallback. */
  fields: Map<string, Map<string, Set<string>>>;
  sites: FallbackSite[];
}

/** The records' fields each component of a module shows as the fallback of a lookup by them. */
export function lookupFallbacks(ast: t.File, isShown: IsShown): LookupFallbacks {
  const fields = new Map<string, Map<string, Set<string>>>();
  const sites: FallbackSite[] = [];
  traverse(ast, {
    Function(p) {
      const name = declaredComponent(p);
      const param = p.node.params[0];
      if (!name || !param) return;
      // Asked again once the module's own extraction rewrote it: its bindings are read afresh.
      p.scope.crawl();
      // The records the component is handed: `{ item }` (prop `item`), or `props.item`.
      const records = propReads(p, param);
      for (const { prop, refs } of records) {
        for (const ref of refs) {
          const m = ref.parentPath;
          if (!m || !(m.isMemberExpression() || m.isOptionalMemberExpression()) || m.node.object !== ref.node || m.node.computed || !t.isIdentifier(m.node.property)) continue;
          if (/Key$/.test(m.node.property.name)) continue;
          const found = sitesOf(m as NodePath<t.MemberExpression | t.OptionalMemberExpression>, isShown);
          if (!found.length) continue;
          sites.push(...found);
          const byProp = fields.get(name) ?? new Map<string, Set<string>>();
          byProp.set(prop, (byProp.get(prop) ?? new Set()).add(m.node.property.name));
          fields.set(name, byProp);
        }
      }
    },
  });
  return { fields, sites };
}

/** `item.originKey` beside `item.origin` (optional when the read is). */
function keyRead(read: FallbackSite['read']): t.Expression {
  const key = t.identifier(`${(read.property as t.Identifier).name}Key`);
  return t.isOptionalMemberExpression(read) ? t.optionalMemberExpression(t.cloneNode(read.object), key, false, true) : t.memberExpression(t.cloneNode(read.object), key);
}

/**
 * Read each fallback through the record's key: `t(item.originKey, item.origin)` where the value is
 * the field, `t(origin === item.origin ? item.originKey : undefined, origin)` where the field is
 * one of its sources. Gives how many it rewrote.
 */
export function readFallbacksThroughKeys(sites: FallbackSite[], translator: (p: NodePath) => string | null): number {
  let n = 0;
  for (const s of sites) {
    const parent = s.value.parentPath?.node;
    if (t.isCallExpression(parent) && parent.arguments[1] === s.value.node) continue;
    const local = translator(s.value);
    if (!local) continue;
    const value = s.value.node;
    const key = s.exact ? keyRead(s.read) : t.conditionalExpression(t.binaryExpression('===', t.cloneNode(value), t.cloneNode(s.read)), keyRead(s.read), t.identifier('undefined'));
    s.value.replaceWith(t.callExpression(t.identifier(local), [key, t.cloneNode(value)]));
    s.value.skip();
    n++;
  }
  return n;
}
