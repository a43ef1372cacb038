/**
 * Named tool failures. Each carries its exit code (DESIGN §2) and, where a file is involved,
 * the file and line, so the CLI can print one line and never a stack trace.
 */
export const EXIT = {
  ok: 0,
  errorsRemain: 1,
  badInput: 2,
  refused: 3,
  interrupted: 130,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class ToolError extends Error {
  readonly exitCode: ExitCode;
  readonly file?: string;
  readonly line?: number;
  readonly hint?: string;
  constructor(message: string, opts: { exitCode?: ExitCode; file?: string; line?: number; hint?: string } = {}) {
    super(message);
    this.name = 'ToolError';
    this.exitCode = opts.exitCode ?? EXIT.badInput;
    this.file = opts.file;
    this.line = opts.line;
    this.hint = opts.hint;
  }

  /** One line: `file:line: message (hint)`. */
  oneLine(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ''}: ` : '';
    return `${where}${this.message}${this.hint ? ` (${this.hint})` : ''}`;
  }
}

export const badInput = (message: string, opts: { file?: string; line?: number; hint?: string } = {}) =>
  new ToolError(message, { ...opts, exitCode: EXIT.badInput });

export const refused = (message: string, opts: { file?: string; line?: number; hint?: string } = {}) =>
  new ToolError(message, { ...opts, exitCode: EXIT.refused });
