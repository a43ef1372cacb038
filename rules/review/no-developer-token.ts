import path from 'node:path';
import { lineOfOffset } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';
import { mask, TOKEN_FILE } from '../../src/check/secrets.js';

/** `PLATFORM_DEVELOPER_TOKEN=abc…`, `"PLATFORM_DEVELOPER_TOKEN": "abc…"`, `PLATFORM_DEVELOPER_TOKEN: abc…`. */
const ASSIGNED = /PLATFORM_DEVELOPER_TOKEN["']?[ \t]*[:=][ \t]*["'`]?([^\s"'`,;}]{8,})/g;
/** Values that only stand for a token. */
const PLACEHOLDER = /^(<.*>|\$\{?\w+\}?|\{\{.*\}\}|process\.env\.|import\.meta\.env\.|(your|my|the)[-_]|x{4,}|\*{4,}|changeme|placeholder|example|redacted)/i;
/** Theme code reading the developer token (Vite would inline a `VITE_` one into the bundle). */
const IN_CODE = /(import\.meta\.env|process\.env)(\.|\[\s*["'])(VITE_)?PLATFORM_DEVELOPER_TOKEN/g;

export default defineCheck({
  id: 'no-developer-token',
  severity: 'error',
  docs: {
    description: 'No developer token in any file but `.env.platform`: no `PLATFORM_DEVELOPER_TOKEN=<value>`, no copy of the token itself, no theme code reading it.',
    why: 'Spec §5.4-6: the Developer API Token is never safe in a browser; it lives only in the git-ignored `.env.platform`, is never committed, never in the bundle.',
    fix: 'remove the value from the file, keep it only in `.env.platform` (git-ignored), and rotate the token if it was committed or published',
  },
  messages: {
    assigned: 'a developer token value is written here ({{masked}})',
    tokenValue: 'the developer token ({{masked}}) appears in this file',
    inCode: 'theme code reads the developer token; it must never reach the browser',
  },
  checkSite(ctx) {
    const token = ctx.developerToken && ctx.developerToken.length >= 8 ? ctx.developerToken : null;
    for (const file of ctx.site.files) {
      if (!file.text || path.posix.basename(file.path) === TOKEN_FILE) continue;
      const text = file.text;
      for (const m of text.matchAll(ASSIGNED)) {
        if (PLACEHOLDER.test(m[1])) continue;
        const at = lineOfOffset(text, m.index ?? 0);
        ctx.report({ file: file.path, ...at, messageId: 'assigned', data: { masked: mask(m[1]) } });
      }
      if (token) {
        const i = text.indexOf(token);
        if (i >= 0) ctx.report({ file: file.path, ...lineOfOffset(text, i), messageId: 'tokenValue', data: { masked: mask(token) } });
      }
      if (file.kind === 'script' && ctx.isAppScript(file)) {
        for (const m of text.matchAll(IN_CODE)) ctx.report({ file: file.path, ...lineOfOffset(text, m.index ?? 0), messageId: 'inCode' });
      }
    }
  },
});

