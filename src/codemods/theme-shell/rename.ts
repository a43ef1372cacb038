import { printLikeSource, visit } from '../../convert/print.js';
import { parseSource } from '../../load/parse.js';

export const reindent = (code: string, pad: string) => {
  const lines = code.split('\n');
  const rest = lines.slice(1).filter((l) => l.trim());
  const min = rest.length ? Math.min(...rest.map((l) => /^\s*/.exec(l)![0].length)) : 0;
  return [lines[0], ...lines.slice(1).map((l) => (l.trim() ? pad + l.slice(min) : ''))].join('\n');
};

/** Rename every reference to a top-level binding (identifiers and JSX names), scope-unaware on purpose: the text is ours. */
export function renameBinding(file: string, text: string, from: string, to: string): string {
  const r = parseSource(file, text, 'edit');
  if (!r.ok) return text;
  let changed = false;
  visit(r.ast.program, (n, parent, key) => {
    if (n.type === 'Identifier' && n.name === from) {
      if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
      if (parent && parent.type === 'ObjectProperty' && key === 'key' && !parent.computed) return;
      if (parent && parent.type === 'ImportSpecifier' && key === 'imported') return; // printed `App as SiteApp`
      n.name = to;
      changed = true;
    } else if (n.type === 'JSXIdentifier' && n.name === from && parent?.type !== 'JSXAttribute' && !(parent?.type === 'JSXMemberExpression' && key === 'property')) {
      n.name = to;
      changed = true;
    }
  });
  return changed ? printLikeSource(r.ast) : text;
}

