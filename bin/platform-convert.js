#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
import { main } from '../dist/src/cli.js';

main(process.argv).then((code) => {
  process.exitCode = code;
});
