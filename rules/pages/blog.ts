import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'blog',
  docs: { description: 'Blog, news and articles, list or post.' },
  kind: 'page',
  class: 'content',
  canonical: 'blog',
  becomes: BECOMES.content,
  threshold: 3,
  signals: [
    name(/المدونة|مقالات|الأخبار/, 3),
    name(exact('blog', 'blogs', 'news', 'articles', 'article', 'posts', 'post', 'journal', 'insights', 'blogpost'), 3),
    text(/المدونة|مقالات|الأخبار/, 1),
  ],
});
