import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/verify/chromium.js';
import { READ_SHOWN_TEXT, type ShownText } from '../../src/verify/untranslated.js';

/**
 * What verify --pseudo reads off a page: the texts a shopper sees, without the credit a map
 * widget writes for its tiles (the library's words, the same in every language).
 */
describe('verify: the texts a page shows', () => {
  const exe = findBrowser();
  it.skipIf(!exe)('reads visible text and user-facing attributes, not a map widget\'s attribution', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: exe!, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.setContent(`<html lang="en"><body>
        <h2>Our two kitchens</h2>
        <div class="tiles-map">
          <img alt="Pin of the harbour kitchen" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="4" height="4">
          <div class="leaflet-control-attribution"><a href="#" title="A library for maps">MapKit</a> | &copy; <a href="#">Tile Makers</a> contributors</div>
          <div class="maplibregl-ctrl-attrib"><span>Vector tiles by Somebody</span></div>
        </div>
        <p hidden>Hidden words</p>
      </body></html>`);
      const shown = (await page.evaluate(READ_SHOWN_TEXT)) as ShownText[];
      const texts = shown.map((s) => `${s.kind}:${s.raw.trim()}`).filter((s) => !s.endsWith(':'));
      expect(texts).toContain('text:Our two kitchens');
      expect(texts).toContain('alt:Pin of the harbour kitchen');
      expect(texts.join('\n')).not.toMatch(/MapKit|Tile Makers|contributors|A library for maps|Vector tiles|Hidden words/);
    } finally {
      await browser.close();
    }
  });
});
