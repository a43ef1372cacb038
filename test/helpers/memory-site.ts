import type { File } from '@babel/types';
import { parseSource } from '../../src/load/parse.js';

/** The ASTs of a small site held in memory: each file parsed once, on first use (edit mode). */
export function memoryAsts(files: Record<string, string>): (file: string) => File {
  const asts = new Map<string, File>();
  return (f: string) => {
    if (!asts.has(f)) {
      const r = parseSource(f, files[f], 'edit');
      if (!r.ok) throw new Error(r.diagnostic.message);
      asts.set(f, r.ast);
    }
    return asts.get(f)!;
  };
}
