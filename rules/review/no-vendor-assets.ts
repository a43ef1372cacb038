import { defineCheck } from '../../src/check/types.js';
import { urlsIn, vendorAssetData } from '../../src/codemods/vendor-assets/vendor-urls.js';

/** Files whose URLs the browser loads: app scripts, stylesheets and the page itself. */
const LOADED = /\.(css|scss|sass|less|pcss|html?)$/i;

export default defineCheck({
  id: 'no-vendor-assets',
  severity: 'error',
  docs: {
    description: "A URL of a file the previous vendor serves (its favicon or branding, a dev banner, a picture in the vendor's storage) in theme code, styles or index.html.",
    why: 'The vendor goes away after migration: its files stop loading, and a request to its host is a request to another service (spec §1.2, §1.3). Vendor hosts are the `assetUrls` of rules/vendors/*.',
    fix: 'download the file into public/ and reference it locally (run convert: the vendor-assets step puts placeholders in and lists what to download)',
  },
  messages: { url: '{{vendor}}-hosted file `{{url}}`' },
  checkSite(ctx) {
    const data = vendorAssetData(ctx.vendors);
    const inApp = (p: string) => !ctx.site.appRoot || p.startsWith(ctx.site.appRoot + '/');
    for (const file of ctx.site.files) {
      if (file.text === undefined || !inApp(file.path) || !(ctx.isAppScript(file) || LOADED.test(file.path))) continue;
      for (const { url, index } of urlsIn(file.text)) {
        const vendor = data.vendorOf(url);
        if (!vendor) continue;
        const before = file.text.slice(0, index);
        ctx.report({ file: file.path, line: before.split('\n').length, column: index - before.lastIndexOf('\n'), messageId: 'url', data: { vendor, url } });
      }
    }
  },
});
