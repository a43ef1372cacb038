import { describe, expect, it } from 'vitest';
import { VENDOR_RULES } from '../../../src/analyze/data-layer/rules.js';
import { removeHtmlBranding, replaceVendorUrls, stemOf, vendorAssetData } from '../../../src/codemods/vendor-assets/index.js';
import { siteNameFromSource } from '../../../src/codemods/vendor-assets/site-name.js';

const data = vendorAssetData(VENDOR_RULES);

describe('vendor branding in index.html', () => {
  it('removes the vendor favicon and dev banner (with its comment) and names the title after the site', () => {
    const html = [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <link rel="icon" type="image/svg+xml" href="https://base44.com/logo_v2.svg" />',
      '    <link href="https://fonts.googleapis.com/css2?family=Inter" rel="stylesheet" />',
      '    <title>Base44 APP</title>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <!-- This is a script from Replit which adds a banner -->',
      '    <script type="text/javascript" src="https://replit.com/public/js/replit-dev-banner.js"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n');
    const r = removeHtmlBranding(html, data, 'Clay & Co.');
    expect(r.text).toBe(['<!doctype html>', '<html lang="en">', '  <head>', '    <link href="https://fonts.googleapis.com/css2?family=Inter" rel="stylesheet" />', '    <title>Clay &amp; Co.</title>', '  </head>', '  <body>', '    <div id="root"></div>', '  </body>', '</html>', ''].join('\n'));
    expect(r.changes).toHaveLength(3);
    expect(removeHtmlBranding(r.text, data, 'Clay & Co.').text).toBe(r.text);
  });

  it('keeps a vendor title when no site name is known, and says so', () => {
    const r = removeHtmlBranding('<title>Vite + React + TS</title>', data, undefined);
    expect(r).toMatchObject({ text: '<title>Vite + React + TS</title>', keptTitle: 'Vite + React + TS' });
  });
});

describe('hot-linked vendor files', () => {
  it('replaces vendor-storage URLs with one local placeholder each; public image hosts stay', () => {
    const stems = new Map<string, string>();
    const url = 'https://qtr.supabase.co/storage/v1/object/public/base44-prod/public/hero-ceramics.jpg';
    const text = `<section className="bg-[url('${url}')]"><img src="${url}" /><img src="https://images.unsplash.com/photo-1?w=800" /></section>`;
    const r = replaceVendorUrls(text, data, stems);
    expect(r.text).toBe(`<section className="bg-[url('/vendor-assets/hero-ceramics.svg')]"><img src="/vendor-assets/hero-ceramics.svg" /><img src="https://images.unsplash.com/photo-1?w=800" /></section>`);
    expect(r.replaced.map((x) => x.vendor)).toEqual(['base44', 'base44']);
    expect(stems.size).toBe(1);
    expect(stemOf('https://x.firebasestorage.app/o/Hero%20Shot.PNG?alt=media')).toBe('hero-shot');
  });

  it('finds the name the header links home with', () => {
    const files: Record<string, string> = { 'src/pages/Layout.jsx': '<Link to={createPageUrl("Home")} className="logo">Clay &amp; Co.</Link>', 'src/pages/About.jsx': '<a href="/">Home</a>' };
    const tree = { list: () => Object.keys(files), read: (p: string) => files[p] };
    expect(siteNameFromSource(tree, 'src')).toBe('Clay & Co.');
  });
});
