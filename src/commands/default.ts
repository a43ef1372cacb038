import { defineCommand, notBuiltYet } from './types.js';

/** `platform-convert [dir]`: the whole flow, resuming from THEME_CONVERSION.md. */
export default defineCommand({
  name: 'run',
  description: 'the whole flow: analyze, survey what is unanswered, convert, print what is left',
  isDefault: true,
  options: [
    { flags: '--yes', description: 'answer every survey question with its default' },
    { flags: '--answers <file>', description: 'JSON file of surface decisions' },
    { flags: '--dry-run', description: 'write nothing; print the report and a unified diff' },
  ],
  run: notBuiltYet('the default flow'),
});
