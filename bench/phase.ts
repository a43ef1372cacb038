/**
 * Benchmark phases, each in a fresh process.
 * - `time`: alternates the floor (same file discovery, then one bare @babel/parser parse per script)
 *   and the real analyzer, `repeat` times each, in ONE process, so both see the same machine load;
 *   prints the best wall time of each.
 * - `memory`: one analyze run alone; prints the process's peak RSS.
 * - `floor-memory`: one floor run alone; prints its peak RSS.
 */
import { parse } from '@babel/parser';
import { listSiteFiles } from '../src/load/files.js';
import { babelOptions } from '../src/load/parse.js';
import { loadSite } from '../src/load/site.js';
import { analyzeSite } from '../src/analyze/index.js';

const [phase, dir, repeatArg] = process.argv.slice(2);
const repeat = Number(repeatArg ?? 3);

async function floorOnce(): Promise<number> {
  const { files } = await listSiteFiles(dir);
  let n = 0;
  for (const f of files) {
    if (f.kind !== 'script' || f.text === undefined) continue;
    parse(f.text, babelOptions(f.path, false));
    n++;
  }
  return n;
}

async function analyzeOnce() {
  const site = await loadSite(dir);
  const a = await analyzeSite(site);
  return { files: site.scripts.length, pages: a.pages.length, dataSites: a.dataSites.length, parses: site.parseCount };
}

/** Wall ms, process CPU ms (all threads: GC helpers count) and the result of one run. */
async function timed<T>(fn: () => Promise<T>): Promise<[number, number, T]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [wall, (c.user + c.system) / 1000, r];
}

async function main() {
  if (phase === 'time') {
    let floor = Infinity;
    let analyze = Infinity;
    // CPU time too: on a shared, loaded machine wall time swings with other processes.
    let floorCpu = Infinity;
    let analyzeCpu = Infinity;
    let files = 0;
    let extra = {};
    // Warm-up: module loading and JIT are start-up costs, not per-site costs.
    await floorOnce();
    await analyzeOnce();
    for (let i = 0; i < repeat; i++) {
      const [tf, cf, n] = await timed(floorOnce);
      const [ta, ca, r] = await timed(analyzeOnce);
      floor = Math.min(floor, tf);
      analyze = Math.min(analyze, ta);
      floorCpu = Math.min(floorCpu, cf);
      analyzeCpu = Math.min(analyzeCpu, ca);
      files = n;
      extra = r;
    }
    process.stdout.write(JSON.stringify({ files, floorMs: floor, analyzeMs: analyze, floorCpuMs: floorCpu, analyzeCpuMs: analyzeCpu, extra }) + '\n');
    return;
  }
  if (phase === 'memory') await analyzeOnce();
  else await floorOnce();
  process.stdout.write(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 }) + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
