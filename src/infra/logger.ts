/**
 * DESIGN §2: what a command produces (the analysis, the report, the findings, the status, a
 * diff, JSON) goes to stdout through `out`; log lines, warnings, errors and progress go to stderr.
 * Tests swap the sink to capture what a command says.
 */
export interface Logger {
  /** A log line (stderr); `--quiet` hides it. */
  info(msg: string): void;
  /** A warning (stderr), always shown. */
  warn(msg: string): void;
  /** An error (stderr), always shown. */
  error(msg: string): void;
  /** What the command produces (reports, JSON, SARIF, diffs): stdout. */
  out(text: string): void;
  /** Detail for `--verbose` (stderr). */
  debug?(msg: string): void;
  /** Progress of long work: stderr, only when stderr is a terminal and not `--quiet`. */
  progress?(msg: string): void;
}

export interface LoggerOptions {
  quiet?: boolean;
  verbose?: boolean;
  /** Whether stderr is a terminal (progress is shown only then). */
  isTTY?: boolean;
}

const err = (m: string) => void process.stderr.write(m + '\n');

export function createConsoleLogger(opts: LoggerOptions = {}): Logger {
  const tty = opts.isTTY ?? process.stderr.isTTY === true;
  return {
    info: (m) => (opts.quiet ? undefined : err(m)),
    warn: err,
    error: err,
    out: (t) => void process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
    debug: (m) => (opts.verbose && !opts.quiet ? err(m) : undefined),
    progress: (m) => (tty && !opts.quiet ? err(m) : undefined),
  };
}

export const consoleLogger: Logger = createConsoleLogger();

/** Print report lines on stdout, one `out` per report. */
export function outLines(logger: Logger, lines: Iterable<string>): void {
  const text = [...lines].join('\n');
  if (text) logger.out(text + '\n');
}

/** A logger that records everything, for tests: `lines` is stderr, `stdout` is stdout. */
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
    debug: () => undefined,
    progress: () => undefined,
  };
}
