import { BECOMES, definePageRule, exact, name, text } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'careers',
  docs: { description: 'Careers, jobs and vacancies.' },
  kind: 'page',
  class: 'content',
  canonical: 'careers',
  becomes: BECOMES.content,
  threshold: 3,
  signals: [
    name(/الوظائف|وظائف|انضم إلينا/, 3),
    name(exact('careers', 'career', 'jobs', 'job', 'vacancies', 'hiring', 'joinus', 'workwithus'), 3),
    text(/الوظائف|وظائف|انضم إلينا|join our team/i, 1),
  ],
});
