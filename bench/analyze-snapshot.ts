/**
 * Output guard for analyzer speed work: save `analyze --json` of every field site, then compare
 * two saved sets file by file. A speed change must leave every output byte for byte the same.
 *
 *   node --import tsx bench/analyze-snapshot.ts save <out-dir> [--sites /work/field-sites] [--tsx]
 *   node --import tsx bench/analyze-snapshot.ts compare <before-dir> <after-dir>
 *
 * `save` runs the built CLI (bin/, dist/) on each site's app folder (column 4 of
 * field-corpus.tsv, when that file is found) and on the whole sites folder as one, or `src/cli.ts`
 * under tsx with `--tsx`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');
const [mode, a, b] = process.argv.slice(2);
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** App subfolder per site name, from the corpus table ('' = the site's root). */
function appFolders(sitesRoot: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const tsv of [path.join(sitesRoot, '..', 'shared', 'field-corpus.tsv'), '/work/shared/field-corpus.tsv']) {
    if (!existsSync(tsv)) continue;
    for (const line of readFileSync(tsv, 'utf8').split('\n').slice(1)) {
      const cols = line.split('\t');
      if (cols[0]) out.set(cols[0], cols[3] ?? '');
    }
    break;
  }
  return out;
}

function save(outDir: string): void {
  const sitesRoot = flag('sites') ?? '/work/field-sites';
  const subs = appFolders(sitesRoot);
  const cli = process.argv.includes('--tsx') ? ['--import', 'tsx', path.join(REPO, 'src', 'cli.ts')] : [path.join(REPO, 'bin', 'platform-convert.js')];
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(sitesRoot).sort()) {
    const dir = path.join(sitesRoot, name, subs.get(name) ?? '');
    const r = spawnSync(process.execPath, [...cli, 'analyze', dir, '--json', '--quiet'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    writeFileSync(path.join(outDir, `${name}.json`), r.stdout);
    writeFileSync(path.join(outDir, `${name}.exit`), `${r.status}\n`);
    console.log(`${name.padEnd(28)} exit ${r.status}  ${r.stdout.length} bytes`);
  }
  // The whole corpus as one folder: the large-site case (thousands of files, many package.jsons).
  const r = spawnSync(process.execPath, [...cli, 'analyze', sitesRoot, '--json', '--quiet'], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  writeFileSync(path.join(outDir, '_all.json'), r.stdout);
  writeFileSync(path.join(outDir, '_all.exit'), `${r.status}\n`);
  console.log(`${'(all sites as one folder)'.padEnd(28)} exit ${r.status}  ${r.stdout.length} bytes`);
}

function compare(before: string, after: string): number {
  const names = new Set([...readdirSync(before), ...readdirSync(after)].filter((n) => /\.(json|exit)$/.test(n)));
  let differ = 0;
  for (const n of [...names].sort()) {
    const x = existsSync(path.join(before, n)) ? readFileSync(path.join(before, n), 'utf8') : null;
    const y = existsSync(path.join(after, n)) ? readFileSync(path.join(after, n), 'utf8') : null;
    if (x === y) continue;
    differ++;
    if (x === null || y === null) {
      console.log(`${n}: only in ${x === null ? after : before}`);
      continue;
    }
    // The first differing line, with a little context, is enough to find the cause.
    const xl = x.split('\n');
    const yl = y.split('\n');
    const i = xl.findIndex((l, k) => l !== yl[k]);
    console.log(`${n}: differs at line ${i + 1}\n  before: ${xl[i]?.slice(0, 200)}\n  after:  ${yl[i]?.slice(0, 200)}`);
  }
  const total = [...names].filter((n) => n.endsWith('.json')).length;
  console.log(differ ? `${differ} file(s) differ` : `identical: ${total} site output(s)`);
  return differ ? 1 : 0;
}

if (mode === 'save' && a) save(a);
else if (mode === 'compare' && a && b) process.exitCode = compare(a, b);
else {
  console.error('usage: analyze-snapshot.ts save <out-dir> [--sites dir] [--tsx] | compare <before> <after>');
  process.exitCode = 2;
}
