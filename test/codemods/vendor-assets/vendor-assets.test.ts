import { describe, expect, it } from 'vitest';
import { VENDOR_RULES } from '../../../src/analyze/data-layer/rules.js';
import { removeHtmlBranding, replaceVendorUrls, stemOf, urlsIn, vendorAssetData } from '../../../src/codemods/vendor-assets/index.js';
import { cleanSiteName, prettifyPackageName, siteNameFromSource } from '../../../src/codemods/vendor-assets/site-name.js';
import { isScaffoldPackageName } from '../../../src/codemods/vendor-assets/vendor-urls.js';
import { runVendorAssets } from '../../../src/codemods/vendor-assets/index.js';
import { writeToTemp } from '../../helpers/build-theme.js';
import { contextFor } from '../theme-shell/context.js';

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

  it("removes the source's own analytics (tracker scripts by URL or boot code, their noscript frames) and the builder's editor script", () => {
    const html = [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>',
      '    <script>',
      '      window.dataLayer = window.dataLayer || [];',
      "      function gtag(){dataLayer.push(arguments);}",
      '    </script>',
      '    <script defer src="/_vercel/insights/script.js"></script>',
      '    <script src="https://cdn.gpteng.co/gptengineer.js" type="module"></script>',
      '    <script src="https://maps.googleapis.com/maps/api/js?key=abc"></script>',
      '    <title>Bakery</title>',
      '  </head>',
      '  <body>',
      '    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-XYZ"></iframe></noscript>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
      '',
    ].join('\n');
    const r = removeHtmlBranding(html, data, 'Bakery');
    expect(r.text).toBe([
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <script src="https://maps.googleapis.com/maps/api/js?key=abc"></script>',
      '    <title>Bakery</title>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'));
    expect(r.trackers).toEqual([
      { name: 'Google Analytics / Tag Manager', line: 4 },
      { name: 'Google Analytics / Tag Manager', line: 5 },
      { name: 'Vercel Web Analytics', line: 9 },
      { name: 'Google Analytics / Tag Manager', line: 15 },
    ]);
    expect(removeHtmlBranding(r.text, data, 'Bakery').text).toBe(r.text);
  });

  it("removes another host's tracker by what its script path says (UTM capture, a pixel, a tracking loader); libraries stay", () => {
    const html = [
      '<!doctype html>',
      '<html lang="pt">',
      '  <head>',
      '    <!-- campaign source capture -->',
      '    <script src="https://cdn.campaignly.example/scripts/utms/latest.js" data-campaignly-keep-subids async defer></script>',
      '    <script async src="https://px.adnook.example/pixel.js?id=77"></script>',
      '    <script src="https://stats.cornerbakery.example/tracking/loader.js"></script>',
      '    <script src="https://unpkg.com/pixelfont-icons@1.2.0/dist/icons.js"></script>',
      '    <script src="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js"></script>',
      '    <title>Doces da Vila</title>',
      '  </head>',
      '  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>',
      '</html>',
      '',
    ].join('\n');
    const r = removeHtmlBranding(html, data, 'Doces da Vila');
    expect(r.trackers).toEqual([
      { name: 'tracking script', line: 5 },
      { name: 'tracking script', line: 6 },
      { name: 'tracking script', line: 7 },
    ]);
    expect(r.text).not.toMatch(/campaignly|adnook|stats\.cornerbakery/);
    expect(r.text).toContain('pixelfont-icons');
    expect(r.text).toContain('swiper-bundle.min.js');
    expect(removeHtmlBranding(r.text, data, 'Doces da Vila').text).toBe(r.text);
  });

  it("removes payment gateways' checkout scripts (payment is the platform's checkout) and keeps other scripts", () => {
    const html = [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <title>Tea Corner</title>',
      '    <script src="https://checkout.razorpay.com/v1/checkout.js"></script>',
      '    <script src="https://js.stripe.com/v3/"></script>',
      '    <script src="https://www.paypal.com/sdk/js?client-id=test&currency=USD"></script>',
      '    <script src="https://maps.googleapis.com/maps/api/js?key=x"></script>',
      '  </head>',
      '  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>',
      '</html>',
      '',
    ].join('\n');
    const r = removeHtmlBranding(html, data, 'Tea Corner');
    expect(r.payments).toEqual([{ name: 'Razorpay', line: 5 }, { name: 'Stripe', line: 6 }, { name: 'PayPal', line: 7 }]);
    expect(r.text).not.toMatch(/razorpay|stripe|paypal/);
    expect(r.text).toContain('maps.googleapis.com');
    expect(r.text).toContain('src="/src/main.tsx"');
    expect(removeHtmlBranding(r.text, data, 'Tea Corner').text).toBe(r.text);
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

  it('a file name with a balanced parenthesis is one URL; CSS url(...) still ends at its parenthesis', () => {
    const named = 'https://qtr.supabase.co/storage/v1/object/public/shop/bowl%20(2).jpg';
    expect(urlsIn(`const a = '${named}';`).map((u) => u.url)).toEqual([named]);
    expect(urlsIn('.hero { background: url(https://qtr.supabase.co/storage/v1/object/public/shop/bg.png); }').map((u) => u.url)).toEqual(['https://qtr.supabase.co/storage/v1/object/public/shop/bg.png']);
    const r = replaceVendorUrls(`<img src="${named}" />`, data, new Map());
    expect(r.text).toBe('<img src="/vendor-assets/bowl-2.svg" />');
  });

  it('finds the name the header links home with', () => {
    const files: Record<string, string> = { 'src/pages/Layout.jsx': '<Link to={createPageUrl("Home")} className="logo">Clay &amp; Co.</Link>', 'src/pages/About.jsx': '<a href="/">Home</a>' };
    const tree = { list: () => Object.keys(files), read: (p: string) => files[p] };
    expect(siteNameFromSource(tree, 'src')).toBe('Clay & Co.');
  });

  const treeOf = (files: Record<string, string>) => ({ list: () => Object.keys(files), read: (p: string) => files[p] });

  it('strips arrows, bullets and punctuation before rejecting navigation words', () => {
    expect(cleanSiteName('→ Home')).toBeNull();
    expect(cleanSiteName('« Back to home')).toBeNull();
    expect(cleanSiteName('• Inicio')).toBeNull();
    expect(cleanSiteName('الرئيسية ←')).toBeNull();
    expect(cleanSiteName('Todos')).toBeNull();
    expect(cleanSiteName('★ Clay &amp; Co. →')).toBe('Clay & Co.');
    expect(cleanSiteName('Home Goods Co')).toBe('Home Goods Co');
  });

  it('does not take a footer "→ Home" link for the name; the header logo alt names the site', () => {
    const tree = treeOf({
      'src/Layout.jsx': [
        'export default function Layout() {',
        '  return (<>',
        '    <header><Link to={createPageUrl("Home")} className="flex"><img src={LOGO_URL} alt="BagiLand Logo" /></Link></header>',
        '    <footer><Link to={createPageUrl("Home")} className="block">→ Home</Link></footer>',
        '  </>);',
        '}',
      ].join('\n'),
    });
    expect(siteNameFromSource(tree, 'src')).toBe('BagiLand');
  });

  it('a logo image in the header names the site even when it does not link home', () => {
    const tree = treeOf({ 'src/components/Header.tsx': '<header><img src="/logo.svg" alt="Logo of Verde" /><a href="/">← Home</a></header>' });
    expect(siteNameFromSource(tree, 'src')).toBe('Verde');
  });

  it('prefers a non-vendor index.html title (its brand, not its tagline), and rejects vendor ones', () => {
    const files = {
      'index.html': '<html><head><title>Thryft - Gen Z Thrift Fashion Marketplace</title></head></html>',
      'src/Header.jsx': '<Link to="/">Other Name</Link>',
      'package.json': '{"name":"thryft-app"}',
    };
    expect(siteNameFromSource(treeOf(files), 'src', { html: 'index.html', packageJson: 'package.json', data })).toBe('Thryft');
    const vendorTitled = { ...files, 'index.html': '<title>Base44 APP</title>' };
    expect(siteNameFromSource(treeOf(vendorTitled), 'src', { html: 'index.html', packageJson: 'package.json', data })).toBe('Other Name');
  });

  it('falls back to the package.json name prettified, never a scaffold or vendor one', () => {
    const src = { 'src/Footer.jsx': '<a href="/">→ Home</a>', 'index.html': '<title>Vite + React + TS</title>' };
    const opts = { html: 'index.html', packageJson: 'package.json', data };
    expect(siteNameFromSource(treeOf({ ...src, 'package.json': '{"name":"boutique-yasmin"}' }), 'src', opts)).toBe('Boutique Yasmin');
    for (const name of ['vite_react_shadcn_ts', 'rest-express', 'vite-react-typescript-starter', 'frontend', 'aaaaaaaaaaa', 'base44-app']) {
      expect(siteNameFromSource(treeOf({ ...src, 'package.json': JSON.stringify({ name }) }), 'src', opts)).toBeNull();
    }
    expect(isScaffoldPackageName('olive-and-stone')).toBe(false);
    expect(prettifyPackageName('@acme/web-shop')).toBe('Web Shop');
  });
});

