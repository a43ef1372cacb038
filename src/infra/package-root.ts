import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/** The platform-convert package folder (holds templates/ and fixtures/), whether run from src/ or dist/. */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pj = path.join(dir, 'package.json');
    if (existsSync(pj)) {
      try {
        if ((JSON.parse(readFileSync(pj, 'utf8')) as { name?: string }).name === 'platform-convert') return (cached = dir);
      } catch {
        /* keep looking */
      }
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('platform-convert package root not found');
    dir = up;
  }
}
