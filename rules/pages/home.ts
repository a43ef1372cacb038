import { BECOMES, definePageRule, detail, exact, name, route, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'home',
  docs: { description: 'The landing page: the root route, or a file named Home/Index/Landing.' },
  kind: 'page',
  class: 'storefront',
  canonical: 'home',
  becomes: BECOMES.theme,
  threshold: 3,
  signals: [
    name(/الرئيسية|الصفحة الرئيسية/, 3),
    route(/^\/$/, 3),
    name(exact('home', 'homepage', 'landing', 'index', 'main', 'start'), 3),
    text(/الرئيسية|الصفحة الرئيسية/, 1),
    detail(-2),
  ],
});
