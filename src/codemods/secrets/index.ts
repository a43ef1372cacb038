import ignore from 'ignore';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { appLayout, joinPath } from '../theme-shell/layout.js';
import { introducedTokens } from './token-like.js';

export { findTokenLike, introducedTokens } from './token-like.js';

export const SECRET_FILE = '.env.platform';
export const SECRET_KEYS = ['PLATFORM_DEVELOPER_TOKEN', 'PLATFORM_API_URL'] as const;
const ENV_FILE = /(^|\/)\.env(\.[^/]*)?$/;

/** Variable names (never values) of a dotenv text. */
export const envNames = (text: string) =>
  text.split('\n').map((l) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(l)?.[1]).filter((n): n is string => Boolean(n));

/** Add `entry` to a .gitignore text unless its rules already ignore `probe`. */
export function ensureIgnored(text: string | undefined, entry: string, probe = entry): string | null {
  const current = text ?? '';
  if (ignore().add(current).ignores(probe)) return null;
  const sep = current === '' || current.endsWith('\n') ? '' : '\n';
  return `${current}${sep}${current ? '\n' : ''}# platform developer token (never committed)\n${entry}\n`;
}

export function runSecrets(ctx: StepContext): StepResult {
  const { tree } = ctx;
  const layout = appLayout(ctx);
  const notes: string[] = [];
  const openQuestions: string[] = [];
  const limitations: Limitation[] = [];

  const secret = joinPath(layout.root, SECRET_FILE);
  if (!tree.exists(secret)) {
    tree.write(secret, SECRET_KEYS.map((k) => `${k}=`).join('\n') + '\n');
    notes.push(`${secret}: created empty (fill it from the environment, never from a chat)`);
  }
  const gi = joinPath(layout.root, '.gitignore');
  const next = ensureIgnored(tree.read(gi), SECRET_FILE);
  if (next !== null) {
    tree.write(gi, next);
    notes.push(`${gi}: ${SECRET_FILE} ignored`);
  }

  const rules = ignore().add(tree.read(gi) ?? '');
  for (const p of tree.list()) {
    if (!ENV_FILE.test(p) || p === secret || p.includes('node_modules/')) continue;
    const rel = layout.root && p.startsWith(layout.root + '/') ? p.slice(layout.root.length + 1) : p;
    const names = envNames(tree.read(p) ?? '');
    notes.push(`${p}: the source's env file (${names.join(', ') || 'no variables'}); not part of the theme bundle, values not copied`);
    if (!rules.ignores(rel)) openQuestions.push(`${p} is not git-ignored and may hold secrets: remove it from the repository?`);
  }

  // Nothing this run wrote may look like a credential.
  for (const c of tree.changes()) {
    if (c.kind === 'delete') continue;
    const file = c.kind === 'rename' ? c.to : c.path;
    if (ENV_FILE.test(file) && file !== secret) continue;
    for (const hit of introducedTokens(c.kind === 'add' ? '' : c.before, c.after)) {
      limitations.push({ file, line: hit.line, what: `the conversion wrote ${hit.what}`, why: 'tokens are read from the environment, never written to a file (spec §5.6)' });
    }
  }
  return { status: limitations.length ? 'failed' : notes.some((n) => /created|ignored/.test(n)) ? 'applied' : 'unnecessary', notes, openQuestions, limitations };
}

export const secretsStep = defineStep({
  id: 'secrets',
  description: '.env.platform created empty and git-ignored; other .env files reported; no token written',
  needs: [],
  run: runSecrets,
});

export default secretsStep;
