import { BECOMES, definePageRule, detail, exact, name, route, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'service',
  docs: { description: 'One service: a service name with a route or query param.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'service',
  becomes: BECOMES.theme,
  threshold: 4,
  signals: [
    name(/(^| )(خدمة|الخدمة|تفاصيل الخدمة)( |$)/, 2),
    name(exact('service', 'servicedetail', 'servicedetails', 'servicepage'), 2),
    name(exact('detail', 'details'), 1),
    route(/\/services?\/:/, 3),
    detail(2),
    text(/احجز|book now|book a/i, 1),
  ],
});
