import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'legal',
  docs: { description: 'Legal pages: privacy, terms, refund, returns and shipping policies.' },
  kind: 'page',
  class: 'content',
  canonical: 'legal',
  becomes: BECOMES.content,
  threshold: 3,
  signals: [
    name(/سياسة|الشروط والأحكام|الخصوصية/, 3),
    name(exact('privacy', 'terms', 'policy', 'policies', 'legal', 'refund', 'refunds', 'returns', 'cookies', 'conditions', 'tos', 'disclaimer', 'privacypolicy', 'termsofservice', 'termsandconditions', 'shippingpolicy', 'returnpolicy', 'refundpolicy'), 3),
    text(/سياسة|الشروط والأحكام|الخصوصية|privacy policy|terms (of|and)/i, 1),
  ],
});
