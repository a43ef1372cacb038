import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'survey',
  description: 'survey (not built yet)',
  options: [],
  run: notBuiltYet('survey'),
});
