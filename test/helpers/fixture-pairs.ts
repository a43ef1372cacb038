import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one generic runner for codemod fixture pairs (STYLE: one runner, not one test file per
 * transform). A case is `<case>.input.<ext>` → `<case>.output.<ext>`, with an optional
 * `<case>.options.json` handed to the transform. Each case runs twice: the first run must give
 * the output, and running the transform on the output must change nothing (idempotence).
 */
export interface FixtureCase {
  name: string;
  ext: string;
  inputPath: string;
  outputPath: string;
  options: Record<string, unknown>;
}

export type FixtureTransform = (input: string, c: FixtureCase) => string | Promise<string>;

export function fixtureCases(dir: string): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const f of readdirSync(dir).sort()) {
    const m = /^(.+)\.input\.(.+)$/.exec(f);
    if (!m) continue;
    const [, name, ext] = m;
    const optionsPath = path.join(dir, `${name}.options.json`);
    cases.push({
      name,
      ext,
      inputPath: path.join(dir, f),
      outputPath: path.join(dir, `${name}.output.${ext}`),
      options: existsSync(optionsPath) ? (JSON.parse(readFileSync(optionsPath, 'utf8')) as Record<string, unknown>) : {},
    });
  }
  return cases;
}

export function runFixturePairs(title: string, dir: string, transform: FixtureTransform): void {
  const cases = fixtureCases(dir);
  describe(title, () => {
    it('has fixture cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });
    for (const c of cases) {
      it(`${c.name}: input → output, and a second run changes nothing`, async () => {
        expect(existsSync(c.outputPath), `missing ${path.basename(c.outputPath)}`).toBe(true);
        const expected = readFileSync(c.outputPath, 'utf8');
        const first = await transform(readFileSync(c.inputPath, 'utf8'), c);
        expect(first).toBe(expected);
        const second = await transform(first, c);
        expect(second).toBe(first);
      });
    }
  });
}
