#!/usr/bin/env node
// Thin launcher: the compiled CLI is bundled into dist/cli/ (built by `npm ci` through the prepare script).
import { main } from '../dist/cli/cli.js';

main(process.argv).then((code) => {
  process.exitCode = code;
});
