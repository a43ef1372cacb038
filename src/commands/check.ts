import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'check',
  description: 'check (not built yet)',
  options: [],
  run: notBuiltYet('check'),
});
