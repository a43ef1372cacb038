import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, copyToTemp, type ThemeDir } from '../helpers/build-theme.js';
import { runCli } from '../helpers/cli.js';

/**
 * verify --pseudo on the broken-preview theme: its home page reads the dictionaries, its other
 * pages hold hard-coded English. One Arabic entry is left empty: the build shows a pseudo-translation.
 */
type Untranslated = { kind: string; text: string };
type Page = { id: string; locale: string; verdict: string; reasons: string[]; untranslated: Untranslated[] | null };
type Report = { build: { ok: boolean }; pseudo: { filled: { en: number; ar: number } } | null; pages: Page[]; summary: { untranslated: { pages: number; total: number; texts: number; byKind: Record<string, number> } | null } };

let theme: ThemeDir;
let report: Report;
let arBefore: string;

beforeAll(async () => {
  theme = await copyToTemp(path.join(REPO, 'fixtures', 'themes', 'broken-preview'), 'pseudo');
  const arFile = path.join(theme.dir, 'src', 'i18n', 'ar.json');
  const ar = JSON.parse(readFileSync(arFile, 'utf8')) as Record<string, string>;
  writeFileSync(arFile, JSON.stringify({ ...ar, 'home.lead': '' }));
  arBefore = readFileSync(arFile, 'utf8');
  const run = await runCli(['verify', theme.dir, '--pseudo', '--pages', 'home,products,product,cart', '--json']);
  report = JSON.parse(run.stdout) as Report;
}, 180_000);
afterAll(async () => {
  await theme?.cleanup();
});

const page = (id: string, locale: string) => report.pages.find((p) => p.id === id && p.locale === locale)!;

describe('verify --pseudo', () => {
  it('fills the empty Arabic entry in the build only', () => {
    expect(report.build.ok).toBe(true);
    expect(report.pseudo).toEqual({ filled: { en: 0, ar: 1 } });
    expect(readFileSync(path.join(theme.dir, 'src', 'i18n', 'ar.json'), 'utf8')).toBe(arBefore);
  });

  // The frame is hard-coded too: its nav links and footer (the link home is the brand's).
  const FRAME = ['Products', 'About', '© Tea house'];
  const texts = (id: string, locale: string) => (page(id, locale).untranslated ?? []).map((u) => u.text).sort();

  it('passes over the text that comes through the dictionaries, the pseudo-filled entry included', () => {
    for (const locale of ['ar', 'en']) expect(texts('home', locale)).toEqual([...FRAME].sort());
  });

  it('reports the hard-coded text of each page, not the demo products or prices', () => {
    for (const locale of ['ar', 'en']) {
      expect(texts('products', locale)).toEqual([...FRAME, 'Teas'].sort());
      expect(texts('cart', locale)).toEqual([...FRAME, 'Your cart', 'Your cart is empty.'].sort());
      expect(texts('product', locale)).toEqual([...FRAME].sort());
      expect(page('cart', locale).verdict).toBe('fail');
      expect(page('cart', locale).reasons.at(-1)).toMatch(/^untranslated text \(5\): "Products", "About", "Your cart", …$/);
    }
    expect(report.summary.untranslated).toEqual({ pages: 8, total: 8, texts: 30, byKind: { text: 30 } });
  });
});
