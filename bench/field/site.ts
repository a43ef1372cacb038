/** One site through the whole flow: copy, survey, convert, install, verify, check. */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CliLauncher } from './cli.js';
import type { CorpusSite } from './corpus.js';
import { lastLines, run, type ProcResult } from './proc.js';
import { fillPo } from './pseudo-fill.js';
import { jsonFromStdout, readVerifyReport, type VerifyReport } from './verify-report.js';

const MINUTE = 60_000;
/** Per step; FIELD_STEP_MINUTES raises it on a machine under load (a 60-page verify ran past 10 minutes at load 30). */
const STEP_TIMEOUT = (Number(process.env.FIELD_STEP_MINUTES) || 10) * MINUTE;

export interface Step {
  /** Exit code; null when it timed out, was killed, or did not start. */
  exit: number | null;
  seconds: number;
  /** A one-line note when the step failed. */
  error?: string;
}

export interface SiteResult {
  name: string;
  origin: string;
  copy: string;
  themeDir: string;
  survey: Step;
  convert: Step;
  install: Step | null;
  verify: (Step & { report: VerifyReport | null }) | null;
  check: (Step & { errors: number | null }) | null;
  /** --pseudo: the translation round trip with a pseudo-translation (null without --pseudo). */
  pseudo: PseudoRound | null;
  /** Steps that failed, one line each ("install: ..."), for the reasons column. */
  problems: string[];
  seconds: number;
}

export interface PseudoRound {
  /** Strings exported per language (`translate --export`). */
  exported: Record<string, number>;
  /** Entries written into the dictionaries, and refused, by `translate --import`. */
  written: number;
  refused: number;
  /** The manifest's locales after the second convert. */
  locales: string[] | null;
  error?: string;
}

export interface SiteContext {
  repo: string;
  cli: CliLauncher;
  work: string;
  /** Where each step's whole output goes (`<work>/<name>.logs`). */
  logDir: string;
  keep: boolean;
  /** The SDK stand-in, packed (see packSdk). */
  sdkTarball: string;
  /** Run the pseudo translation round trip after convert, and verify with --pseudo. */
  pseudo: boolean;
  /** Progress line to stderr, prefixed with the site's place in the run. */
  log: (message: string) => void;
}

/** Build output folders we never copy: at the app root and in its client/ or frontend/ folder. */
const BUILD_DIRS = new Set(['dist', 'preview-dist']);
const APP_FOLDERS = new Set(['', 'client', 'frontend']);

function skipWhenCopying(appRoot: string, file: string): boolean {
  const base = path.basename(file);
  if (base === 'node_modules' || base === '.git') return true;
  return BUILD_DIRS.has(base) && APP_FOLDERS.has(path.relative(appRoot, path.dirname(file)));
}

/**
 * Why a platform-convert run failed, in one line: the steps its report marks failed, else its own
 * error line ("platform-convert: ..."), else the last line it printed.
 */
function failureNote(r: ProcResult): string {
  if (r.timedOut) return `timed out after ${Math.round(r.seconds)} s`;
  const failedSteps = [...r.stderr.matchAll(/^\| ([\w-]+) \| failed \|/gm)].map((m) => m[1]);
  if (failedSteps.length) return `failed steps: ${failedSteps.join(', ')}`;
  const own = r.stderr.split(/\r?\n/).filter((l) => l.startsWith('platform-convert:'));
  return own.at(-1) ?? (lastLines(r.stderr) || lastLines(r.stdout) || `exit ${r.code}`);
}

function toStep(r: ProcResult, what: string): Step {
  return { exit: r.code, seconds: r.seconds, error: r.code !== 0 ? `${what}: ${failureNote(r)}` : undefined };
}

