/**
 * Human output and progress go to stderr; stdout is kept for `--json` payloads (DESIGN §2).
 * Tests swap the sink to capture what a command says.
 */
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
  /** Machine output (JSON, SARIF, diffs): stdout. */
  out(text: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => process.stderr.write(m + '\n'),
  warn: (m) => process.stderr.write(m + '\n'),
  error: (m) => process.stderr.write(m + '\n'),
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
};

/** A logger that records everything, for tests. */
export function memoryLogger(): Logger & { lines: string[]; stdout: string[] } {
  const lines: string[] = [];
  const stdout: string[] = [];
  return {
    lines,
    stdout,
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
    out: (t) => stdout.push(t),
  };
}
