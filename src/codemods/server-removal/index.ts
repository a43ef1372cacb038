import path from 'node:path';
import type { DataSite, Limitation, ServerKind } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { importersOf } from '../vendor-removal/importers.js';
import { serverScriptEdits } from './scripts.js';

/** What each kind of server logic becomes on the platform (spec §1 rule 7), or why it cannot. */
const KIND_FATE: Record<ServerKind, { moved: boolean; text: string }> = {
  routes: { moved: true, text: 'server routes: each route the client used maps to the SDK call that replaced it (see the data-layer sites)' },
  database: { moved: true, text: 'database: the platform is the backend; catalogue, orders and leads live there' },
  schema: { moved: true, text: 'schema: dropped; its field names are mapped once in the theme\'s helper module (src/lib/platform-data)' },
  sessions: { moved: true, text: 'sessions and login: the platform owns identity (spec §1.2)' },
  uploads: { moved: false, text: 'file uploads have no storefront endpoint: dropped, or the file is referenced in a lead payload (spec §1.8)' },
  email: { moved: false, text: 'e-mail sending has no SDK equivalent: leads and bookings create records the brand is notified of on the platform' },
  sms: { moved: false, text: 'SMS sending has no SDK equivalent' },
  payments: { moved: true, text: 'payments and price maths: useCheckout places the order and the platform recomputes totals, fees and discounts; the gateway is the brand\'s' },
};

/** Is `file` one of the server paths (a folder or a file)? */
const underAny = (file: string, paths: string[]) => paths.some((p) => file === p || file.startsWith(`${p.replace(/\/$/, '')}/`));

/** `METHOD /api/x → useX` for each client call of an own-server route. */
export function routeMap(sites: DataSite[]): string[] {
  const seen = new Set<string>();
  for (const s of sites) {
    const op = s.operation ?? '';
    if (!/^(GET|POST|PUT|PATCH|DELETE) \//.test(op)) continue;
    seen.add(`${op} → ${s.sdkEquivalent === 'none' ? `limitation (${s.limitation ?? 'no SDK equivalent'})` : s.sdkEquivalent}`);
  }
  return [...seen].sort();
}

export interface ServerRemoval {
  deleted: string[];
  kept: { file: string; usedBy: string[] }[];
  scripts: string[];
}

/** Delete the server's files (keeping any the client still imports) and its package scripts. */
export function removeServer(tree: StagedTree, paths: string[], appRoot?: string): ServerRemoval {
  const files = tree.list().filter((f) => underAny(f, paths));
  const deleted: string[] = [];
  const kept: ServerRemoval['kept'] = [];
  const clientUses = (f: string) => importersOf(tree, { path: f }, appRoot).filter((u) => !underAny(u.file, paths) && u.used.length);
  for (const f of files) {
    const users = clientUses(f);
    if (users.length) kept.push({ file: f, usedBy: users.map((u) => u.file) });
    else { tree.delete(f); deleted.push(f); }
  }
  const scripts: string[] = [];
  for (const pj of tree.list().filter((p) => path.posix.basename(p) === 'package.json' && !p.includes('node_modules/'))) {
    const text = tree.read(pj);
    if (!text) continue;
    const r = serverScriptEdits(text, paths);
    if (r.changed.length) { tree.write(pj, r.text); scripts.push(...r.changed.map((s) => `${pj}#${s}`)); }
  }
  return { deleted, kept, scripts };
}

/**
 * The `server-removal` step (issue 4, spec §1 rule 7): a source with its own server loses it; each
 * kind of server logic is recorded as moved to the platform or as a limitation, with one Design
 * note mapping the routes the client used to their SDK replacements.
 */
const serverRemoval = defineStep({
  id: 'server-removal',
  description: 'remove the source\'s own server; record where its logic went',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const server = ctx.analysis.server;
    if (!server.present || !server.paths.length) return { status: 'unnecessary' };
    const r = removeServer(ctx.tree, server.paths, ctx.analysis.appRoot);
    const at = server.paths[0];
    const limitations: Limitation[] = server.kinds.filter((k) => !KIND_FATE[k].moved).map((k) => ({ file: at, line: 0, what: `server ${k}`, why: KIND_FATE[k].text }));
    for (const k of r.kept) limitations.push({ file: k.file, line: 0, what: 'server module kept', why: `the client still imports it (${k.usedBy.join(', ')}): move what it needs into the theme` });
    const routes = routeMap(ctx.analysis.dataSites);
    const note = `server removed (${server.paths.join(', ')}): ${server.kinds.map((k) => KIND_FATE[k].text).join('; ')}${routes.length ? `. Routes: ${routes.join('; ')}` : ''}`;
    if (!ctx.state.designNotes.some((n) => n.startsWith('server removed ('))) ctx.state.designNotes.push(note);
    const did = r.deleted.length || r.scripts.length;
    return { status: did ? 'applied' : 'unnecessary', limitations, notes: [note] };
  },
});

export default serverRemoval;
