import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/verify/chromium.js';
import { fontconfigFor, uiFont } from '../../src/verify/ui-font.js';

/**
 * Pages are measured with an Arial-metric font for the generic UI families when the machine has
 * one: text set in `system-ui` is then as wide as in that font, not in the machine's wider default.
 */
describe('verify: the UI font pages are measured with', () => {
  it('writes a fontconfig file that keeps the system config and puts the font first for the generic families', () => {
    const conf = fontconfigFor('Liberation Sans', '/etc/fonts/fonts.conf');
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    for (const g of ['sans-serif', 'system-ui']) expect(conf).toContain(`<string>${g}</string></test>\n    <edit name="family" mode="prepend" binding="strong"><string>Liberation Sans</string>`);
  });

  const font = uiFont();
  const exe = findBrowser();
  it.skipIf(!font || !exe)('sets system-ui text in that font in Chromium', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: exe!, env: { ...process.env, ...font!.env } as Record<string, string>, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.setContent(`<span id="a" style="font-family: ui-sans-serif, system-ui, sans-serif">Authentic kitchen &amp; bakery since 1998</span><br><span id="b" style="font-family: '${font!.family}'">Authentic kitchen &amp; bakery since 1998</span>`);
      const widths = (await page.evaluate(`['a', 'b'].map((id) => document.getElementById(id).getBoundingClientRect().width)`)) as number[];
      expect(widths[0]).toBeCloseTo(widths[1], 0);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
