import path from 'node:path';
import { lineOfOffset } from '../../src/check/ast.js';
import { mask, TOKEN_VAR } from '../../src/check/secrets.js';
import { defineCheck } from '../../src/check/types.js';

/** Secret formats that never belong in a storefront bundle. */
const SECRET_PATTERNS: { name: string; re: RegExp }[] = [
  { name: 'a JSON Web Token', re: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  { name: 'a private key', re: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'a secret API key', re: /\b(sk|rk)_(live|test)_[A-Za-z0-9]{10,}/ },
  { name: `a ${TOKEN_VAR} value`, re: new RegExp(`${TOKEN_VAR}["']?[ \\t]*[:=][ \\t]*["'\`]?[A-Za-z0-9_.-]{8,}`) },
];

export default defineCheck({
  id: 'bundle-secrets',
  severity: 'error',
  phase: 'build',
  docs: {
    description: 'What the bundle would contain (preview-dist/ plus the files the publisher packs): no `.env*` file, no file named like a token, no developer token or other secret in any file.',
    why: 'Spec §4 "Command line" and §8.4: listing the bundle and filtering for `.env` or `token` must print nothing; the developer token is never in the bundle (§5.6).',
    fix: 'remove the file from public/ or the theme, rename look-alikes, keep secrets only in the git-ignored `.env.platform`, and rotate any secret that was built in',
  },
  messages: {
    envFile: '`{{name}}` would ship in the bundle',
    tokenName: '`{{name}}` is named like a token and would ship in the bundle',
    tokenValue: 'the developer token ({{masked}}) is in the bundle',
    secret: '{{what}} is in the bundle',
  },
  async checkSite(ctx) {
    const bundle = ctx.bundle;
    if (!bundle) return;
    const token = ctx.developerToken && ctx.developerToken.length >= 8 ? ctx.developerToken : null;
    for (const entry of bundle.entries) {
      const name = path.posix.basename(entry.path);
      // The review's own filter over the bundle listing: `.env` or `token` in a name.
      if (/\.env/i.test(name)) ctx.report({ file: entry.path, messageId: 'envFile', data: { name } });
      else if (/token/i.test(name)) ctx.report({ file: entry.path, messageId: 'tokenName', data: { name } });
      const text = await bundle.text(entry);
      if (!text) continue;
      if (token) {
        const i = text.indexOf(token);
        if (i >= 0) ctx.report({ file: entry.path, ...lineOfOffset(text, i), messageId: 'tokenValue', data: { masked: mask(token) } });
      }
      for (const { name: what, re } of SECRET_PATTERNS) {
        const m = re.exec(text);
        if (m) ctx.report({ file: entry.path, ...lineOfOffset(text, m.index), messageId: 'secret', data: { what } });
      }
    }
  },
});
