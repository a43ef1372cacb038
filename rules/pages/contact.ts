import { BECOMES, definePageRule, name, text, words, form } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'contact',
  docs: { description: 'Contact details; with a form it becomes a lead form (see lead-form).' },
  kind: 'page',
  class: 'content',
  canonical: 'contact',
  becomes: BECOMES.static,
  threshold: 3,
  signals: [
    name(/اتصل بنا|تواصل معنا/, 3),
    name(words('contact', 'getintouch', 'reachus', 'findus', 'visitus', 'wheretofindus', 'howtofindus', 'directions'), 3),
    text(/اتصل بنا|تواصل معنا|contact us|get in touch/i, 1),
  ],
});
