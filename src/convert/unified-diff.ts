import { createTwoFilesPatch } from 'diff';
import { kindOf } from '../load/files.js';
import type { Change } from './staged-tree.js';

/**
 * A dotenv file holds secrets; its diff shows each variable's name, never its value (the report
 * is not git-ignored and dry-run output lands in terminals and logs). Its change is shown as
 * comment lines, so the rest of the patch still applies; apply that one change by hand. A committed template
 * (`.env.example`, `.env.sample`, `.env.template`) holds no secrets by design and is shown as is,
 * so its diff still applies with `git apply`.
 */
const ENV_TEMPLATE = /\.(example|sample|template|dist)$/i;
const hidesValues = (p: string) => kindOf(p) === 'env' && !ENV_TEMPLATE.test(p);

/** `KEY=value` → `KEY=…` (empty values stay empty); other lines stay as they are. */
export function maskEnvValues(text: string): string {
  return text.replace(/^([ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_.-]*[ \t]*[=:][ \t]*)(\S.*?)(\r?)$/gm, (_m, head: string, _v: string, cr: string) => `${head}…${cr}`);
}

/**
 * A `git apply`-compatible unified diff of staged changes: `diff --git` headers, `a/` and `b/`
 * prefixes, `/dev/null` for added and deleted files, and `new file mode` / `deleted file mode`
 * lines so git creates and removes files. An unchanged move (binaries included) uses git's rename
 * headers; a move with edits is shown as a deletion plus an addition.
 */
function filePatch(oldPath: string | null, newPath: string | null, before: string, after: string): string {
  const p0 = (newPath ?? oldPath)!;
  // Only a dotenv file is scanned for values (the scan of every changed file cost a run ~0.1 s).
  if (hidesValues(p0) && (maskEnvValues(before) !== before || maskEnvValues(after) !== after)) {
    // A hunk with masked lines would make `git apply` reject the whole patch, so the change is
    // named on a line git apply passes over, with its variable names and no value.
    const diff = createTwoFilesPatch(p0, p0, maskEnvValues(before), maskEnvValues(after), '', '', { context: 0 })
      .split('\n').filter((l) => /^[+-][^+-]/.test(l)).map((l) => `# ${l}`);
    return `# ${p0}: changed, not in this patch (a .env file holds secrets; values hidden)\n${diff.join('\n')}${diff.length ? '\n' : ''}`;
  }
  const a = oldPath ? `a/${oldPath}` : '/dev/null';
  const b = newPath ? `b/${newPath}` : '/dev/null';
  const p = (oldPath ?? newPath)!;
  const header = [`diff --git a/${p} b/${p}`];
  if (!oldPath) header.push('new file mode 100644');
  if (!newPath) header.push('deleted file mode 100644');
  // An empty file added or removed has no hunk: git takes the header alone.
  if (before === after) return oldPath && newPath ? '' : header.join('\n') + '\n';
  const patch = createTwoFilesPatch(a, b, before, after, '', '', { context: 3 });
  // Drop the `Index:`/`===` preamble and the empty tab-suffixed headers the diff package writes.
  const body = patch
    .split('\n')
    .filter((l) => !l.startsWith('Index:') && !/^=+$/.test(l))
    .map((l) => (l.startsWith('--- ') || l.startsWith('+++ ') ? l.replace(/\t$/, '') : l))
    .join('\n');
  const text = header.join('\n') + '\n' + body.replace(/^\n+/, '');
  return text.endsWith('\n') ? text : text + '\n';
}

export function unifiedDiff(changes: Change[]): string {
  const parts: string[] = [];
  for (const c of changes) {
    if (c.kind === 'add') parts.push(filePatch(null, c.path, '', c.after));
    else if (c.kind === 'delete') parts.push(filePatch(c.path, null, c.before, ''));
    else if (c.kind === 'modify') parts.push(filePatch(c.path, c.path, c.before, c.after));
    else if (c.binary || c.before === c.after) {
      // An unchanged move (text or binary): git's rename headers, no content needed.
      parts.push(`diff --git a/${c.from} b/${c.to}\nsimilarity index 100%\nrename from ${c.from}\nrename to ${c.to}\n`);
    } else {
      parts.push(filePatch(c.from, null, c.before, ''));
      parts.push(filePatch(null, c.to, '', c.after));
    }
  }
  return parts.filter(Boolean).join('');
}
