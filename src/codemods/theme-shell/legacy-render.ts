import * as t from '@babel/types';
import type { File } from '@babel/types';
import { visit } from '../../convert/print.js';
import { ensureNamedImports } from './imports.js';

/**
 * React 17's `ReactDOM.render(<App />, el)` (or `render` imported from react-dom) becomes React
 * 18's `createRoot(el).render(<App />)`: the theme runs on React 18 (the SDK's hooks need it), where
 * the legacy call logs an error on every page and renders in the old mode. True when changed.
 */
export function modernizeRender(ast: File, file: string): boolean {
  const reactDomLocals = new Set<string>();
  const renderLocals = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || s.source.value !== 'react-dom') continue;
    for (const sp of s.specifiers) {
      if (sp.type === 'ImportDefaultSpecifier' || sp.type === 'ImportNamespaceSpecifier') reactDomLocals.add(sp.local.name);
      else if (sp.type === 'ImportSpecifier' && (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value) === 'render') renderLocals.add(sp.local.name);
    }
  }
  if (!reactDomLocals.size && !renderLocals.size) return false;
  let changed = false;
  visit(ast.program, (n) => {
    if (n.type !== 'CallExpression' || n.arguments.length < 2) return;
    const c = n.callee;
    const legacy = (c.type === 'MemberExpression' && c.object.type === 'Identifier' && reactDomLocals.has(c.object.name) && c.property.type === 'Identifier' && c.property.name === 'render')
      || (c.type === 'Identifier' && renderLocals.has(c.name));
    if (!legacy) return;
    const [element, container] = n.arguments as [t.Expression, t.Expression];
    n.callee = t.memberExpression(t.callExpression(t.identifier('createRoot'), [container]), t.identifier('render'));
    n.arguments = [element];
    changed = true;
  });
  if (changed) ensureNamedImports(ast, file, 'react-dom/client', ['createRoot']);
  return changed;
}
