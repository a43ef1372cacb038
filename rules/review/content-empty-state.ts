import type { CallExpression, Node } from '@babel/types';
import { all, containsJsx, importsOf, memberPath, some } from '../../src/check/ast.js';
import { resolveBinding } from '../../src/check/components.js';
import { defineCheck } from '../../src/check/types.js';
import { STOREFRONT_CLIENT_METHODS } from '../sdk.js';

/**
 * `storefront.content.blog()`, `content.careers()`...: the client's content methods (`content.meta`
 * is page metadata, not a list). A record's own `section.content.map(...)` is not one.
 */
const CONTENT_METHODS = STOREFRONT_CLIENT_METHODS.filter((m) => m.startsWith('content.') && m !== 'content.meta').map((m) => m.slice('content.'.length));
const CONTENT_CALL = new RegExp(`(^|\\.)content\\.(${CONTENT_METHODS.join('|')})$`);

/** A test that asks "is it empty?": `.length`, `!x`, `x == null`, `x === 0`, `isEmpty(x)`. */
function emptinessTest(test: Node): boolean {
  return some(test, (n) =>
    (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier' && n.property.name === 'length' ||
    (n.type === 'UnaryExpression' && n.operator === '!') ||
    (n.type === 'BinaryExpression' && ['==', '===', '!=', '!==', '<', '>', '<=', '>='].includes(n.operator) && [n.left, n.right].some((s) => (s.type === 'NumericLiteral' && s.value === 0) || s.type === 'NullLiteral' || (s.type === 'Identifier' && s.name === 'undefined'))) ||
    (n.type === 'CallExpression' && /empty/i.test(memberPath(n.callee as Node) ?? '')),
  );
}

function isContentCall(n: Node, hooks: Set<string>): n is CallExpression {
  if (n.type !== 'CallExpression') return false;
  const callee = memberPath(n.callee as Node) ?? '';
  return hooks.has(callee) || CONTENT_CALL.test(callee);
}

export default defineCheck({
  id: 'content-empty-state',
  severity: 'error',
  docs: {
    description: 'Every content-engine page (blog, careers, FAQ, legal, comparisons: `content.*`, `useContent`, `useFaqs`, `useBlogPost`) renders an empty state when the brand has no such content.',
    why: 'Spec §2 "Theme package requirements" 6: content is optional per brand; a page that renders nothing (or crashes on an empty list) fails review.',
    fix: 'render a friendly empty state when the list is empty (e.g. `items.length === 0 ? <Empty/> : ...`) and a not-found state for a missing post',
  },
  messages: { noEmptyState: 'content page reads `{{call}}` but renders no empty state' },
  checkSite(ctx) {
    for (const file of ctx.site.scripts) {
      if (!ctx.isAppScript(file)) continue;
      const ast = ctx.site.ast(file.path);
      if (!ast || !containsJsx(ast.program)) continue;
      const imports = importsOf(ast);
      const hooks = new Set([...imports].filter(([, b]) => ctx.sdk.isSdkSource(b.source) && ctx.sdk.contentHooks.includes(b.imported)).map(([l]) => l));
      // Site modules whose export reads content (a `useBlogPosts()` wrapper around `content.blog()`).
      const wrappers = new Set<string>();
      for (const [local, b] of imports) {
        if (ctx.sdk.isSdkSource(b.source) || !ctx.site.resolve(file.path, b.source)) continue;
        const def = resolveBinding(ctx.site, file.path, local);
        if (def && !containsJsx(def.node) && some(def.node, (n) => isContentCall(n, new Set()))) wrappers.add(local);
      }
      const isWrapperCall = (n: Node) => n.type === 'CallExpression' && n.callee.type === 'Identifier' && wrappers.has(n.callee.name);
      const calls = all(ast.program, (n): n is CallExpression => isContentCall(n, hooks) || isWrapperCall(n));
      if (!calls.length) continue;
      const hasEmpty = some(ast.program, (n) =>
        (n.type === 'ConditionalExpression' && emptinessTest(n.test) && (containsJsx(n.consequent) || containsJsx(n.alternate))) ||
        (n.type === 'LogicalExpression' && n.operator !== '??' && emptinessTest(n.left) && containsJsx(n.right)) ||
        (n.type === 'IfStatement' && emptinessTest(n.test) && containsJsx(n.consequent)),
      );
      if (!hasEmpty) ctx.report({ file: file.path, node: calls[0], messageId: 'noEmptyState', data: { call: memberPath(calls[0].callee as Node) ?? 'content' } });
    }
  },
});
