import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** XMLHttpRequest: the site is `xhr.open(method, url)` on a `new XMLHttpRequest()`. */
const rule: VendorRule = {
  id: 'xhr',
  docs: { description: 'XMLHttpRequest open calls; entity and meaning from the URL path.' },
  origin: 'fetch-rest',
  priority: 10,
  packages: [],
  client: { factories: ['new @global.XMLHttpRequest()'] },
  calls: [
    { id: 'xhr.open', pattern: '@client.open($METHOD, $URL)', http: { url: '$URL', method: '$METHOD' }, args: { url: '$URL', method: '$METHOD' } },
  ],
};

export default rule;
