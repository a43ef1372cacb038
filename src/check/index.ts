import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadSite, Site } from '../load/site.js';
import { buildBundle, type BundleFacts } from './bundle.js';
import { recordFollowUps } from './follow-ups.js';
import { summarize, type Summary } from './format.js';
import { runChecks } from './run.js';
import { readTokenConfig, type TokenConfig } from './token.js';
import type { ReviewCheck } from './types.js';

export interface CheckOptions {
  /** Build the theme and check the bundle and the installed SDK too. */
  build?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Called before the (slow) build starts. */
  onBuild?: (command: string) => void;
}

export interface CheckReport {
  root: string;
  diagnostics: Diagnostic[];
  summary: Summary;
  checks: ReviewCheck[];
  followUps: string[];
  /** THEME_CONVERSION.md, when follow-ups were recorded in it. */
  stateFile: string | null;
  bundle?: { built: boolean; command: string; files: { path: string; origin: 'build' | 'package' }[] };
  tokenConfig: TokenConfig;
}

/** The folders a theme's `.env.platform` and state file may live in: the app folder, then the repo root. */
export function themeDirs(root: string, appRoot: string): string[] {
  return appRoot ? [path.join(root, appRoot), root] : [root];
}

/** The review gate as a library call: load the theme once, optionally build it, run every check. */
export async function checkTheme(dirOrSite: string | Site, opts: CheckOptions = {}): Promise<CheckReport> {
  const site = dirOrSite instanceof Site ? dirOrSite : await loadSite(dirOrSite);
  const dirs = themeDirs(site.root, site.appRoot);
  const tokenConfig = await readTokenConfig(dirs, opts.env ?? process.env);
  let bundle: BundleFacts | undefined;
  if (opts.build) {
    opts.onBuild?.(site.packageJsons.get(site.appRoot)?.scripts?.build ? 'npm run build' : 'vite build');
    bundle = await buildBundle(site);
  }
  const result = await runChecks(site, { bundle, developerToken: tokenConfig.token });
  const stateFile = await recordFollowUps(site.root, dirs, result.followUps);
  return {
    root: site.root,
    diagnostics: result.diagnostics,
    summary: summarize(result.diagnostics, result.checks.filter((c) => (c.phase ?? 'source') === 'source' || bundle).length, site.files.length),
    checks: result.checks,
    followUps: result.followUps,
    stateFile,
    bundle: bundle && { built: bundle.built, command: bundle.command, files: bundle.entries.map((e) => ({ path: e.path, origin: e.origin })) },
    tokenConfig,
  };
}
