/**
 * `convert` per site as a user meets it (issue 18): a whole-process `convert --dry-run --yes
 * --force` of a copy of each field site, beside a whole-process floor (bench/convert-floor.mjs:
 * read the same script files, parse them through recast with @babel/parser and the same plugins,
 * print them with recast: what a jscodeshift run costs). Runs alternate floor / convert, N times
 * each; the median of each figure is shown (wall, CPU = user + system, max RSS, read by
 * /usr/bin/time). One more convert run with PLATFORM_CONVERT_COUNTS=1 gives the parse and print
 * counts. Target: convert <= 3x the floor per site.
 *
 *   npm run build && npm run bench:convert -- [--sites a,b] [--runs 3] [--corpus /work/field-sites]
 *     [--tsv ../shared/field-corpus.tsv] [--work /tmp/pc-convert-bench]
 *     [--bin other-checkout/bin/platform-convert.js]   (another build, e.g. main's, for a before/after)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCorpus } from './field/corpus.js';
import { listSiteFiles } from '../src/load/files.js';

const REPO = path.resolve(import.meta.dirname, '..');
const FLOOR = path.join(REPO, 'bench', 'convert-floor.mjs');
const TARGET = 3;
const DEFAULT_SITES = ['atlas-belle-boutique', 'audiomotivate', 'kebab-house', 'sama-shop', 'bistro-des-amis', 'forta-cosmetics'];

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

interface Run {
  wall: number;
  cpu: number;
  rssMb: number;
  stderr: string;
}

/** One whole process under /usr/bin/time: wall and CPU seconds, max RSS. */
function timed(args: string[], env: NodeJS.ProcessEnv = process.env): Run {
  const out = path.join(os.tmpdir(), `pc-convert-bench-time-${process.pid}`);
  const r = spawnSync('/usr/bin/time', ['-o', out, '-f', '%e %U %S %M', process.execPath, ...args], { encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const [wall, user, sys, rssKb] = readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  rmSync(out, { force: true });
  return { wall: wall * 1000, cpu: (user + sys) * 1000, rssMb: rssKb / 1024, stderr: r.stderr };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const med = (runs: Run[], k: 'wall' | 'cpu' | 'rssMb') => median(runs.map((r) => r[k]));

async function main() {
  if (!existsSync(path.join(REPO, 'dist', 'src', 'cli.js'))) {
    console.error('dist/ is not built: run `npm run build` first');
    process.exit(2);
  }
  const BIN = path.resolve(opt('bin', path.join(REPO, 'bin', 'platform-convert.js')));
  const sites = opt('sites', DEFAULT_SITES.join(',')).split(',').filter(Boolean);
  const runs = Number(opt('runs', '3'));
  const corpusDir = opt('corpus', '/work/field-sites');
  const corpus = readCorpus(opt('tsv', path.resolve(REPO, '..', 'shared', 'field-corpus.tsv')));
  const work = opt('work', path.join(os.tmpdir(), 'pc-convert-bench'));
  mkdirSync(work, { recursive: true });

  console.log(`${path.relative(process.cwd(), BIN) || BIN}`);
  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${runs} runs each (medians)`);
  const rows: Record<string, string | number>[] = [];
  let over = 0;
  for (const name of sites) {
    const row = corpus.find((c) => c.name === name);
    if (!row) throw new Error(`${name} is not in the corpus`);
    const copy = path.join(work, name);
    rmSync(copy, { recursive: true, force: true });
    cpSync(path.join(corpusDir, name, row.subdir), copy, { recursive: true, filter: (src) => path.basename(src) !== 'node_modules' && path.basename(src) !== '.git' });
    // The floor reads the scripts the loader keeps (the files convert parses).
    const { files } = await listSiteFiles(copy, { assets: false });
    const scripts = files.filter((f) => f.kind === 'script' && f.text !== undefined).map((f) => f.path);
    const list = path.join(work, `${name}.files`);
    writeFileSync(list, `${scripts.join('\n')}\n`);

    const floor: Run[] = [];
    const convert: Run[] = [];
    for (let i = 0; i < runs; i++) {
      floor.push(timed([FLOOR, copy, list]));
      convert.push(timed([BIN, 'convert', copy, '--dry-run', '--yes', '--force']));
    }
    const counted = timed([BIN, 'convert', copy, '--dry-run', '--yes', '--force'], { ...process.env, PLATFORM_CONVERT_COUNTS: '1' });
    const counts = /counts: (.*)$/m.exec(counted.stderr)?.[1] ?? '(no counts)';
    const ratio = med(convert, 'wall') / med(floor, 'wall');
    if (ratio > TARGET) over++;
    rows.push({
      site: name,
      scripts: scripts.length,
      'floor wall ms': Math.round(med(floor, 'wall')),
      'floor cpu ms': Math.round(med(floor, 'cpu')),
      'floor MB': Math.round(med(floor, 'rssMb')),
      'convert wall ms': Math.round(med(convert, 'wall')),
      'convert cpu ms': Math.round(med(convert, 'cpu')),
      'convert MB': Math.round(med(convert, 'rssMb')),
      'ms/file': Number((med(convert, 'wall') / scripts.length).toFixed(1)),
      'wall ratio': Number(ratio.toFixed(2)),
      'cpu ratio': Number((med(convert, 'cpu') / med(floor, 'cpu')).toFixed(2)),
    });
    // Each site's row as soon as it is measured (a long run that fails later keeps them).
    console.log(`${name}: ${JSON.stringify(rows.at(-1))}; ${counts}`);
  }
  console.table(rows);
  console.log(`target: convert <= ${TARGET}x the floor per site; ${over} of ${sites.length} site(s) over`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