describe('the vendor-assets step names the title', () => {
  const site = (pkg: string) => ({
    'package.json': JSON.stringify({ name: pkg }),
    'index.html': '<html><head><title>Vite + React + TS</title></head><body><div id="root"></div></body></html>\n',
    'src/main.jsx': "import Layout from './Layout';\nexport default Layout;\n",
    'src/Layout.jsx': 'export default function Layout() {\n  return <footer><a href="/">→ Home</a><a href="/"><img src="/logo.png" alt="Olive &amp; Stone logo" /></a></footer>;\n}\n',
  });

  it('after the brand the header shows, not package.json\'s scaffold name copied into the identity', async () => {
    const t = await writeToTemp(site('vite_react_shadcn_ts'), 'vendor-title');
    try {
      const ctx = await contextFor(t.dir, []);
      expect(ctx.state.identity.name).toBe('vite_react_shadcn_ts');
      runVendorAssets(ctx);
      expect(ctx.tree.read('index.html')).toContain('<title>Olive &amp; Stone</title>');
    } finally {
      await t.cleanup();
    }
  });

  it('after the survey\'s theme name when there is one', async () => {
    const t = await writeToTemp(site('vite_react_shadcn_ts'), 'vendor-title-named');
    try {
      const ctx = await contextFor(t.dir, []);
      ctx.state.identity['theme name'] = 'Olive Studio';
      runVendorAssets(ctx);
      expect(ctx.tree.read('index.html')).toContain('<title>Olive Studio</title>');
    } finally {
      await t.cleanup();
    }
  });
});

