/** Command-line options of the field test runner (`npm run field -- <dir> [...]`). */
import path from 'node:path';

export interface FieldOptions {
  /** Folder holding the extracted sites, one `<name>` folder each. */
  sitesDir: string;
  /** Only these corpus names (all present sites when null). */
  only: string[] | null;
  jobs: number;
  work: string;
  out: string;
  keep: boolean;
  /** After convert: the translation round trip with a pseudo-translation, then verify --pseudo. */
  pseudo: boolean;
  /** The corpus TSV (default `../shared/field-corpus.tsv`): other real sites use the same columns. */
  corpus: string;
}

const USAGE = 'usage: npm run field -- <dir-with-extracted-sites> [--sites a,b,c] [--jobs 2] [--work /tmp/field-run] [--out bench/field-results.md] [--keep] [--pseudo] [--corpus other-sites.tsv]';

/** Parse argv (after the script name); throws with the usage line on anything unknown. */
export function parseOptions(argv: string[], repo: string): FieldOptions {
  const positional: string[] = [];
  const values = new Map<string, string>();
  let keep = false;
  let pseudo = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--keep') keep = true;
    else if (a === '--pseudo') pseudo = true;
    else if (['--sites', '--jobs', '--work', '--out', '--corpus'].includes(a)) {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value\n${USAGE}`);
      values.set(a, v);
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}\n${USAGE}`);
    else positional.push(a);
  }
  if (positional.length !== 1) throw new Error(USAGE);
  const jobs = Number(values.get('--jobs') ?? 2);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a positive integer\n${USAGE}`);
  const sites = values.get('--sites');
  return {
    sitesDir: path.resolve(positional[0]),
    only: sites ? sites.split(',').map((s) => s.trim()).filter(Boolean) : null,
    jobs,
    work: path.resolve(values.get('--work') ?? '/tmp/field-run'),
    out: path.resolve(repo, values.get('--out') ?? 'bench/field-results.md'),
    keep,
    pseudo,
    corpus: path.resolve(values.get('--corpus') ?? path.join(repo, '../shared/field-corpus.tsv')),
  };
}
