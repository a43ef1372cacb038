import * as t from '@babel/types';
import { TRACKER_PACKAGES } from '../../../rules/data-layer/trackers.js';
import { removeJsx, traverse, unwrapJsx, type NodePath } from '../drop-pages/ast-kit.js';

export interface CodeTrackers {
  /** Trackers taken out, each with the line of its import. */
  removed: { name: string; line: number }[];
  /** Trackers still referenced in ways this edit does not take out (kept, with their import). */
  kept: { name: string; line: number }[];
}

/** The tracker local a call runs: `init(...)`, `posthog.init(...)`, `ReactGA.event(...)`. */
function calleeRoot(n: t.Node): string | null {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') return calleeRoot(n.object);
  if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') return calleeRoot(n.callee);
  return null;
}

/**
 * A source's own analytics wired in code (spec §4, §6.5: analytics are the SDK's `useTracker()`):
 * the tracker package's import goes with the elements it renders (`<Analytics />`) and the
 * statements that call it (`posthog.init(...)`, `ReactGA.send(...)`). A tracker used in any other
 * way is left as it is and reported, so nothing half-removed is left behind.
 */
export function removeCodeTrackers(ast: t.File): CodeTrackers {
  const out: CodeTrackers = { removed: [], kept: [] };
  const byLocal = new Map<string, { name: string; decl: t.ImportDeclaration }>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    const tracker = TRACKER_PACKAGES.find((k) => k.pkg.test(s.source.value));
    if (tracker) for (const sp of s.specifiers) byLocal.set(sp.local.name, { name: tracker.name, decl: s });
  }
  if (!byLocal.size) return out;
  const uses: NodePath[] = [];
  traverse(ast, {
    Identifier(p) {
      if (byLocal.has(p.node.name) && p.isReferencedIdentifier()) uses.push(p);
    },
    JSXIdentifier(p) {
      if (byLocal.has(p.node.name) && p.parentPath.isJSXOpeningElement()) uses.push(p);
    },
  });
  // A tracker's provider (`<PostHogProvider client={posthog}>…</PostHogProvider>`) is unwrapped to
  // its children: uses in its own attributes go with it.
  const providers = new Set(uses.filter((p) => p.isJSXIdentifier() && hasContent(p.parentPath.parentPath!.node as t.JSXElement)).map((p) => p.parentPath!.parentPath!.node));
  const inProviderProps = (p: NodePath) => !!p.findParent((a) => a.isJSXAttribute() && providers.has(a.parentPath!.parentPath!.node));
  // What each use takes out: the element it names, or the statement its call is.
  const plans = uses.map((p): NodePath | 'covered' | null => {
    if (p.isJSXIdentifier()) return p.parentPath.parentPath as NodePath;
    if (inProviderProps(p)) return 'covered';
    let top: NodePath = p;
    while (top.parentPath && (top.parentPath.isMemberExpression() || top.parentPath.isOptionalMemberExpression() || ((top.parentPath.isCallExpression() || top.parentPath.isOptionalCallExpression()) && top.key === 'callee'))) top = top.parentPath;
    const stmt = top.parentPath?.isAwaitExpression() ? top.parentPath.parentPath : top.parentPath;
    return stmt?.isExpressionStatement() && calleeRoot(top.node) ? stmt : null;
  });
  const decls = new Set([...byLocal.values()].map((v) => v.decl));
  for (const decl of decls) {
    const locals = decl.specifiers.map((sp) => sp.local.name);
    const mine = uses.map((u, i) => ({ u, plan: plans[i] })).filter(({ u }) => locals.includes(u.node.type === 'JSXIdentifier' || u.node.type === 'Identifier' ? u.node.name : ''));
    const where = { name: byLocal.get(locals[0])!.name, line: decl.loc?.start.line ?? 1 };
    if (mine.some(({ plan }) => !plan)) {
      out.kept.push(where);
      continue;
    }
    for (const { plan } of mine) {
      if (!plan || plan === 'covered' || plan.removed) continue;
      if (plan.isExpressionStatement()) plan.remove();
      else if (providers.has(plan.node)) unwrapJsx(plan as NodePath<t.JSXElement>);
      else removeJsx(plan);
    }
    ast.program.body = ast.program.body.filter((s) => s !== decl);
    out.removed.push(where);
  }
  return out;
}

const isBlank = (c: t.Node) => c.type === 'JSXText' && !c.value.trim();

/** Does an element wrap anything (children other than blank text)? */
function hasContent(el: t.JSXElement): boolean {
  return el.children.some((c) => !isBlank(c));
}

/** `navigator.sendBeacon`, `window.navigator.sendBeacon`, optional calls included. */
function isBeaconCallee(n: t.Node): boolean {
  if (n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') return false;
  if (n.computed || n.property.type !== 'Identifier' || n.property.name !== 'sendBeacon') return false;
  const o = n.object;
  if (o.type === 'Identifier') return o.name === 'navigator';
  return (o.type === 'MemberExpression' || o.type === 'OptionalMemberExpression') && !o.computed && o.property.type === 'Identifier' && o.property.name === 'navigator'
    && o.object.type === 'Identifier' && (o.object.name === 'window' || o.object.name === 'globalThis');
}

const isBeaconCall = (n: t.Node | null | undefined): boolean =>
  !!n && (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') && isBeaconCallee(n.callee);

/**
 * Beacons a source sends itself (`navigator.sendBeacon(url, blob)`, made for analytics on unload)
 * post to its own or a third-party collector; on the platform, analytics are `useTracker()`. A
 * statement that only sends a beacon (`navigator.sendBeacon?.(…)`, `navigator.sendBeacon && …`)
 * goes; a beacon whose result is used stays and is counted, for a limitation.
 */
export function removeBeacons(ast: t.File): { removed: number[]; kept: number[] } {
  const out = { removed: [] as number[], kept: [] as number[] };
  const visit = (p: NodePath) => {
    if (!isBeaconCall(p.node)) return;
    const line = p.node.loc?.start.line ?? 1;
    let top: NodePath = p;
    if (top.parentPath?.isAwaitExpression()) top = top.parentPath;
    // `navigator.sendBeacon && navigator.sendBeacon(...)`: the guard goes with its call.
    if (top.parentPath?.isLogicalExpression({ operator: '&&' }) && top.key === 'right') top = top.parentPath;
    if (top.parentPath?.isExpressionStatement()) {
      out.removed.push(line);
      top.parentPath.remove();
    } else out.kept.push(line);
  };
  traverse(ast, { CallExpression: visit, OptionalCallExpression: visit });
  return out;
}
