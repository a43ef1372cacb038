import { BECOMES, definePageRule, detail, exact, name, route, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'services',
  docs: { description: 'The list of services the brand sells.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'services',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/خدماتنا|الخدمات/, 3),
    name(exact('services', 'ourservices', 'treatments', 'packages'), 3),
    route(/^\/services\/?$/, 1),
    text(/خدماتنا|الخدمات/, 1),
    detail(-2),
  ],
});
