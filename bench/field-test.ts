/**
 * Field test: every extracted corpus site through survey, convert, install, verify and check, in
 * scratch copies under --work; writes the table to --out and the raw results beside the copies.
 * Usage: `npm run field -- <dir-with-extracted-sites> [--sites a,b] [--jobs 2] [--work /tmp/field-run] [--out bench/field-results.md] [--keep] [--pseudo]`
 * (see ../shared/FIELD.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cliLauncher, repoRoot } from './field/cli.js';
import { readCorpus, type CorpusSite } from './field/corpus.js';
import { parseOptions, type FieldOptions } from './field/options.js';
import { killAll } from './field/proc.js';
import { renderMarkdown, siteTable, type RunInfo } from './field/report.js';
import { packSdk, runSite, type SiteContext, type SiteResult } from './field/site.js';

/** The corpus sites that are extracted under sitesDir (and named by --sites, when given). */
function selectSites(corpus: CorpusSite[], opts: FieldOptions): CorpusSite[] {
  for (const name of opts.only ?? []) {
    if (!corpus.some((s) => s.name === name)) console.error(`field: ${name} is not in the corpus; skipped`);
  }
  const wanted = corpus.filter((s) => !opts.only || opts.only.includes(s.name));
  for (const s of wanted) {
    if (!existsSync(path.join(opts.sitesDir, s.name))) console.error(`field: ${s.name} is not extracted under ${opts.sitesDir}; skipped`);
  }
  return wanted.filter((s) => existsSync(path.join(opts.sitesDir, s.name)));
}

/** `abc1234`, plus "(+ uncommitted changes)" when the work tree is dirty (read-only git calls). */
function projectCommit(repo: string): string {
  const git = (args: string[]) => execFileSync('git', ['-C', repo, '--no-optional-locks', ...args], { encoding: 'utf8' }).trim();
  try {
    return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' (+ uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Run `task` over `items`, at most `jobs` at once, keeping the input order in the output. */
async function pool<T, R>(items: T[], jobs: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
  return out;
}

/** Refuse a work folder inside the project: site code must never land in the repo. */
function assertOutsideRepo(dir: string, repo: string): void {
  const rel = path.relative(repo, dir);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) throw new Error(`--work ${dir} is inside the project; pick a folder outside it (default /tmp/field-run)`);
}

async function main(): Promise<void> {
  const repo = repoRoot;
  const opts = parseOptions(process.argv.slice(2), repo);
  assertOutsideRepo(opts.work, repo);
  const sites = selectSites(readCorpus(opts.corpus), opts);
  if (sites.length === 0) throw new Error(`no selected corpus site is extracted under ${opts.sitesDir}`);
  await mkdir(opts.work, { recursive: true });

  const cli = cliLauncher(repo);
  const sdkTarball = await packSdk(repo, opts.work);
  const info: RunInfo = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    commit: projectCommit(repo),
    command: ['npm run field --', ...process.argv.slice(2)].join(' '),
    cli: cli.describe,
  };
  console.error(`field: ${sites.length} sites, ${opts.jobs} at a time, copies in ${opts.work}; platform-convert from ${cli.describe}`);

  const results: SiteResult[] = await pool(sites, opts.jobs, (site, i) => {
    const prefix = `[${i + 1}/${sites.length}] ${site.name}:`;
    const ctx: SiteContext = { repo, cli, work: opts.work, logDir: path.join(opts.work, `${site.name}.logs`), keep: opts.keep, pseudo: opts.pseudo, sdkTarball, log: (m) => console.error(`${prefix} ${m}`) };
    return runSite(site, opts.sitesDir, ctx).then((r) => {
      ctx.log(`done in ${Math.round(r.seconds)} s${r.problems.length ? ` (${r.problems.length} failed steps)` : ''}`);
      return r;
    });
  });

  const json = path.join(opts.work, 'field-results.json');
  await writeFile(json, `${JSON.stringify({ ...info, results }, null, 2)}\n`);
  await mkdir(path.dirname(opts.out), { recursive: true });
  await writeFile(opts.out, renderMarkdown(results, info));
  console.log(siteTable(results));
  console.error(`field: table in ${opts.out}, raw results in ${json}`);
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});

main().catch((e: Error) => {
  killAll();
  console.error(`field: ${e.message}`);
  process.exit(1);
});
