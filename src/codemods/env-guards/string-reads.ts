import type { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { traverse } from '../bilingual/ast-kit.js';
import { envName } from '../data-layer/vendor-settings.js';
import type { RemovedGuard } from './guards.js';
import { unwrap } from '../../rule-kit/pattern.js';

/**
 * A build setting read straight into a string method (`import.meta.env.VITE_API_URL.replace(/\/$/, '')`,
 * `process.env.REACT_APP_HOSTS.split(',')`) throws a TypeError when the setting is missing. A theme
 * is built without the source's `.env*` files, so it always is; at module level the throw stops
 * every page that imports the module. The read gets an empty-string fallback
 * (`(import.meta.env.VITE_API_URL ?? '').replace(...)`): the method runs on '' as the source would
 * on an empty setting. Reads already guarded (`?.`, `|| ''`, `?? ''`) are not touched.
 */
const STRING_METHODS = new Set([
  'replace', 'replaceAll', 'trim', 'trimStart', 'trimEnd', 'split', 'toLowerCase', 'toUpperCase',
  'startsWith', 'endsWith', 'includes', 'indexOf', 'slice', 'substring', 'padStart', 'padEnd', 'match', 'concat', 'at', 'charAt',
]);

/** `import.meta.env.X`, `(import.meta.env.X as string)`, `import.meta.env.X!` → the read itself. */
function settingRead(n: t.Node): t.MemberExpression | null {
  const read = unwrap(n);
  return read.type === 'MemberExpression' && envName(read) ? read : null;
}

/** Give each setting read that a string method is called on an empty-string fallback; returns the settings, by line. */
export function defaultStringSettings(ast: t.File): RemovedGuard[] {
  const found: RemovedGuard[] = [];
  traverse(ast, {
    MemberExpression(p: NodePath<t.MemberExpression>) {
      const m = p.node;
      if (m.computed || m.property.type !== 'Identifier' || !STRING_METHODS.has(m.property.name)) return;
      if (!(p.parentPath?.isCallExpression() && p.parentPath.node.callee === m)) return;
      const read = settingRead(m.object);
      const setting = read && envName(read);
      if (!read || !setting) return;
      // The cast (`as string`) only silenced the maybe-undefined; the fallback does that now.
      if (read.extra) read.extra = { ...read.extra, parenthesized: false };
      m.object = t.logicalExpression('??', read, t.stringLiteral(''));
      found.push({ line: m.loc?.start.line ?? 1, settings: [setting] });
    },
  });
  return found;
}
