import * as t from '@babel/types';
import { SECURITY_HEADERS } from '../../../rules/data-layer/security-headers.js';
import { removeJsx, staticString, traverse, type NodePath } from '../drop-pages/ast-kit.js';

/**
 * Security headers a script sets from the page (rules/data-layer/security-headers.ts): a `<meta>`
 * built with `document.createElement('meta')` whose `http-equiv` (or `name`) is such a header goes
 * with every statement that uses it (attributes, `appendChild`), and a guard left empty goes too;
 * a JSX `<meta httpEquiv="Content-Security-Policy">` (react-helmet) goes. Returns the headers
 * removed, each with its line.
 */
export function removeSecurityMeta(ast: t.File): { header: string; line: number }[] {
  const out: { header: string; line: number }[] = [];
  traverse(ast, {
    VariableDeclarator(p) {
      const init = p.node.init;
      if (p.node.id.type !== 'Identifier' || !isCreateMeta(init)) return;
      const binding = p.scope.getBinding(p.node.id.name);
      if (!binding || binding.constantViolations.length) return;
      const header = binding.referencePaths.map(headerSetBy).find((h) => h !== null);
      if (!header) return;
      const statements = new Set<NodePath>();
      for (const ref of binding.referencePaths) {
        const s = ref.getStatementParent();
        // Only statements that are about the element; a use inside a larger one keeps it all.
        if (!s?.isExpressionStatement() || !isAbout(s.node.expression, ref.node) || isAncestor(s, p)) return;
        statements.add(s);
      }
      out.push({ header, line: init?.loc?.start.line ?? 1 });
      const decl = p.getStatementParent()!;
      const blocks = new Set([decl, ...statements].map((s) => s.parentPath));
      for (const s of statements) s.remove();
      if ((decl.node as t.VariableDeclaration).declarations.length === 1) decl.remove();
      else p.remove();
      for (const b of blocks) removeEmptyGuard(b);
    },
    JSXOpeningElement(p) {
      if (p.node.name.type !== 'JSXIdentifier' || p.node.name.name !== 'meta') return;
      for (const a of p.node.attributes) {
        if (a.type !== 'JSXAttribute' || a.name.type !== 'JSXIdentifier' || !['httpEquiv', 'http-equiv'].includes(a.name.name)) continue;
        const v = a.value?.type === 'StringLiteral' ? a.value.value : null;
        if (!v || !SECURITY_HEADERS.test(v)) continue;
        out.push({ header: v, line: p.node.loc?.start.line ?? 1 });
        removeJsx(p.parentPath);
        return;
      }
    },
  });
  return out;
}

/** `document.createElement('meta')`. */
function isCreateMeta(n: t.Node | null | undefined): boolean {
  return !!n && n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier'
    && n.callee.property.name === 'createElement' && staticString(n.arguments[0] as t.Node) === 'meta';
}

/** The security header a reference names: `el.setAttribute('http-equiv', 'X-Frame-Options')`, `el.httpEquiv = '...'`. */
function headerSetBy(ref: NodePath): string | null {
  const member = ref.parentPath;
  if (!member?.isMemberExpression() || member.node.object !== ref.node || member.node.property.type !== 'Identifier') return null;
  const prop = member.node.property.name;
  const call = member.parentPath;
  if (prop === 'setAttribute' && call?.isCallExpression()) {
    const [name, value] = call.node.arguments.map((a) => staticString(a as t.Node));
    return name && /^(http-equiv|name)$/i.test(name) && value && SECURITY_HEADERS.test(value) ? value : null;
  }
  const assign = member.parentPath;
  if ((prop === 'httpEquiv' || prop === 'name') && assign?.isAssignmentExpression() && assign.node.left === member.node) {
    const value = staticString(assign.node.right);
    return value && SECURITY_HEADERS.test(value) ? value : null;
  }
  return null;
}

/** Is a statement's expression only about the element: `el.x(...)`, `el.x = v`, `parent.appendChild(el)`? */
function isAbout(e: t.Expression, el: t.Node): boolean {
  if (e.type === 'AssignmentExpression') return e.left.type === 'MemberExpression' && e.left.object === el;
  if (e.type !== 'CallExpression' || e.callee.type !== 'MemberExpression') return false;
  if (e.callee.object === el) return true;
  const name = e.callee.property.type === 'Identifier' ? e.callee.property.name : '';
  return /^(appendChild|append|prepend|insertBefore|replaceChildren)$/.test(name) && e.arguments[0] === el;
}

const isAncestor = (a: NodePath, b: NodePath) => !!b.findParent((x) => x === a);

/** An `if` (with no else) whose block the removal emptied goes too. */
function removeEmptyGuard(block: NodePath | null): void {
  if (!block?.isBlockStatement() || block.node.body.length) return;
  const guard = block.parentPath;
  if (guard?.isIfStatement() && guard.node.consequent === block.node && !guard.node.alternate) guard.remove();
}
