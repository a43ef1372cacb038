import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'status',
  description: 'status (not built yet)',
  options: [],
  run: notBuiltYet('status'),
});
