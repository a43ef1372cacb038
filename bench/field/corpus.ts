/** The field corpus (`../shared/field-corpus.tsv`): one row per real site. */
import { readFileSync } from 'node:fs';

export interface CorpusSite {
  name: string;
  repo: string;
  commit: string;
  /** App folder inside the extracted site; '' = its root. */
  subdir: string;
  origin: string;
  language: string;
  sourceFiles: number;
  description: string;
}

/** Read the TSV; the first line is the header. */
export function readCorpus(file: string): CorpusSite[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  return lines.slice(1).map((line) => {
    const [name, repo, commit, subdir, origin, language, sourceFiles, description] = line.split('\t');
    return {
      name: name.trim(),
      repo: repo ?? '',
      commit: commit ?? '',
      subdir: (subdir ?? '').trim(),
      origin: origin ?? '',
      language: language ?? '',
      sourceFiles: Number(sourceFiles ?? 0),
      description: description ?? '',
    };
  });
}
