import path from 'node:path';
import type * as t from '@babel/types';
import type { Site } from '../../load/site.js';

export type Evaluated = { ok: true; value: unknown } | { ok: false };
const NO: Evaluated = { ok: false };

/**
 * Evaluate an expression of a server file when it is literal data: literals, arrays, objects,
 * template strings without expressions, top-level constants of the same file, `require()` of a
 * local JSON file, and `path.join(__dirname, 'x')` (as the joined relative path). Anything else
 * (request data, database calls) is not literal.
 */
export class StaticEvaluator {
  private readonly consts = new Map<string, t.Expression>();
  private readonly busy = new Set<string>();

  /** The file's text (for slicing expression sources). */
  readonly source: string;

  constructor(private readonly site: Site, readonly file: string, program: t.Program) {
    this.source = site.file(file)?.text ?? '';
    for (const s of program.body) {
      if (s.type !== 'VariableDeclaration') continue;
      for (const d of s.declarations) if (d.id.type === 'Identifier' && d.init) this.consts.set(d.id.name, d.init);
    }
  }

  /** The initializer of a top-level binding (used to follow `products` → `require('./data/x.json')`). */
  binding(name: string): t.Expression | undefined {
    return this.consts.get(name);
  }

  eval(node: t.Node | null | undefined): Evaluated {
    if (!node) return NO;
    switch (node.type) {
      case 'StringLiteral': case 'NumericLiteral': case 'BooleanLiteral':
        return { ok: true, value: node.value };
      case 'NullLiteral':
        return { ok: true, value: null };
      case 'TemplateLiteral':
        return node.expressions.length ? NO : { ok: true, value: node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') };
      case 'UnaryExpression': {
        const v = this.eval(node.argument);
        if (!v.ok) return NO;
        if (node.operator === '-' && typeof v.value === 'number') return { ok: true, value: -v.value };
        if (node.operator === '!') return { ok: true, value: !v.value };
        return NO;
      }
      case 'ArrayExpression': {
        const out: unknown[] = [];
        for (const e of node.elements) {
          if (!e) return NO;
          if (e.type === 'SpreadElement') {
            const v = this.eval(e.argument);
            if (!v.ok || !Array.isArray(v.value)) return NO;
            out.push(...v.value);
            continue;
          }
          const v = this.eval(e);
          if (!v.ok) return NO;
          out.push(v.value);
        }
        return { ok: true, value: out };
      }
      case 'ObjectExpression': {
        const out: Record<string, unknown> = {};
        for (const p of node.properties) {
          if (p.type === 'SpreadElement') {
            const v = this.eval(p.argument);
            if (!v.ok || typeof v.value !== 'object' || v.value === null) return NO;
            Object.assign(out, v.value);
            continue;
          }
          if (p.type !== 'ObjectProperty' || p.computed) return NO;
          const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' || p.key.type === 'NumericLiteral' ? String(p.key.value) : null;
          if (key === null) return NO;
          const v = this.eval(p.value);
          if (!v.ok) return NO;
          out[key] = v.value;
        }
        return { ok: true, value: out };
      }
      case 'Identifier': {
        const init = this.consts.get(node.name);
        if (!init || this.busy.has(node.name)) return NO;
        this.busy.add(node.name);
        try {
          return this.eval(init);
        } finally {
          this.busy.delete(node.name);
        }
      }
      case 'CallExpression':
        return this.call(node);
      default:
        return NO;
    }
  }

  /** `module.exports = [...]` / `export default [...]` of a local data module. */
  private moduleExports(file: string | null): Evaluated {
    const ast = file ? this.site.ast(file) : null;
    if (!file || !ast) return NO;
    const ev = new StaticEvaluator(this.site, file, ast.program);
    for (const s of ast.program.body) {
      if (s.type === 'ExportDefaultDeclaration' && s.declaration.type !== 'FunctionDeclaration' && s.declaration.type !== 'ClassDeclaration' && s.declaration.type !== 'TSDeclareFunction') return ev.eval(s.declaration);
      if (s.type === 'ExpressionStatement' && s.expression.type === 'AssignmentExpression' && s.expression.left.type === 'MemberExpression'
        && s.expression.left.object.type === 'Identifier' && s.expression.left.object.name === 'module'
        && s.expression.left.property.type === 'Identifier' && s.expression.left.property.name === 'exports') return ev.eval(s.expression.right);
    }
    return NO;
  }

  private call(node: t.CallExpression): Evaluated {
    const c = node.callee;
    if (c.type === 'Identifier' && c.name === 'require' && node.arguments[0]?.type === 'StringLiteral') {
      const spec = node.arguments[0].value;
      if (!spec.startsWith('.')) return NO;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(this.file), spec));
      const file = [target, `${target}.json`].find((p) => p.endsWith('.json') && this.site.file(p)?.text !== undefined);
      if (!file) return this.moduleExports(this.site.resolve(this.file, spec));
      try {
        return { ok: true, value: JSON.parse(this.site.file(file)!.text!) };
      } catch {
        return NO;
      }
    }
    // path.join(__dirname, 'views') / path.resolve(__dirname, 'public'): the folder, relative to the file.
    if (c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'path' && c.property.type === 'Identifier' && ['join', 'resolve'].includes(c.property.name)) {
      const parts: string[] = [];
      for (const a of node.arguments) {
        if (a.type === 'Identifier' && a.name === '__dirname') continue;
        const v = this.eval(a);
        if (!v.ok || typeof v.value !== 'string') return NO;
        parts.push(v.value);
      }
      return { ok: true, value: path.posix.join(path.posix.dirname(this.file), ...parts) };
    }
    return NO;
  }
}
