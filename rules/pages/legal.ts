import { BECOMES, definePageRule, exact, name, text, when } from '../../src/analyze/pages/page-rule.js';

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
    // Policies named by their topic alone: a delivery, shipping or disclosure page of text.
    name(exact('shipping', 'delivery', 'deliveryinfo', 'deliveryinformation', 'shippinginfo', 'shippinginformation', 'disclosure', 'disclosures', 'imprint', 'impressum', 'returnsandrefunds', 'accessibility'), 3),
    // …unless it sells or takes requests there (a delivery ordering page).
    when('reads products or has a form', (f) => f.signals.hasForm || [...f.dataSites, ...f.reachedReads].some((s) => s.surface === 'products' || s.surface === 'cart-checkout'), -3),
    text(/سياسة|الشروط والأحكام|الخصوصية|privacy policy|terms (of|and)/i, 1),
  ],
});
