/**
 * Benchmark: `analyze` on a large generated site, beside the floor (a bare @babel/parser parse of
 * the same files, in the same run). Usage: `npm run bench [-- --files 2400 --repeat 3]`.
 * Targets (issue 2): analyze <= 1.5x the floor; peak memory under 1.5 GB.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.join(here, '.generated', 'site');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function phase(name: string, repeat = 1): Record<string, number & Record<string, unknown>> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'phase.ts'), name, siteDir, String(repeat)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

async function main() {
  const total = arg('files', 2400);
  const repeat = arg('repeat', 3);
  const pages = Math.round(total * 0.1);
  const hooks = Math.round(total * 0.1);
  const written = await generateSite(siteDir, { pages, components: total - pages - hooks, hooks });
  console.error(`generated ${written} script files under ${path.relative(process.cwd(), siteDir)}`);

  const t = phase('time', repeat) as unknown as { files: number; floorMs: number; analyzeMs: number; floorCpuMs: number; analyzeCpuMs: number; extra: Record<string, number> };
  const floorMem = phase('floor-memory').maxRssMb;
  const mem = phase('memory').maxRssMb;
  const ratio = t.analyzeMs / t.floorMs;
  console.table([
    { phase: 'floor (bare parse)', files: t.files, 'wall ms': Math.round(t.floorMs), 'files/s': Math.round((t.files / t.floorMs) * 1000), 'peak RSS MB': Math.round(floorMem) },
    { phase: 'analyze', files: t.files, 'wall ms': Math.round(t.analyzeMs), 'files/s': Math.round((t.files / t.analyzeMs) * 1000), 'peak RSS MB': Math.round(mem) },
  ]);
  console.log(`analyze / floor = ${ratio.toFixed(2)}x (target <= 1.5x); analyze peak RSS ${Math.round(mem)} MB (target < 1536 MB)`);
  // Wall time is the target; CPU time (best run, all threads) says whether a swing is the machine's load.
  console.log(`CPU time: analyze / floor = ${(t.analyzeCpuMs / t.floorCpuMs).toFixed(2)}x (floor ${Math.round(t.floorCpuMs)} ms, analyze ${Math.round(t.analyzeCpuMs)} ms)`);
  console.log(`analysis found ${t.extra.pages} pages, ${t.extra.dataSites} data sites; ${t.extra.parses} parses for ${t.files} scripts`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
