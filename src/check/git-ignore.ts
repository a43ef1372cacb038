import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';

/** Is `rel` (site-relative) ignored by the site's .gitignore files (root, then each folder on its path)? */
export function isGitIgnored(root: string, rel: string): boolean {
  const parts = rel.split('/');
  for (let i = 0; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/');
    let text: string;
    try {
      text = readFileSync(path.join(root, dir, '.gitignore'), 'utf8');
    } catch {
      continue;
    }
    const sub = parts.slice(i).join('/');
    if (ignore().add(text).ignores(sub)) return true;
  }
  return false;
}

/** Is the file tracked by git (committed or staged)? False outside a git work tree. */
export function isGitTracked(root: string, rel: string): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', '--', rel], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
