import path from 'node:path';
import type { Limitation } from '../../analyze/types.js';
import { isServerPath } from '../../analyze/facts/server-paths.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import type { MissingImport } from '../missing-imports/find.js';
import { dropMissingModules } from '../missing-imports/modules.js';
import { stagedImportSites } from '../vendor-removal/import-sources.js';
import { scripts } from '../vendor-removal/importers.js';
import { resolveIn } from '../vendor-removal/resolve.js';
import { runtimeLoads } from './find.js';

const COMPONENT_FILE = /(^|\/)[A-Z][\w-]*\.(jsx|tsx)$/;
const hostOf = (u: string) => new URL(u).host;

/**
 * The `remote-runtime` step: a component whose feature runs on code or a model it fetches from
 * another host at run time (a WebAssembly build on a CDN, a face-landmark model in a bucket)
 * cannot run in a theme (spec §1.3: no call to a host other than the platform's). The component
 * goes with its elements, imports and routes, as a Limitations row naming the hosts; a non-
 * component module doing so is only reported. Runs early, so later steps never see it.
 */
const remoteRuntimeStep = defineStep({
  id: 'remote-runtime',
  description: 'components that load code or models from another host at run time go with their elements (each a limitation)',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const { tree, site, analysis } = ctx;
    const appRoot = analysis.appRoot ?? site.appRoot;
    const root = appRoot && appRoot !== '.' ? appRoot + '/' : '';
    const scope = { appRoot, aliases: site.aliases };
    const files = scripts(tree).filter((f) => (!root || f.startsWith(root)) && !isServerPath(f.slice(root.length)));
    const loaders = new Map<string, { url: string; line: number }[]>();
    for (const f of files) {
      const ast = tree.ast(f);
      const loads = ast ? runtimeLoads(ast) : [];
      if (loads.length) loaders.set(f, loads);
    }
    if (!loaders.size) return { status: 'unnecessary' };
    const limitations: Limitation[] = [];
    const hosts = (f: string) => [...new Set(loaders.get(f)!.map((l) => hostOf(l.url)))].join(', ');
    const resolve = (from: string, spec: string) => resolveIn(scope, from, spec, (p) => tree.exists(p));
    const importers: MissingImport[] = [];
    for (const f of files) {
      const ast = tree.ast(f);
      if (!ast || loaders.has(f)) continue;
      for (const s of stagedImportSites(tree, f, ast)) {
        const target = resolve(f, s.source.value);
        if (!target || !loaders.has(target) || !COMPONENT_FILE.test(target) || s.kind !== 'import') continue;
        importers.push({ file: f, line: s.source.loc?.start.line ?? 0, spec: s.source.value, target, kind: 'script', site: s });
      }
    }
    for (const [f, loads] of loaders) {
      if (COMPONENT_FILE.test(f) && importers.some((m) => m.target === f)) continue;
      limitations.push({ file: f, line: loads[0].line, what: `loads code or a model from ${hosts(f)} at run time (${loads.map((l) => l.url).join(', ')})`, why: 'a theme calls no host other than the platform (review fails it); serve those files with the theme or remove the feature' });
    }
    if (!importers.length) return { status: 'partial', limitations };
    const r = dropMissingModules(tree, importers, {
      files,
      keptRoutes: analysis.pages.filter((p) => p.class !== 'drop' && p.route).map((p) => p.route!),
      resolve,
      reason: {
        what: (m) => `${path.posix.basename(m.target)} loads code or a model from ${hosts(m.target)} at run time`,
        why: 'a theme calls no host other than the platform (review fails it), so the feature cannot run; to keep it, serve those files with the theme and restore the component',
      },
    });
    limitations.push(...r.limitations);
    // The component goes once nothing uses it any more.
    const stillUsed = new Set(r.limitations.filter((l) => /is still used here/.test(l.what)).map((l) => importers.find((m) => m.file === l.file && m.line === l.line)?.target));
    const removed = [...new Set(importers.map((m) => m.target))].filter((f) => !stillUsed.has(f));
    for (const f of removed) tree.delete(f);
    return {
      status: stillUsed.size ? 'partial' : 'applied',
      limitations,
      notes: removed.map((f) => `${f} removed: it loads code or a model from ${hosts(f)} at run time`),
    };
  },
});

export default remoteRuntimeStep;
