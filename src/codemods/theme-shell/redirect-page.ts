import type { File, Node, Statement } from '@babel/types';
import { defaultExportedFunction } from '../../rule-kit/module-names.js';

/**
 * The route a page component only forwards to, or null. Sites keep old addresses alive with a
 * page that draws nothing and sends the visitor on (`/about` → `/about-us`):
 *   `useEffect(() => { navigate('/about-us', { replace: true }) }, [navigate]); return null;`
 *   `return <Navigate to="/about-us" replace />;`
 * Such a page is an alias of its target, not a page of its own: the manifest lists the target.
 */
export function redirectTarget(ast: File): string | null {
  const fn = defaultExportedFunction(ast);
  if (!fn) return null;
  const body = fn.body;
  if (body.type !== 'BlockStatement') return navigateElementTarget(body);
  let target: string | null = null;
  for (const s of body.body) {
    if (s.type === 'VariableDeclaration') {
      // Only hooks may be read (`const navigate = useNavigate()`): anything else is a page's own work.
      if (!s.declarations.every((d) => d.init?.type === 'CallExpression' && calleeName(d.init.callee)?.startsWith('use'))) return null;
      continue;
    }
    if (s.type === 'ExpressionStatement' && s.expression.type === 'CallExpression' && /^(useEffect|useLayoutEffect)$/.test(calleeName(s.expression.callee) ?? '')) {
      const effect = s.expression.arguments[0];
      if (!effect || (effect.type !== 'ArrowFunctionExpression' && effect.type !== 'FunctionExpression')) return null;
      const to = effect.body.type === 'BlockStatement' ? (effect.body.body.length === 1 ? navigateTarget(effect.body.body[0]) : null) : navigateCallTarget(effect.body);
      if (!to || (target && target !== to)) return null;
      target = to;
      continue;
    }
    if (s.type === 'ReturnStatement') {
      const arg = s.argument;
      if (!arg || arg.type === 'NullLiteral') continue;
      const to = navigateElementTarget(arg);
      if (!to || (target && target !== to)) return null;
      target = to;
      continue;
    }
    return null;
  }
  return target;
}

function calleeName(n: Node): string | null {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') return n.property.name;
  return null;
}

const pathOf = (n: Node | undefined): string | null => (n?.type === 'StringLiteral' && n.value.startsWith('/') ? n.value : null);

/** `navigate('/x', …)`, `router.replace('/x')`, `window.location.replace('/x')` as a statement. */
function navigateTarget(s: Statement): string | null {
  return s.type === 'ExpressionStatement' ? navigateCallTarget(s.expression) : null;
}

function navigateCallTarget(n: Node): string | null {
  if (n.type !== 'CallExpression') return null;
  const name = calleeName(n.callee);
  return name && /^(navigate|replace|push|setLocation)$/.test(name) ? pathOf(n.arguments[0]) : null;
}

/** `<Navigate to="/x" replace />` or `<Redirect to="/x" />`. */
function navigateElementTarget(n: Node): string | null {
  const el = n.type === 'ParenthesizedExpression' ? n.expression : n;
  if (el.type !== 'JSXElement' || el.openingElement.name.type !== 'JSXIdentifier' || !/^(Navigate|Redirect)$/.test(el.openingElement.name.name)) return null;
  const to = el.openingElement.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'to');
  return to?.type === 'JSXAttribute' ? pathOf(to.value ?? undefined) : null;
}
