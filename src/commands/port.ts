import { defineCommand, notBuiltYet } from './types.js';

export default defineCommand({
  name: 'port',
  description: 'port (not built yet)',
  options: [],
  run: notBuiltYet('port'),
});
