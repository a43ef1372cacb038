/**
 * Start-up time of the installed CLI (dist/, as `npx platform-convert` runs it): `--help`, and
 * `analyze` of a one-file site. Budget: 300 ms each (issue 16). Prints the median wall time and the
 * median CPU time (user + system, read from /proc after each run, so a machine loaded by other work
 * shows less in it than in wall time) over N runs, and the heavy packages each command loaded.
 *
 *   npm run build && node --import tsx bench/startup.ts [--runs 15]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');
const BIN = path.join(REPO, 'bin', 'platform-convert.js');
const BUDGET_MS = 300;
const HEAVY = ['ts-morph', 'typescript', 'parse5', 'remark-parse', 'unified', 'playwright-core', 'recast', '@babel/traverse', 'postcss', 'zod'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;

/** CPU seconds of this process's reaped children so far (Linux /proc; 0 elsewhere). */
function childCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After ") ": field 3 is the state, so cutime (16) and cstime (17) are at 13 and 14.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(args: string[]): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpu0 = childCpuMs();
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
    walls.push(performance.now() - t0);
    cpus.push(childCpuMs() - cpu0);
    if (r.status !== 0) throw new Error(`platform-convert ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

/** The heavy packages a command loads, read from an ESM load hook in a child process. */
function heavyLoaded(args: string[]): string[] {
  const hook = `data:text/javascript,${encodeURIComponent(
    `export async function load(u,c,n){ if(u.includes('/node_modules/')) process.stderr.write('LOADED '+u+'\\n'); return n(u,c); }`,
  )}`;
  const reg = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hook)});`)}`;
  const r = spawnSync(process.execPath, ['--import', reg, BIN, ...args], { encoding: 'utf8' });
  const pkgs = new Set<string>();
  for (const m of r.stderr.matchAll(/LOADED \S*\/node_modules\/((?:@[^/]+\/)?[^/]+)/g)) pkgs.add(m[1]);
  return HEAVY.filter((h) => pkgs.has(h));
}

if (!existsSync(path.join(REPO, 'dist', 'src', 'cli.js'))) {
  console.error('dist/ is not built: run `npm run build` first');
  process.exit(2);
}
const site = mkdtempSync(path.join(os.tmpdir(), 'pc-startup-'));
writeFileSync(path.join(site, 'index.html'), '<!doctype html>\n<html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1></body></html>\n');
try {
  const baseline = (() => {
    const walls: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      walls.push(performance.now() - t0);
    }
    return median(walls);
  })();
  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${RUNS} runs each`);
  console.log(`${'command'.padEnd(28)} ${'wall ms'.padStart(8)} ${'cpu ms'.padStart(8)}  budget ${BUDGET_MS} ms  heavy packages loaded`);
  console.log(`${'node -e 0 (floor)'.padEnd(28)} ${baseline.toFixed(0).padStart(8)}`);
  let over = false;
  for (const args of [['--help'], ['analyze', site]]) {
    const m = measure(args);
    const label = args[0] === 'analyze' ? 'analyze <one-file site>' : args.join(' ');
    const ok = m.wall <= BUDGET_MS;
    over ||= !ok;
    console.log(`${label.padEnd(28)} ${m.wall.toFixed(0).padStart(8)} ${m.cpu.toFixed(0).padStart(8)}  ${ok ? 'within' : 'OVER  '}           ${heavyLoaded(args).join(', ') || '(none)'}`);
  }
  process.exitCode = over ? 1 : 0;
} finally {
  rmSync(site, { recursive: true, force: true });
}
