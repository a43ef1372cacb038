/**
 * `analyze` as users meet it: a cold whole process of the built CLI, beside a whole-process floor
 * (bench/floor-parse.mjs: readFileSync + @babel/parser parse of the same scripts, nothing else).
 * Runs are interleaved (floor, analyze, floor, analyze, ...) so both see the same machine load, each
 * under /usr/bin/time -v; the table gives medians of wall time, user+sys CPU and max RSS, and the
 * memory per script file.
 *
 *   npm run build && node --import tsx bench/analyze-process.ts [--runs 5] [--generated 2400] [--site <dir>]... [--before <bin>]
 *
 * `--before <path of another checkout's bin/platform-convert.js>` adds that CLI to the same
 * interleaved rounds (floor, before, analyze), for before/after figures under the same load.
 *
 * With no --site, measures the generated site (bench/generate-site.ts) and, when present, the field
 * corpus folder /work/field-sites as one folder (all real sites at once).
 * Targets (issue 18): analyze <= 2.0x the floor in wall time; <= 50 KB of memory per file. Each
 * round also runs both on a one-file site: that is the process's fixed part (runtime, modules, V8's
 * young generation), and "grown KB/script" is what the site adds above it, per script.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listSiteFiles } from '../src/load/files.js';
import { generateSite } from './generate-site.js';

const REPO = path.resolve(import.meta.dirname, '..');
const BIN = path.join(REPO, 'bin', 'platform-convert.js');
const FLOOR = path.join(REPO, 'bench', 'floor-parse.mjs');
const TIME = '/usr/bin/time';

const argv = process.argv.slice(2);
const num = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const sitesGiven = argv.flatMap((a, i) => (a === '--site' ? [argv[i + 1]] : []));
const RUNS = num('runs', 5);
const beforeAt = argv.indexOf('--before');
const BEFORE = beforeAt >= 0 ? path.resolve(argv[beforeAt + 1]) : null;

interface Run { wall: number; cpu: number; rssMb: number }

/** One command under `/usr/bin/time -v`: wall seconds, user+sys CPU seconds, max RSS in MB. */
function timed(args: string[]): Run {
  const r = spawnSync(TIME, ['-v', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const field = (label: string) => {
    const m = new RegExp(`${label}(?: \\([^)]*\\))?: (.+)`).exec(r.stderr);
    if (!m) throw new Error(`no "${label}" in time output`);
    return m[1].trim();
  };
  const clock = field('Elapsed \\(wall clock\\) time').split(':').map(Number);
  const wall = clock.reduce((acc, x) => acc * 60 + x, 0);
  return { wall, cpu: Number(field('User time')) + Number(field('System time')), rssMb: Number(field('Maximum resident set size')) / 1024 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const med = (runs: Run[]): Run => ({ wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)), rssMb: median(runs.map((r) => r.rssMb)) });

async function measure(label: string, dir: string, tmp: string): Promise<void> {
  const { files } = await listSiteFiles(dir, { assets: false });
  // The scripts analyze parses: every script but declaration files.
  const scripts = files.filter((f) => f.kind === 'script' && !f.path.endsWith('.d.ts'));
  const list = path.join(tmp, 'scripts.txt');
  writeFileSync(list, scripts.map((f) => f.abs).join('\n') + '\n');
  // The fixed cost of each process (runtime, modules, young generation), read on a one-file site:
  // memory per file is what a site adds above it.
  const oneSite = path.join(tmp, 'one-file-site');
  mkdirSync(oneSite, { recursive: true });
  writeFileSync(path.join(oneSite, 'main.jsx'), 'export default function App() { return <h1>Shop</h1>; }\n');
  const oneList = path.join(tmp, 'one-script.txt');
  writeFileSync(oneList, path.join(oneSite, 'main.jsx') + '\n');
  const floor: Run[] = [];
  const floorOne: Run[] = [];
  const before: Run[] = [];
  const analyze: Run[] = [];
  const analyzeOne: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(timed([FLOOR, list]));
    if (BEFORE) before.push(timed([BEFORE, 'analyze', dir, '--quiet']));
    analyze.push(timed([BIN, 'analyze', dir, '--quiet']));
    floorOne.push(timed([FLOOR, oneList]));
    analyzeOne.push(timed([BIN, 'analyze', oneSite, '--quiet']));
  }
  const f = med(floor);
  const a = med(analyze);
  const kb = (mb: number) => ((mb * 1024) / scripts.length).toFixed(1);
  const grown = (r: Run, one: Run[]) => kb(r.rssMb - med(one).rssMb);
  console.log(`\n${label}: ${scripts.length} scripts (${files.length} files read), ${RUNS} interleaved runs, medians`);
  console.log(`${''.padEnd(22)} ${'wall s'.padStart(7)} ${'cpu s'.padStart(7)} ${'max RSS MB'.padStart(11)} ${'KB/script'.padStart(10)} ${'1-file MB'.padStart(10)} ${'grown KB/script'.padStart(16)} ${'wall/floor'.padStart(11)} ${'cpu/floor'.padStart(10)}`);
  const rows: [string, Run, Run[]][] = [['floor (read + parse)', f, floorOne], ...(BEFORE ? [['analyze (before)', med(before), analyzeOne] as [string, Run, Run[]]] : []), ['analyze', a, analyzeOne]];
  for (const [name, r, one] of rows) {
    console.log(`${name.padEnd(22)} ${r.wall.toFixed(2).padStart(7)} ${r.cpu.toFixed(2).padStart(7)} ${r.rssMb.toFixed(0).padStart(11)} ${kb(r.rssMb).padStart(10)} ${med(one).rssMb.toFixed(0).padStart(10)} ${grown(r, one).padStart(16)} ${(r.wall / f.wall).toFixed(2).padStart(10)}x ${(r.cpu / f.cpu).toFixed(2).padStart(9)}x`);
  }
  console.log(`analyze / floor: wall ${(a.wall / f.wall).toFixed(2)}x (target <= 2.0x), cpu ${(a.cpu / f.cpu).toFixed(2)}x; ` +
    `memory ${kb(a.rssMb)} KB/script with the process's fixed part, ${grown(a, analyzeOne)} KB/script grown above a one-file run (target <= 50); ` +
    `${kb(a.rssMb - f.rssMb)} KB/script above the floor's`);
}

async function main() {
  if (!existsSync(path.join(REPO, 'dist', 'src', 'cli.js'))) {
    console.error('dist/ is not built: run `npm run build` first');
    process.exit(2);
  }
  if (!existsSync(TIME)) {
    console.error(`${TIME} not found (GNU time is needed for the -v figures)`);
    process.exit(2);
  }
  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pc-bench-'));
  try {
    const targets: [string, string][] = sitesGiven.map((s) => [s, path.resolve(s)]);
    if (!targets.length) {
      const total = num('generated', 2400);
      const siteDir = path.join(REPO, 'bench', '.generated', 'site');
      const pages = Math.round(total * 0.1);
      const hooks = Math.round(total * 0.1);
      await generateSite(siteDir, { pages, components: total - pages - hooks, hooks });
      targets.push([`generated site (${total} scripts asked)`, siteDir]);
      if (existsSync('/work/field-sites')) targets.push(['field corpus (/work/field-sites as one folder)', '/work/field-sites']);
    }
    for (const [label, dir] of targets) await measure(label, dir, tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
