import { BECOMES, definePageRule, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'e-services',
  docs: { description: 'E-services portals (applications, requests, permits behind a login): removed (spec 1.2).' },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 3,
  signals: [
    name(/الخدمات الإلكترونية|الخدمات الالكترونية|البوابة الإلكترونية/, 3),
    name(/\be\s?services?\b|\beservices?\b|\bportal\b|selfservice/, 3),
    text(/الخدمات الإلكترونية|الخدمات الالكترونية|البوابة الإلكترونية|e-services/i, 2),
  ],
});
