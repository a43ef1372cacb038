import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** The global `fetch` (also `window.fetch`): meaning read from the verb and the URL path. */
const rule: VendorRule = {
  id: 'fetch',
  docs: { description: 'Global fetch calls; entity and meaning from the URL path, reads done with POST classified by meaning.' },
  origin: 'fetch-rest',
  priority: 20,
  packages: [],
  envVars: [/^VITE_(API|BACKEND|SERVER)_(URL|BASE|BASE_URL|HOST)$/],
  calls: [
    { id: 'fetch', pattern: '@global.fetch($URL, $INIT)', http: { url: '$URL', method: 'init:$INIT' }, args: { url: '$URL', init: '$INIT' } },
  ],
};

export default rule;
