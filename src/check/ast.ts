import type { File, Node, JSXOpeningElement, JSXAttribute, ObjectExpression, Statement } from '@babel/types';

/** Small AST readers shared by the review checks (no traversal state, no scopes). */

export function jsxName(el: JSXOpeningElement): string {
  const n = el.name;
  if (n.type === 'JSXIdentifier') return n.name;
  if (n.type === 'JSXNamespacedName') return `${n.namespace.name}:${n.name.name}`;
  const parts: string[] = [];
  let cur: Node = n;
  while (cur.type === 'JSXMemberExpression') {
    parts.unshift(cur.property.name);
    cur = cur.object;
  }
  if (cur.type === 'JSXIdentifier') parts.unshift(cur.name);
  return parts.join('.');
}

export function jsxAttr(el: JSXOpeningElement, name: string): JSXAttribute | undefined {
  return el.attributes.find((a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);
}

export function hasSpreadAttr(el: JSXOpeningElement): boolean {
  return el.attributes.some((a) => a.type === 'JSXSpreadAttribute');
}

/** The string a literal, an expression-free template, or `{'x'}` stands for; null otherwise. */
export function staticString(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? null;
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression as Node);
  return null;
}

/** `a.b.c` for an identifier/member chain (optional chaining included); null when computed. */
export function memberPath(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    const obj = memberPath(node.object);
    if (obj === null) return null;
    if (!node.computed && node.property.type === 'Identifier') return `${obj}.${node.property.name}`;
    const s = staticString(node.property);
    return s === null ? null : `${obj}.${s}`;
  }
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression') return memberPath(node.expression);
  return null;
}

/** Property key as text (identifier, string or number key). */
export function keyName(node: Node): string | null {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'NumericLiteral') return String(node.value);
  return null;
}

export interface ImportBinding {
  source: string;
  /** Imported name; `default` or `*` for default and namespace imports. */
  imported: string;
  node: Node;
}

/** Local name → what it was imported as, for every import declaration of a file. */
export function importsOf(ast: File): Map<string, ImportBinding> {
  const out = new Map<string, ImportBinding>();
  for (const st of ast.program.body) {
    if (st.type !== 'ImportDeclaration') continue;
    for (const s of st.specifiers) {
      const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : keyName(s.imported) ?? '';
      out.set(s.local.name, { source: st.source.value, imported, node: st });
    }
  }
  return out;
}

/** Top-level declaration (function, class or variable) named `name`, looking through exports. */
export function topLevelDeclaration(ast: File, name: string): Node | null {
  for (const raw of ast.program.body) {
    const st: Statement | Node = raw.type === 'ExportNamedDeclaration' && raw.declaration ? raw.declaration : raw.type === 'ExportDefaultDeclaration' ? raw.declaration : raw;
    if ((st.type === 'FunctionDeclaration' || st.type === 'ClassDeclaration') && st.id?.name === name) return st;
    if (st.type === 'VariableDeclaration') {
      for (const d of st.declarations) if (d.id.type === 'Identifier' && d.id.name === name) return d;
    }
  }
  return null;
}

/** The local name behind `export { x as name }`, `export function name` or `export const name`. */
export function exportedLocal(ast: File, name: string): { local: string; node: Node } | null {
  for (const st of ast.program.body) {
    if (st.type === 'ExportNamedDeclaration') {
      const d = st.declaration;
      if (d && (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id?.name === name) return { local: name, node: st };
      if (d?.type === 'VariableDeclaration' && d.declarations.some((x) => x.id.type === 'Identifier' && x.id.name === name)) return { local: name, node: st };
      for (const s of st.specifiers) {
        if (s.type === 'ExportSpecifier' && keyName(s.exported) === name) return { local: s.local.name, node: st };
      }
    }
    if (name === 'default' && st.type === 'ExportDefaultDeclaration') {
      const d = st.declaration;
      if (d.type === 'Identifier') return { local: d.name, node: st };
      if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) return { local: d.id.name, node: st };
      return { local: '', node: st };
    }
  }
  return null;
}

/** Does any node under `root` satisfy `pred`? Plain recursion over child nodes. */
export function some(root: Node, pred: (n: Node) => boolean): boolean {
  let found = false;
  const visit = (n: Node) => {
    if (found) return;
    if (pred(n)) {
      found = true;
      return;
    }
    for (const key of Object.keys(n)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      const v = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) {
        for (const c of v) if (c && typeof c === 'object' && typeof (c as Node).type === 'string') visit(c as Node);
      } else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visit(v as Node);
    }
  };
  visit(root);
  return found;
}

/** Every node under `root` satisfying `pred`, in source order. */
export function all<T extends Node>(root: Node, pred: (n: Node) => n is T): T[] {
  const out: T[] = [];
  some(root, (n) => {
    if (pred(n)) out.push(n);
    return false;
  });
  return out;
}

export function objectKeys(obj: ObjectExpression): string[] {
  const out: string[] = [];
  for (const p of obj.properties) if ((p.type === 'ObjectProperty' || p.type === 'ObjectMethod') && !p.computed) {
    const k = keyName(p.key);
    if (k) out.push(k);
  }
  return out;
}

/** 1-based line of a character offset. */
export function lineOfOffset(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) { line++; last = i; }
  return { line, column: offset - last };
}

/** Is this node (or an ancestor) JSX? Used to tell a rendering branch from plain logic. */
export const containsJsx = (n: Node | null | undefined): boolean => !!n && some(n, (x) => x.type === 'JSXElement' || x.type === 'JSXFragment');
