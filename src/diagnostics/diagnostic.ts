/** The one diagnostic shape used by analyze, codemods, check and survey (STYLE.md "Diagnostics"). */
export type DiagnosticSource = 'analyze' | 'codemod' | 'check' | 'survey' | 'load';
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** Rule id, equal to the rule's file name (e.g. `parse-error`, `no-foreign-api`). */
  ruleId: string;
  source: DiagnosticSource;
  severity: Severity;
  /** Stable message id; tests assert on it rather than on prose. */
  messageId: string;
  message: string;
  hint?: string;
  /** Path relative to the site root, forward slashes. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: ` : '';
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${where}${d.severity} ${d.ruleId}: ${d.message}${hint}`;
}
