#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
//
// `convert` (and the bare command, which converts) keeps every file's tree for the whole run and
// allocates fast: with V8's default young generation (16 MB semi-spaces) much of its time goes to
// scavenges that copy and promote trees still in use. V8 reads the young generation's size only
// when the heap is made, so those commands run in a child node started with a larger one (issue
// 18); the child costs one bare node start-up (~40 ms of CPU), against about a second of garbage
// collection saved on a mid-size site. The other commands (`--help`, `analyze`, `status`...) start
// as before: for them the start-up is most of the run and a smaller heap is better.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const YOUNG = '--max-semi-space-size=64';
const MARK = 'PLATFORM_CONVERT_CHILD';
const OTHER_COMMANDS = new Set(['analyze', 'survey', 'check', 'verify', 'status', 'translate', 'port', 'help']);

/** The first word of the command line names the command; any other word is the bare (converting) command's folder. */
function converts(args) {
  if (args.some((a) => a === '--help' || a === '-h' || a === '--version' || a === '-V')) return false;
  const first = args.find((a) => !a.startsWith('-'));
  if (first === 'convert') return true;
  // The bare command takes a folder; a mistyped command name is reported by the CLI itself.
  return first === undefined || (!OTHER_COMMANDS.has(first) && existsSync(first));
}

const args = process.argv.slice(2);
const sized = process.execArgv.some((a) => a.startsWith('--max-semi-space-size')) || /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '');
if (!process.env[MARK] && !sized && converts(args)) {
  const child = spawn(process.execPath, [...process.execArgv, YOUNG, fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' },
  });
  // Ctrl-C reaches the child from the terminal too: the child decides how to stop (it may be
  // committing), this process waits for it and ends as it ends.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (sig !== 'SIGINT') child.kill(sig);
    });
  }
  child.on('error', (err) => {
    process.stderr.write(`platform-convert: could not start node: ${err.message}\n`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // End the way the child ended, so a shell sees the same signal.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exitCode = code ?? 1;
  });
} else {
  const { main } = await import('../dist/src/cli.js');
  process.exitCode = await main(process.argv);
}
