import path from 'node:path';
import { lineOfOffset } from '../../src/check/ast.js';
import { isGitIgnored, isGitTracked } from '../../src/check/git-ignore.js';
import { mask, TOKEN_FILE } from '../../src/check/secrets.js';
import { defineCheck } from '../../src/check/types.js';

const JWT = /\beyJ[A-Za-z0-9_-]{10,}\.(eyJ[A-Za-z0-9_-]{10,})\.[A-Za-z0-9_-]{10,}/g;
const API_KEY = /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}/g;
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----/g;
/**
 * A name that says "secret" given a literal that looks like a credential (no spaces, 16+
 * characters of mixed case and digits, or a long hex string): `SECRET_ADMIN_TOKEN = "…"`,
 * `adminSecret: '…'`. Prose (`secretRecipe: "our secret recipe"`), slugs and env reads are not.
 */
const NAMED = /(?<![\w$])([\w$]*(?:SECRET|ADMIN_?TOKEN|ADMIN_?KEY|PRIVATE_?KEY|SERVICE_?ROLE|API_?SECRET|PASSWORD)[\w$]*)["']?\s*[:=]\s*(["'`])([^"'`\s]{16,})\2/gi;
const CREDENTIAL = (v: string) =>
  ((/\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v)) || /^[a-f0-9]{32,}$/i.test(v)) &&
  !/^(<.*>|\$\{|\{\{|(your|my|the)[-_]|x{4,}|\*{4,}|changeme|placeholder|example|redacted)/i.test(v);

/** The `role` claim of a JWT payload (Supabase keys say `anon` or `service_role`). */
function jwtRole(payload: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export default defineCheck({
  id: 'source-secrets',
  severity: 'error',
  docs: {
    description: 'No secret-looking literal in the source (a Supabase service-role JWT, an `sk_live_`/`sk_test_` key, a private key, a long value under a secret name such as `SECRET_ADMIN_TOKEN`), and no committed `.env` file holding a service-role key.',
    why: 'Spec §5.6: a theme runs in the browser; a literal in its source ends up in the bundle, and a committed `.env` is published with the repository. A Supabase service-role key bypasses every row-level rule.',
    fix: 'remove the value from the source, read it on a server or not at all, git-ignore the `.env` file, and rotate the key: it has been exposed',
  },
  messages: {
    serviceRole: 'a Supabase service-role key (a JWT with role "{{role}}") is written here',
    apiKey: 'a secret API key ({{masked}}) is written here',
    privateKey: 'a private key is written here',
    named: '`{{name}}` holds a secret-looking literal ({{masked}})',
    committedEnv: '`{{name}}` holds a service-role key and is {{how}}',
  },
  hints: {
    committedEnv: 'git-ignore it (and `git rm --cached` it if committed), then rotate the key',
  },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      const text = file.text;
      if (!text || path.posix.basename(file.path) === TOKEN_FILE) continue;
      if (file.kind === 'env') {
        const serviceRole = [...text.matchAll(JWT)].some((m) => ADMIN_ROLES.has(jwtRole(m[1]) ?? '')) || /^\s*(?:export\s+)?\w*SERVICE_?ROLE\w*\s*=\s*\S{16,}/im.test(text);
        if (!serviceRole) continue;
        const tracked = isGitTracked(ctx.site.root, file.path);
        if (tracked || !isGitIgnored(ctx.site.root, file.path)) ctx.report({ file: file.path, messageId: 'committedEnv', data: { name: file.path, how: tracked ? 'committed to git' : 'not git-ignored' } });
        continue;
      }
      if (file.kind !== 'script' && file.kind !== 'html' && file.kind !== 'json') continue;
      for (const m of text.matchAll(JWT)) {
        const role = jwtRole(m[1]);
        if (role && ADMIN_ROLES.has(role)) ctx.report({ file: file.path, ...lineOfOffset(text, m.index), messageId: 'serviceRole', data: { role } });
      }
      for (const m of text.matchAll(API_KEY)) ctx.report({ file: file.path, ...lineOfOffset(text, m.index), messageId: 'apiKey', data: { masked: mask(m[0]) } });
      for (const m of text.matchAll(PRIVATE_KEY)) ctx.report({ file: file.path, ...lineOfOffset(text, m.index), messageId: 'privateKey' });
      for (const m of text.matchAll(NAMED)) {
        if (!CREDENTIAL(m[3]) || m[3].startsWith('eyJ')) continue;
        ctx.report({ file: file.path, ...lineOfOffset(text, m.index), messageId: 'named', data: { name: m[1], masked: mask(m[3]) } });
      }
    }
  },
});
