import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'faq',
  docs: { description: 'Frequently asked questions and help.' },
  kind: 'page',
  class: 'content',
  canonical: 'faq',
  becomes: BECOMES.content,
  threshold: 3,
  signals: [
    name(/الأسئلة الشائعة|الاسئلة الشائعة/, 3),
    name(exact('faq', 'faqs', 'questions', 'help', 'helpcenter', 'support'), 3),
    text(/الأسئلة الشائعة|الاسئلة الشائعة|frequently asked/i, 1),
  ],
});
