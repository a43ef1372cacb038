import path from 'node:path';
import { isGitIgnored, isGitTracked } from '../../src/check/git-ignore.js';
import { TOKEN_FILE } from '../../src/check/secrets.js';
import { defineCheck } from '../../src/check/types.js';

/** A name that means "platform env file" but is not `.env.platform`: `.platform.env`, `platform.env`, `.env-platform`. */
const LOOKALIKE = /(^|[._-])env([._-]|$)/i;

export default defineCheck({
  id: 'secret-files',
  severity: 'error',
  docs: {
    description: 'The developer-token file is named exactly `.env.platform` and is git-ignored (and not committed); no `.platform.env`-style look-alike exists.',
    why: 'Spec §2 rule 5 and §5.6: files named `.env*` are excluded from the bundle, so a `.platform.env` would be published; the token is never committed.',
    fix: 'rename the file to `.env.platform`, add `.env.platform` (or `.env*`) to .gitignore, and `git rm --cached` it if it was committed',
  },
  messages: {
    lookalike: '`{{name}}` looks like the token file but would be bundled: only `.env.platform` is excluded',
    notIgnored: '`.env.platform` is not git-ignored',
    committed: '`.env.platform` is committed to git',
  },
  hints: { notIgnored: 'add `.env.platform` to .gitignore', committed: 'run `git rm --cached .env.platform`, ignore it, and rotate the token' },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      const base = path.posix.basename(file.path);
      if (base === TOKEN_FILE) {
        if (!isGitIgnored(ctx.site.root, file.path)) ctx.report({ file: file.path, messageId: 'notIgnored' });
        if (isGitTracked(ctx.site.root, file.path)) ctx.report({ file: file.path, messageId: 'committed' });
      } else if (/platform/i.test(base) && LOOKALIKE.test(base.replace(/platform/gi, ''))) {
        ctx.report({ file: file.path, messageId: 'lookalike', data: { name: base } });
      }
    }
  },
});
