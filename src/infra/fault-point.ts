import { appendFileSync } from 'node:fs';

/**
 * Named moments of a run where a crash must leave the site recoverable (between two writes of
 * the commit, between two conversion steps). They cost nothing unless a test asks for them:
 *   PLATFORM_CONVERT_TEST_POINTS=<file>   appends `<n>\t<name>` for each point passed, so a test
 *                                          can count a run's points first;
 *   PLATFORM_CONVERT_TEST_FAULT=<n>:<SIG>  sends SIG (SIGKILL, SIGINT, ...) to this process at
 *                                          the n-th point, so a test chooses the moment exactly.
 */
let passed = 0;

export function faultPoint(name: string): void {
  const log = process.env.PLATFORM_CONVERT_TEST_POINTS;
  const fault = process.env.PLATFORM_CONVERT_TEST_FAULT;
  if (!log && !fault) return;
  passed++;
  if (log) appendFileSync(log, `${passed}\t${name}\n`);
  const m = fault ? /^(\d+):(SIG[A-Z]+)$/.exec(fault) : null;
  if (m && Number(m[1]) === passed) process.kill(process.pid, m[2] as NodeJS.Signals);
}