describe("a source's own analytics wired in code", () => {
  it('goes with the elements it renders and the statements that call it; a tracker used otherwise stays and is reported', async () => {
    const { removeCodeTrackers } = await import('../../../src/codemods/vendor-assets/code-trackers.js');
    const { parseSource } = await import('../../../src/load/parse.js');
    const { printLikeSource } = await import('../../../src/convert/print.js');
    const input = [
      'import { Analytics } from "@vercel/analytics/react";',
      'import posthog from "posthog-js";',
      'import ReactGA from "react-ga4";',
      'import Shop from "./Shop";',
      '',
      'posthog.init("phc_key", { api_host: "https://eu.posthog.com" });',
      'export const ga = ReactGA;',
      '',
      'export default function App() {',
      '  return (',
      '    <main>',
      '      <Shop />',
      '      <Analytics />',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n');
    const parsed = parseSource('App.jsx', input, 'edit');
    if (!parsed.ok) throw new Error('parse');
    const r = removeCodeTrackers(parsed.ast);
    expect(r.removed.map((x) => x.name).sort()).toEqual(['PostHog', 'Vercel Web Analytics']);
    expect(r.kept).toEqual([{ name: 'Google Analytics', line: 3 }]);
    const out = printLikeSource(parsed.ast, input);
    expect(out).not.toMatch(/posthog|Analytics/);
    expect(out).toContain('import ReactGA from "react-ga4";');
    expect(out).toContain('<Shop />');
  });
});

describe('beacons a source sends itself', () => {
  it('a statement that only sends a beacon goes (with its guard); a beacon whose result is used stays and is counted', async () => {
    const { removeBeacons } = await import('../../../src/codemods/vendor-assets/code-trackers.js');
    const { parseSource } = await import('../../../src/load/parse.js');
    const { printLikeSource } = await import('../../../src/convert/print.js');
    const input = [
      'export function watchLeaving(started: number) {',
      '  const onHide = () => {',
      '    navigator.sendBeacon?.("/collect", JSON.stringify({ ms: Date.now() - started }));',
      '    window.navigator.sendBeacon && window.navigator.sendBeacon("/collect", "bye");',
      '    localStorage.setItem("left", "1");',
      '  };',
      '  window.addEventListener("pagehide", onHide);',
      '}',
      'export const queued = () => navigator.sendBeacon("/collect", "q");',
      '',
    ].join('\n');
    const parsed = parseSource('leave.ts', input, 'edit');
    if (!parsed.ok) throw new Error('parse');
    const r = removeBeacons(parsed.ast);
    expect(r).toEqual({ removed: [3, 4], kept: [9] });
    const out = printLikeSource(parsed.ast, input);
    expect(out).toContain('localStorage.setItem("left", "1");');
    expect(out.match(/sendBeacon/g)).toHaveLength(1);
  });
});

describe("a tracker's provider wrapping the app", () => {
  it('is unwrapped to its children, with the client it was given; the app inside stays', async () => {
    const { removeCodeTrackers } = await import('../../../src/codemods/vendor-assets/code-trackers.js');
    const { parseSource } = await import('../../../src/load/parse.js');
    const { printLikeSource } = await import('../../../src/convert/print.js');
    const input = [
      'import posthog from "posthog-js";',
      'import { PostHogProvider } from "posthog-js/react";',
      'import { useEffect } from "react";',
      'import Garden from "./Garden";',
      '',
      'posthog.init("phc_key", { api_host: "https://eu.posthog.com" });',
      '',
      'function Visits() {',
      '  useEffect(() => {',
      '    posthog.capture("$pageview");',
      '  }, []);',
      '  return null;',
      '}',
      '',
      'const App = () => (',
      '  <PostHogProvider client={posthog}>',
      '    <Garden />',
      '    <Visits />',
      '  </PostHogProvider>',
      ');',
      'export default App;',
      '',
    ].join('\n');
    const parsed = parseSource('App.jsx', input, 'edit');
    if (!parsed.ok) throw new Error('parse');
    const r = removeCodeTrackers(parsed.ast);
    expect(r.removed.map((x) => x.name)).toEqual(['PostHog', 'PostHog']);
    expect(r.kept).toEqual([]);
    const out = printLikeSource(parsed.ast, input);
    expect(out).not.toMatch(/posthog|PostHog/i);
    expect(out).toContain('<Garden />');
    expect(out).toContain('<Visits />');
    expect(parseSource('App.jsx', out, 'edit').ok).toBe(true);
  });
});

describe('security headers a source sets from the page', () => {
  const run = async (file: string, input: string) => {
    const { removeSecurityMeta } = await import('../../../src/codemods/vendor-assets/security-meta.js');
    const { parseSource } = await import('../../../src/load/parse.js');
    const { printLikeSource } = await import('../../../src/convert/print.js');
    const parsed = parseSource(file, input, 'edit');
    if (!parsed.ok) throw new Error('parse');
    const removed = removeSecurityMeta(parsed.ast);
    return { removed, out: printLikeSource(parsed.ast, input) };
  };

  it('a <meta> built at run time with a policy goes with its statements and the guard around it; other metas stay', async () => {
    const input = [
      'import { useEffect } from "react";',
      '',
      'export function Hardening() {',
      '  useEffect(() => {',
      '    if (!document.head.querySelector("meta[http-equiv=\'Content-Security-Policy\']")) {',
      '      const policy = document.createElement("meta");',
      '      policy.setAttribute("http-equiv", "Content-Security-Policy");',
      '      policy.setAttribute("content", "default-src \'self\'; frame-ancestors \'none\'");',
      '      document.head.appendChild(policy);',
      '    }',
      '    const framing = document.createElement("meta");',
      '    framing.httpEquiv = "X-Frame-Options";',
      '    framing.content = "DENY";',
      '    document.head.append(framing);',
      '    const theme = document.createElement("meta");',
      '    theme.setAttribute("name", "theme-color");',
      '    theme.setAttribute("content", "#112233");',
      '    document.head.appendChild(theme);',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const { removed, out } = await run('Hardening.tsx', input);
    expect(removed).toEqual([{ header: 'Content-Security-Policy', line: 6 }, { header: 'X-Frame-Options', line: 11 }]);
    expect(out).toBe([
      'import { useEffect } from "react";',
      '',
      'export function Hardening() {',
      '  useEffect(() => {',
      '    const theme = document.createElement("meta");',
      '    theme.setAttribute("name", "theme-color");',
      '    theme.setAttribute("content", "#112233");',
      '    document.head.appendChild(theme);',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n'));
  });

  it('a policy element kept by a larger expression stays whole; a JSX policy meta (a head manager) goes', async () => {
    const kept = await run('a.js', 'const m = document.createElement("meta");\nm.setAttribute("http-equiv", "Content-Security-Policy");\nregister(m) && document.head.appendChild(m);\n');
    expect(kept.removed).toEqual([]);
    expect(kept.out).toContain('register(m) && document.head.appendChild(m);');
    const stays = await run('b.js', 'const m = document.createElement("meta");\nm.setAttribute("http-equiv", "Content-Security-Policy");\nconst list = [m];\nexport default list;\n');
    expect(stays.removed).toEqual([]);
    expect(stays.out).toContain('const list = [m];');
    const jsx = await run('Seo.jsx', 'export const Seo = () => (\n  <Helmet>\n    <title>Shop</title>\n    <meta httpEquiv="Content-Security-Policy" content="default-src \'self\'" />\n  </Helmet>\n);\n');
    expect(jsx.removed).toEqual([{ header: 'Content-Security-Policy', line: 4 }]);
    expect(jsx.out).toBe('export const Seo = () => (\n  <Helmet>\n    <title>Shop</title>\n  </Helmet>\n);\n');
  });

  it('index.html: a <meta http-equiv> policy goes, recorded', () => {
    const data = vendorAssetData(VENDOR_RULES);
    const r = removeHtmlBranding('<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">\n<title>Teas</title>\n</head>\n</html>\n', data, 'Teas');
    expect(r.securityHeaders).toEqual([{ name: 'Content-Security-Policy', line: 5 }]);
    expect(r.text).toBe('<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Teas</title>\n</head>\n</html>\n');
  });
});