/** Keep a step's whole output in the site's log folder (beside the copy: its git tree stays clean). */
async function saveLog(ctx: SiteContext, step: string, r: ProcResult): Promise<ProcResult> {
  await mkdir(ctx.logDir, { recursive: true });
  await writeFile(path.join(ctx.logDir, `${step}.log`), `exit ${r.code}${r.timedOut ? ' (timed out)' : ''}, ${r.seconds.toFixed(1)} s\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
  return r;
}

function git(copy: string, args: string[]): Promise<ProcResult> {
  return run('git', ['-c', 'commit.gpgsign=false', ...args], copy, MINUTE);
}

/** A fresh copy of the app folder, committed as "source" in its own new git repository. */
async function freshCopy(appRoot: string, copy: string): Promise<void> {
  await rm(copy, { recursive: true, force: true });
  await cp(appRoot, copy, { recursive: true, filter: (src) => !skipWhenCopying(appRoot, src) });
  await git(copy, ['init', '-q']);
  await git(copy, ['config', 'user.name', 'field-test']);
  await git(copy, ['config', 'user.email', 'field-test@localhost']);
  await commitAll(copy, 'source');
}

async function commitAll(copy: string, message: string): Promise<void> {
  await git(copy, ['add', '-A']);
  await git(copy, ['commit', '-q', '--allow-empty', '-m', message]);
}

/** `platform-convert <command> <copy> ...flags`, logged as <command>.log. */
async function cli(ctx: SiteContext, command: string, copy: string, flags: string[]): Promise<ProcResult> {
  return saveLog(ctx, command, await run(process.execPath, [...ctx.cli.nodeArgs, command, copy, ...flags], copy, STEP_TIMEOUT));
}

/** The theme's app folder: the first of copy, copy/client, copy/frontend with platform.json. */
function findThemeDir(copy: string): string {
  const found = ['', 'client', 'frontend'].map((d) => path.join(copy, d)).find((d) => existsSync(path.join(d, 'platform.json')));
  return found ?? copy;
}

/**
 * Point the theme's `platform-sdk` dependency at the local stand-in, packed (in the copy only). A
 * packed copy is installed as a registry package is; a `file:` link to the folder would let the
 * SDK resolve its own `react` from the repo's node_modules, and two Reacts break every hook.
 */
async function pointSdkAtFixture(themeDir: string, sdkTarball: string): Promise<void> {
  const file = path.join(themeDir, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const spec = `file:${sdkTarball}`;
  if (pkg.devDependencies?.['platform-sdk'] !== undefined) pkg.devDependencies['platform-sdk'] = spec;
  else pkg.dependencies = { ...pkg.dependencies, 'platform-sdk': spec };
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** `npm pack` of fixtures/platform-sdk into the work folder, once per run. */
export async function packSdk(repo: string, work: string): Promise<string> {
  await mkdir(work, { recursive: true });
  const r = await run('npm', ['pack', '--silent', '--pack-destination', work, path.join(repo, 'fixtures/platform-sdk')], work, MINUTE);
  const name = r.stdout.trim().split(/\r?\n/).pop() ?? '';
  if (r.code !== 0 || !name) throw new Error(`npm pack of the SDK stand-in failed: ${lastLines(r.stderr || r.stdout)}`);
  return path.join(work, name);
}

async function install(ctx: SiteContext, themeDir: string): Promise<Step> {
  if (!existsSync(path.join(themeDir, 'package.json'))) return { exit: null, seconds: 0, error: 'install: no package.json in the theme folder' };
  await pointSdkAtFixture(themeDir, ctx.sdkTarball);
  const npmArgs = ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps'];
  const r = await saveLog(ctx, 'install', await run('npm', npmArgs, themeDir, STEP_TIMEOUT));
  const step = toStep(r, 'install');
  if (step.error && !r.timedOut) step.error = `install: ${lastLines(r.stderr || r.stdout, 3)}`;
  return step;
}

async function verify(ctx: SiteContext, copy: string): Promise<Step & { report: VerifyReport | null }> {
  const r = await cli(ctx, 'verify', copy, ctx.pseudo ? ['--json', '--pseudo'] : ['--json']);
  const report = readVerifyReport(jsonFromStdout(r.stdout));
  const step = toStep(r, 'verify');
  if (!report) step.error = `verify: no JSON report (exit ${r.code}${r.timedOut ? ', timed out' : ''}): ${lastLines(r.stderr) || 'no output'}`;
  else if (!report.build.ok) step.error = `build: ${report.build.error ? lastLines(report.build.error) : 'failed'}`;
  else step.error = undefined; // exit 1 means failing pages; those are counted per page
  return { ...step, report };
}

async function check(ctx: SiteContext, copy: string): Promise<Step & { errors: number | null }> {
  const r = await cli(ctx, 'check', copy, ['--json']);
  const json = jsonFromStdout(r.stdout) as { diagnostics?: { severity?: string }[] } | null;
  const diagnostics = Array.isArray(json?.diagnostics) ? json.diagnostics : null;
  const step = toStep(r, 'check');
  if (diagnostics) step.error = undefined; // exit 1 is "errors remain": counted, not a crash
  return { ...step, errors: diagnostics ? diagnostics.filter((d) => d?.severity === 'error').length : null };
}

/** The manifest's locales (null when there is no platform.json or it does not parse). */
function manifestLocales(themeDir: string): string[] | null {
  try {
    const doc = JSON.parse(readFileSync(path.join(themeDir, 'platform.json'), 'utf8')) as { manifest?: { locales?: unknown } };
    return Array.isArray(doc.manifest?.locales) ? doc.manifest.locales.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * The Must show of issue 17: export the strings still missing, fill every entry with a
 * pseudo-translation, import them, and convert again so the manifest declares the locales the
 * dictionaries now complete. Never throws: a failure is the round's error.
 */
async function pseudoRound(ctx: SiteContext, copy: string): Promise<PseudoRound> {
  const round: PseudoRound = { exported: {}, written: 0, refused: 0, locales: null };
  const poDir = path.join(ctx.logDir, 'po');
  const exported = await cli(ctx, 'translate', copy, ['--export', poDir, '--json']);
  await rename(path.join(ctx.logDir, 'translate.log'), path.join(ctx.logDir, 'translate-export.log'));
  const out = jsonFromStdout(exported.stdout) as { exported?: { file: string; lang: string; entries: number }[] } | null;
  if (exported.code !== 0 || !out?.exported) return { ...round, error: `translate --export: ${failureNote(exported)}` };
  const filled: string[] = [];
  for (const e of out.exported) {
    round.exported[e.lang] = e.entries;
    const to = e.file.replace(/\.po$/, '.pseudo.po');
    await fillPo(e.file, to);
    filled.push(to);
  }
  if (filled.length) {
    const imported = await cli(ctx, 'translate', copy, ['--import', ...filled, '--json']);
    await rename(path.join(ctx.logDir, 'translate.log'), path.join(ctx.logDir, 'translate-import.log'));
    const back = jsonFromStdout(imported.stdout) as { imported?: { written: number; refused: unknown[] }[] } | null;
    if (!back?.imported) return { ...round, error: `translate --import: ${failureNote(imported)}` };
    round.written = back.imported.reduce((n, r) => n + r.written, 0);
    round.refused = back.imported.reduce((n, r) => n + r.refused.length, 0);
    await commitAll(copy, 'pseudo translations');
    const again = await cli(ctx, 'convert', copy, ['--yes']);
    await rename(path.join(ctx.logDir, 'convert.log'), path.join(ctx.logDir, 'convert-again.log'));
    if (again.code !== 0) round.error = `convert again: ${failureNote(again)}`;
  }
  round.locales = manifestLocales(findThemeDir(copy));
  return round;
}

/** Free the disk: node_modules of the copy and its app folders (screenshots and reports stay). */
async function dropNodeModules(copy: string): Promise<void> {
  for (const d of ['', 'client', 'frontend']) await rm(path.join(copy, d, 'node_modules'), { recursive: true, force: true });
}

/** The whole flow for one extracted site; never throws (a crash becomes a problem line). */
export async function runSite(site: CorpusSite, sitesDir: string, ctx: SiteContext): Promise<SiteResult> {
  const started = Date.now();
  const copy = path.join(ctx.work, site.name);
  const none: Step = { exit: null, seconds: 0 };
  const result: SiteResult = { name: site.name, origin: site.origin, copy, themeDir: copy, survey: none, convert: none, install: null, verify: null, check: null, pseudo: null, problems: [], seconds: 0 };
  const note = (step: Step | null) => step?.error && result.problems.push(step.error);
  try {
    await rm(ctx.logDir, { recursive: true, force: true });
    await freshCopy(path.join(sitesDir, site.name, site.subdir), copy);
    result.survey = toStep(await cli(ctx, 'survey', copy, ['--yes']), 'survey');
    note(result.survey);
    ctx.log(`survey exit ${result.survey.exit} (${Math.round(result.survey.seconds)} s)`);
    await commitAll(copy, 'survey');

    result.convert = toStep(await cli(ctx, 'convert', copy, ['--yes']), 'convert');
    note(result.convert);
    ctx.log(`convert exit ${result.convert.exit} (${Math.round(result.convert.seconds)} s)${result.convert.error ? `: ${result.convert.error}` : ''}`);

    if (ctx.pseudo && !result.convert.error) {
      await commitAll(copy, 'convert');
      result.pseudo = await pseudoRound(ctx, copy);
      if (result.pseudo.error) result.problems.push(result.pseudo.error);
      const p = result.pseudo;
      ctx.log(`pseudo round: exported ${Object.entries(p.exported).map(([l, n]) => `${l} ${n}`).join(', ') || 'nothing'}, ${p.written} written, ${p.refused} refused; locales [${p.locales?.join(', ') ?? '?'}]`);
    }

    result.themeDir = findThemeDir(copy);
    if (existsSync(path.join(result.themeDir, 'platform.json'))) {
      result.install = await install(ctx, result.themeDir);
      note(result.install);
      ctx.log(`install ${result.install.error ? 'failed' : 'ok'} (${Math.round(result.install.seconds)} s)`);
      if (!result.install.error) {
        result.verify = await verify(ctx, copy);
        note(result.verify);
        const v = result.verify.report;
        ctx.log(`verify exit ${result.verify.exit} (${Math.round(result.verify.seconds)} s)${v ? `: build ${v.build.ok ? 'ok' : 'failed'}, ${v.pages.filter((p) => p.pass).length}/${v.pages.length} pages clean` : ''}`);
      }
    } else if (!result.convert.error) {
      result.problems.push('convert: no platform.json written');
    }

    result.check = await check(ctx, copy);
    note(result.check);
    ctx.log(`check exit ${result.check.exit}: ${result.check.errors ?? '?'} errors (${Math.round(result.check.seconds)} s)`);
  } catch (e) {
    result.problems.push(`runner: ${(e as Error).message}`);
    ctx.log(`failed: ${(e as Error).message}`);
  } finally {
    if (!ctx.keep) await dropNodeModules(copy).catch(() => undefined);
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
