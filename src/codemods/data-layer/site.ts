import type { Node } from '@babel/types';
import type { Analysis, DataSite } from '../../analyze/types.js';
import type { ConversionState } from '../../state/model.js';
import { decisionFor } from '../../state/queries.js';
import { RECIPES } from '../../../rules/data-layer/vendor-recipes.js';
import authCalls from '../../../rules/drop/auth-calls.js';
import { customStaticKind, customWriteWhy, isCustomEntity } from '../../../rules/data-layer/custom-content.js';
import type { FileContext, SiteResult } from './file-context.js';
import { callView, enclosingFunctions, rootAt, vendorExpression } from './locate.js';
import { opFor, surveySurface } from './ops.js';
import { rewriteRead } from './rewrite-read.js';
import { rewriteWrite } from './rewrite-write.js';

/** Short ids for the limitation comments, by site kind. */
const LIMIT_ID: Record<string, string> = { upload: 'file-upload', integration: 'integration', realtime: 'realtime', auth: 'auth', function: 'server-function', read: 'no-sdk-read', write: 'no-sdk-write' };

/** The kind of source records (src/codemods/preview/source-data.ts) a static read shows. */
const STATIC_KIND: Record<string, string> = { useProducts: 'products', useCollections: 'collections', useFaqs: 'faqs', 'content.blog': 'blog', 'content.careers': 'careers' };

/**
 * Can drop-pages remove this auth call? Vendor calls yes (its rules remove them or mark them); an
 * HTTP call only when an auth-call operation rule knows its endpoint (`POST /api/auth/logout`).
 * Any other (`POST /api/analytics/session`) would be left running: it is made inert here.
 */
const dropPagesTakes = (site: DataSite) => !/^[A-Z]+ \//.test(site.operation ?? '') || authCalls.operations.some((r) => r.operation.test(site.operation!));

/** Files whose page is dropped (auth, account, admin): their calls go with the page. */
export function droppedFiles(analysis: Analysis): Set<string> {
  return new Set([...analysis.pages.filter((p) => p.class === 'drop').map((p) => p.file), ...analysis.authFiles]);
}

/** One data site: converted to an SDK hook, made static, dropped, or made inert as a limitation. */
export function convertSite(fc: FileContext, site: DataSite, analysis: Analysis, state: ConversionState, dropped: Set<string>): SiteResult {
  // Auth in a kept file goes with drop-pages, which removes the call with the sign-in state,
  // controls and branches around it; made inert here, the call would hide them from it.
  if (site.kind === 'auth' && !dropped.has(site.file) && dropPagesTakes(site)) return { site, status: 'handed-off', why: 'removed by drop-pages with the sign-in state around it (spec §1.2: the platform owns identity)' };
  const root = rootAt(fc.ast, site.line, site.column ?? 1);
  if (!root) return { site, status: 'limitation', why: 'the call was not found where the analysis placed it (the file changed): convert it by hand' };
  const node: Node = vendorExpression(root, fc.parents);
  fc.roots.add((root as { name: string }).name);
  const call = callView(node, site.operation ?? '');
  call.resolve = (n) => resolveLocal(n, node, fc);
  call.definition = () => fc.definitionOf?.((root as { name: string }).name) ?? null;
  const surface = surveySurface(site);
  const decision = surface ? decisionFor(state, surface) : null;

  if (dropped.has(site.file) || decision === 'drop') {
    const done = fc.makeInert(site, node, call);
    return done ? { site, status: 'dropped', why: dropped.has(site.file) ? 'the page is dropped' : `the ${surface} surface is dropped` } : limitation(fc, site, node, 'dropped surface, but the call could not be made inert');
  }
  if (decision === 'static' && site.kind === 'read') {
    // The source's own seed or mock records stay as the surface's content when it has any.
    const kind = STATIC_KIND[site.sdkEquivalent] ?? null;
    const seed = kind && fc.staticData ? fc.staticData(site.surface === 'services' && kind === 'products' ? 'services' : kind) : null;
    const done = fc.makeInert(site, node, call, seed ?? undefined);
    return done ? { site, status: 'static', why: `the ${surface} surface is static: the markup stays, its data becomes editable content` } : limitation(fc, site, node, 'static surface, but the call could not be made inert');
  }
  // Spec §1 rule 8: a custom entity's list becomes static, editable content (its seed records, else
  // placeholders); a one-row read (`.single()`) shows the first of them.
  if (site.kind === 'read' && isCustomEntity(site) && fc.staticData) {
    const seed = fc.staticData(customStaticKind(site.entity!), site.entity!);
    const done = fc.makeInert(site, node, call, seed ?? undefined);
    if (done) return { site, status: 'static', why: `custom content with no SDK resource: its ${site.entity} records become static, editable content` };
  }
  const op = site.sdkEquivalent === 'none' ? null : opFor(site);
  let result: SiteResult | null = null;
  if (op && RECIPES[site.vendor]) result = op.kind === 'read' ? rewriteRead(fc, site, node, call, op) : rewriteWrite(fc, site, node, call, op);
  if (result && result.status !== 'limitation') return result;
  const custom = site.kind === 'write' && isCustomEntity(site) ? customWriteWhy(site.entity!) : null;
  const why = result?.why ?? custom ?? site.limitation ?? `${site.sdkEquivalent === 'none' ? 'no SDK equivalent' : `${site.sdkEquivalent} has no rewrite for this call`}`;
  const inert = fc.makeInert(site, node, call);
  return limitation(fc, site, node, inert ? why : `${why} (the call is left in place)`);
}

function limitation(fc: FileContext, site: DataSite, node: Node, why: string): SiteResult {
  // Auth calls are fully handled by removal (the platform owns identity): no marker needed.
  if (site.kind !== 'auth') fc.markLimitation(node, LIMIT_ID[site.kind] ?? 'no-sdk', `${site.vendor} ${site.operation ?? ''}: ${why}`);
  // Uploads already get their question from the state (drop it or reference the file in a lead payload).
  const question = site.kind === 'function' || site.kind === 'integration' ? `${site.file}:${site.line}: ${site.vendor} ${site.operation}: drop this behaviour, or have the brand set it up on the platform?`
    : undefined;
  return { site, status: 'limitation', why, question };
}

/** A local `const x = value` seen from `at` (nearest enclosing block first), else the node itself. */
function resolveLocal(n: Node, at: Node, fc: FileContext): Node {
  if (n.type !== 'Identifier') return n;
  // Every block around the call, innermost first: a function's body, and a `try` or `if` block in
  // it (`try { const ref = doc(db, 'p', id); await getDoc(ref) }`).
  for (let p = fc.parents.get(at); p?.parent; p = fc.parents.get(p.parent)) {
    const block = p.parent;
    if (block.type !== 'BlockStatement') continue;
    for (const s of block.body) {
      if (s.type !== 'VariableDeclaration' || s.kind !== 'const') continue;
      for (const d of s.declarations) if (d.id.type === 'Identifier' && d.id.name === n.name && d.init) return d.init;
    }
  }
  return n;
}
