import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'analyze',
  description: 'analyze (not built yet)',
  options: [],
  run: notBuiltYet('analyze'),
});
