import { defineCheck } from '../../src/check/types.js';

export default defineCheck({
  id: 'no-vendor-bootstrap',
  severity: 'error',
  docs: {
    description: 'A leftover vendor bootstrap module: the client set-up, app-params or re-export module that a vendor rule names (`bootstrapFiles`).',
    why: 'Spec §1 conversion rule 2: the vendor\'s client bootstrap and its app-params module are removed. They build a client for a foreign API, read vendor tokens from the URL or env, and may redirect anonymous visitors to a vendor login.',
    fix: 'delete the module and mend every import of it; data now comes from platform-sdk hooks',
  },
  messages: { bootstrap: 'leftover {{vendor}} bootstrap module' },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      if (file.kind !== 'script') continue;
      const vendor = ctx.vendors.find((v) => v.bootstrapFiles?.some((re) => re.test(file.path)));
      if (vendor) ctx.report({ file: file.path, line: 1, column: 1, messageId: 'bootstrap', data: { vendor: vendor.id } });
    }
  },
});
