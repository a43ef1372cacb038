import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';
import { analysisSchema } from '../../src/analyze/types.js';

/** The orchestrator on every fixture site: the contract shape, one parse per script, stable order. */
const ROOT = path.resolve(import.meta.dirname, '../../fixtures/sites');
const sites = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const ordered = (xs: { file: string; line?: number }[]) =>
  xs.every((x, i) => i === 0 || xs[i - 1].file < x.file || (xs[i - 1].file === x.file && (xs[i - 1].line ?? 0) <= (x.line ?? 0)));

describe('analyzeSite on fixture sites', () => {
  for (const name of sites) {
    it(name, async () => {
      const site = await loadSite(path.join(ROOT, name));
      const a = await analyzeSite(site);
      const parsed = analysisSchema.safeParse(a);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      // Each script parsed at most once in the whole run (load + analyze).
      expect(site.parseCount).toBeLessThanOrEqual(site.scripts.length);
      expect(ordered(a.dataSites)).toBe(true);
      expect(ordered(a.limitations)).toBe(true);
      expect(ordered(a.pages.map((p) => ({ file: p.file })))).toBe(true);
      expect(a.pages.length).toBeGreaterThan(0);
      // The JSON is stable: a second run over a fresh load gives the same bytes.
      const again = await analyzeSite(await loadSite(path.join(ROOT, name)));
      expect(JSON.stringify(again)).toBe(JSON.stringify(a));
    });
  }
});
