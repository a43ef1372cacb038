import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import dropPages, { danglingImports, DROP_RULES, importSpecs, stagedResolver } from '../../src/codemods/drop-pages/index.js';
import { memberPath, traverse } from '../../src/codemods/drop-pages/ast-kit.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { PIPELINE } from '../../src/convert/steps.js';
import type { StepContext } from '../../src/convert/step.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { loadSite } from '../../src/load/site.js';
import { emptyState } from '../../src/state/index.js';
import { reviewChecks, runChecks } from '../../src/check/run.js';
import { copyToTemp, REPO, writeChanges, type ThemeDir } from '../helpers/build-theme.js';

const SITES = path.join(REPO, 'fixtures', 'sites');
const sites = readdirSync(SITES).sort();
const dataLayer = PIPELINE.find((s) => s.id === 'data-layer');
const temps: ThemeDir[] = [];
afterAll(async () => {
  for (const t of temps) await t.cleanup?.();
});

type Ctx = StepContext & { tree: MemoryTree; dir: string };

async function contextFor(site: string): Promise<Ctx> {
  const tmp = await copyToTemp(path.join(SITES, site));
  temps.push(tmp);
  return contextAt(tmp.dir);
}

async function contextAt(dir: string): Promise<Ctx> {
  const loaded = await loadSite(dir, { mode: 'edit' });
  const analysis = await analyzeSite(loaded);
  return { site: loaded, tree: new MemoryTree(loaded), analysis, state: emptyState(), logger: memoryLogger(), dir };
}

const quoted = (s: string) => [`"${s}"`, `'${s}'`, `\`${s}\``];

/** The path of an HTTP auth operation (`POST /api/auth/logout` → `/api/auth/logout`). */
const endpointOf = (op: string | undefined) => /^[A-Z]+ (\/\S+)$/.exec(op ?? '')?.[1] ?? null;

/**
 * Auth calls (rules/drop/auth-calls, or a call naming an auth endpoint of the analysis) and
 * `useState` about who is signed in (rules/drop/auth-state names) in files that had auth sites.
 */
function authLeftovers(ctx: Ctx): string[] {
  const endpoints = new Set(ctx.analysis.dataSites.filter((d) => d.kind === 'auth').map((d) => endpointOf(d.operation)).filter((e): e is string => !!e));
  const authFiles = new Set(ctx.analysis.dataSites.filter((d) => d.kind === 'auth').map((d) => d.file));
  const out: string[] = [];
  for (const file of ctx.tree.list()) {
    if (!/\.(m|c)?[jt]sx?$/.test(file) || file.includes('node_modules/') || /(^|\/)(server|supabase|base44|functions)\//.test(file)) continue;
    const ast = ctx.tree.ast(file);
    if (!ast) continue;
    traverse(ast, {
      CallExpression(p) {
        const callee = memberPath(p.node.callee) ?? '';
        const line = p.node.loc?.start.line ?? 0;
        if (DROP_RULES.calls.calls.some((c) => c.callee.test(callee))) out.push(`${file}:${line} calls ${callee}()`);
        for (const a of p.node.arguments) {
          if (a.type === 'StringLiteral' && endpoints.has(a.value)) out.push(`${file}:${line} calls ${a.value}`);
        }
      },
      VariableDeclarator(p) {
        const { id, init } = p.node;
        if (!authFiles.has(file) || id.type !== 'ArrayPattern' || init?.type !== 'CallExpression' || !/(^|\.)useState$/.test(memberPath(init.callee) ?? '')) return;
        const value = id.elements[0];
        if (value?.type === 'Identifier' && DROP_RULES.state.stateNames.test(value.name)) out.push(`${file}:${p.node.loc?.start.line ?? 0} keeps ${value.name} state`);
      },
    });
  }
  return out;
}

/** After the step: no file, route, link or import of a dropped auth page, and every import resolves. */
async function expectClean(ctx: Ctx, withDataLayer: boolean) {
  if (withDataLayer && dataLayer) await dataLayer.run(ctx);
  const before = stagedResolver(ctx.tree, ctx.site.aliases);
  const result = await dropPages.run(ctx);
  expect(result.status, JSON.stringify(result.limitations)).not.toBe('failed');
  const authPages = ctx.analysis.pages.filter((p) => p.class === 'drop' && (p as { rule?: string }).rule !== 'not-found');
  for (const p of authPages) expect(ctx.tree.exists(p.file), `${p.file} is deleted`).toBe(false);
  expect(danglingImports(ctx.tree, ctx.site.aliases, before)).toEqual([]);
  const deleted = new Set(ctx.tree.changes().filter((c) => c.kind === 'delete').map((c) => (c as { path: string }).path));
  for (const file of ctx.tree.list()) {
    const ast = /\.(m|c)?[jt]sx?$/.test(file) && !file.includes('node_modules/') ? ctx.tree.ast(file) : null;
    if (!ast) continue;
    for (const { spec } of importSpecs(ast)) {
      const target = before(file, spec);
      expect(target && deleted.has(target) ? `${file} imports ${spec}` : null).toBeNull();
    }
    if (/(^|\/)(server|supabase|base44)\//.test(file)) continue;
    const text = ctx.tree.read(file) ?? '';
    for (const p of authPages) {
      if (!p.route || p.route === '*') continue;
      for (const q of quoted(p.route)) expect(text.includes(q) ? `${file} names ${p.route}` : null).toBeNull();
      const name = p.route.replace(/^\//, '');
      expect(new RegExp(`createPageUrl\\(["'\`]${name}["'\`?]`).test(text) ? `${file} links ${name}` : null).toBeNull();
    }
  }
  // Identity is the platform's: no auth call and no signed-in state is left in the storefront.
  expect(authLeftovers(ctx)).toEqual([]);

  // A second run over the same analysis has nothing left to do.
  const changes = JSON.stringify(ctx.tree.changes());
  await dropPages.run(ctx);
  expect(JSON.stringify(ctx.tree.changes())).toBe(changes);

  // On disk: the review gate finds no auth page, and analysing again finds nothing more to drop.
  await writeChanges(ctx.dir, ctx.tree.changes());
  const again = await contextAt(ctx.dir);
  const check = (await reviewChecks()).filter((c) => c.id === 'no-auth-pages');
  const found = await runChecks(again.site, { checks: check });
  expect(found.diagnostics.filter((d) => d.ruleId === 'no-auth-pages').map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
  await dropPages.run(again);
  expect(again.tree.changes().map((c) => (c.kind === 'rename' ? c.to : c.path))).toEqual([]);
}

describe('drop-pages on every fixture site', () => {
  for (const site of sites) {
    it(`${site}: no auth page, route, link or dangling import is left`, async () => {
      await expectClean(await contextFor(site), false);
    }, 60_000);
    if (dataLayer) {
      it(`${site}: the same after the data-layer step`, async () => {
        await expectClean(await contextFor(site), true);
      }, 60_000);
    }
  }
});
