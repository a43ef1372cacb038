import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'convert',
  description: 'convert (not built yet)',
  options: [],
  run: notBuiltYet('convert'),
});
