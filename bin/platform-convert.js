#!/usr/bin/env node
// Thin launcher: the compiled CLI is bundled into dist/cli/ (built by `npm ci` through the prepare script).
import module from 'node:module';

// Node 22.1+ keeps V8's compiled code of the bundle and its packages on disk between runs (compiling
// them is about a third of start-up); Node 20 has no such cache and goes on without one.
module.enableCompileCache?.();
const { main } = await import('../dist/cli/cli.js');

main(process.argv).then((code) => {
  process.exitCode = code;
});
