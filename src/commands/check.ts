import path from 'node:path';
import type { OutputFormat } from '../check/format.js';
import { API_URL_VAR, redact, TOKEN_FILE, TOKEN_VAR } from '../check/secrets.js';
import { readTokenConfig, verifyDeveloperToken } from '../check/token.js';
import { badInput, EXIT, type ExitCode } from '../diagnostics/tool-error.js';
import { outLines, type Logger } from '../infra/logger.js';
import { packageRoot } from '../infra/package-root.js';
import { readFileSync } from 'node:fs';
import { defineCommand } from './types.js';

function toolVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Every line leaves through here, so the developer token can never be printed unmasked. */
function safeLogger(logger: Logger, token: string | undefined): Logger {
  return {
    info: (m) => logger.info(redact(m, token)),
    debug: (m) => logger.debug?.(redact(m, token)),
    progress: (m) => logger.progress?.(redact(m, token)),
    warn: (m) => logger.warn(redact(m, token)),
    error: (m) => logger.error(redact(m, token)),
    out: (t) => logger.out(redact(t, token)),
  };
}

/** `check --token`: GET /api/developer/me; false (after a one-line message) when the token is refused. */
async function tokenGate(dir: string, log: Logger, token: string | undefined, apiUrl: string | undefined): Promise<{ kind: string; masked: string } | null> {
  if (!token) throw badInput(`no ${TOKEN_VAR} in the environment or ${TOKEN_FILE}`, { hint: `export it, or put it in ${path.join(dir, TOKEN_FILE)} (git-ignored)` });
  if (!apiUrl) throw badInput(`no ${API_URL_VAR} in the environment or ${TOKEN_FILE}`, { hint: `set ${API_URL_VAR} to the platform's base URL` });
  const r = await verifyDeveloperToken(token, apiUrl);
  if (!r.ok) {
    log.error(`platform-convert: ${r.reason}`);
    if (r.status === 401) log.error(`  get a fresh token (POST /api/developer/login) and put it in ${TOKEN_FILE}; stopping`);
    return null;
  }
  log.info(`developer token ${r.masked} accepted: account kind "${r.kind}"`);
  return { kind: r.kind, masked: r.masked };
}

export default defineCommand({
  name: 'check',
  description: 'the review gate: every review rule of the spec, reported per file and line (exit 1 on any error)',
  options: [
    { flags: '--json', description: 'print the diagnostics and a summary as JSON on stdout' },
    { flags: '--format <format>', description: 'output format', choices: ['text', 'json', 'sarif'] },
    { flags: '--build', description: 'build the theme, list the bundle, check it for secrets and the installed SDK for every imported name' },
    { flags: '--token', description: `verify ${TOKEN_VAR} against GET /api/developer/me first` },
  ],
  async run(dir, opts, logger): Promise<ExitCode> {
    const format: OutputFormat = (opts.format as OutputFormat | undefined) ?? (opts.json ? 'json' : 'text');
    // Loaded here, not at start-up: the review rules and the parsers are this command's alone.
    const { loadSite } = await import('../load/site.js');
    const { checkTheme, themeDirs } = await import('../check/index.js');
    const { formatSarif, formatText } = await import('../check/format.js');
    // The token is read before anything is printed, so every line can be redacted.
    const site = await loadSite(dir);
    const cfg = await readTokenConfig(themeDirs(site.root, site.appRoot));
    const log = safeLogger(logger, cfg.token);

    let token: { kind: string; masked: string } | undefined;
    if (opts.token) {
      const ok = await tokenGate(dir, log, cfg.token, cfg.apiUrl);
      if (!ok) return EXIT.errorsRemain;
      token = ok;
    }

    const report = await checkTheme(site, { build: !!opts.build, onBuild: (cmd) => log.info(`building the theme (${cmd})...`) });
    const lines: string[] = [];
    if (report.bundle && format === 'text') {
      lines.push(`bundle (${report.bundle.files.length} files${report.bundle.built ? '' : ', build failed'}):`);
      for (const f of report.bundle.files) lines.push(`  ${f.origin === 'build' ? f.path : `${f.path} (packed)`}`);
    }
    if (format === 'sarif') log.out(JSON.stringify(formatSarif(report.diagnostics, report.checks, report.root, toolVersion()), null, 2));
    else if (format === 'json') {
      log.out(JSON.stringify({
        diagnostics: report.diagnostics,
        summary: report.summary,
        followUps: report.followUps,
        ...(report.stateFile ? { stateFile: path.relative(report.root, report.stateFile) } : {}),
        ...(report.bundle ? { bundle: report.bundle } : {}),
        ...(token ? { token } : {}),
      }, null, 2));
    }
    if (format === 'text') {
      lines.push(...formatText(report.diagnostics, report.summary));
      for (const f of report.followUps) lines.push(`follow-up: ${f}`);
      outLines(log, lines);
    } else {
      // JSON or SARIF alone on stdout; the one-line summary on stderr.
      log.info(formatText([], report.summary).at(-1)!);
      for (const f of report.followUps) log.info(`follow-up: ${f}`);
    }
    return report.summary.errors ? EXIT.errorsRemain : EXIT.ok;
  },
});
