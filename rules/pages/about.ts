import { BECOMES, definePageRule, exact, name, text, words } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'about',
  docs: { description: 'About the brand: story, team, who we are.' },
  kind: 'page',
  class: 'content',
  canonical: 'about',
  becomes: BECOMES.static,
  threshold: 3,
  signals: [
    name(/من نحن|قصتنا|عن الشركة/, 3),
    name(words('about', 'whoweare', 'ourstory') , 3),
    name(exact('story', 'company', 'team'), 2),
    text(/من نحن|قصتنا|عن الشركة|about us|our story/i, 1),
  ],
});
