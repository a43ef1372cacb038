import path from 'node:path';
import type * as t from '@babel/types';
import type { Site } from '../../load/site.js';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod']);
const isFn = (n: t.Node): n is t.Function => FUNCTIONS.has(n.type);

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
  /** `const { foods } = require('./store')`: local → the expression and the key it takes. */
  private readonly picks = new Map<string, { from: t.Expression; key: string }>();
  private readonly busy = new Set<string>();
  /** Top-level `function name() {}` declarations. */
  private readonly functions = new Map<string, t.FunctionDeclaration>();

  /** The file's text (for slicing expression sources). */
  readonly source: string;

  constructor(private readonly site: Site, readonly file: string, program: t.Program) {
    this.source = site.file(file)?.text ?? '';
    for (const s of program.body) {
      if (s.type === 'FunctionDeclaration' && s.id) this.functions.set(s.id.name, s);
      if (s.type !== 'VariableDeclaration') continue;
      for (const d of s.declarations) {
        if (d.id.type === 'Identifier' && d.init) this.consts.set(d.id.name, d.init);
        if (d.id.type !== 'ObjectPattern' || !d.init) continue;
        for (const p of d.id.properties) {
          if (p.type === 'ObjectProperty' && !p.computed && p.key.type === 'Identifier' && p.value.type === 'Identifier') this.picks.set(p.value.name, { from: d.init, key: p.key.name });
        }
      }
    }
  }

  /** The initializer of a top-level binding (used to follow `products` → `require('./data/x.json')`). */
  binding(name: string): t.Expression | undefined {
    return this.consts.get(name);
  }

  /**
   * The function an expression names, with an evaluator for the file it is written in: a route
   * handler passed by name (`router.get('/', showHome)`) or as a member of a controller module
   * (`router.get('/', Main.home)` with `const Main = require('../controller/main')`).
   */
  functionAt(node: t.Node): { fn: t.Function; ev: StaticEvaluator } | null {
    if (isFn(node)) return { fn: node, ev: this };
    if (node.type === 'Identifier') {
      const init = this.consts.get(node.name);
      if (init) return isFn(init) ? { fn: init, ev: this } : null;
      const decl = this.functions.get(node.name);
      return decl ? { fn: decl, ev: this } : null;
    }
    if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return null;
    const owner = this.objectAt(node.object);
    if (!owner) return null;
    const key = node.property.name;
    for (const p of owner.obj.properties) {
      if (p.type === 'SpreadElement' || p.computed || !((p.key.type === 'Identifier' && p.key.name === key) || (p.key.type === 'StringLiteral' && p.key.value === key))) continue;
      if (p.type === 'ObjectMethod') return { fn: p, ev: owner.ev };
      return p.value.type === 'Identifier' ? owner.ev.functionAt(p.value) : isFn(p.value) ? { fn: p.value, ev: owner.ev } : null;
    }
    return null;
  }

  /** The object literal an expression stands for: in place, a top-level constant, or a required module's exports. */
  private objectAt(node: t.Node, depth = 0): { obj: t.ObjectExpression; ev: StaticEvaluator } | null {
    if (depth > 4) return null;
    if (node.type === 'ObjectExpression') return { obj: node, ev: this };
    if (node.type === 'Identifier') {
      const init = this.consts.get(node.name);
      return init ? this.objectAt(init, depth + 1) : null;
    }
    const mod = node.type === 'CallExpression' ? this.requiredModule(node) : null;
    return mod ? mod.ev.objectAt(mod.exports, depth + 1) : null;
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
        const pick = this.picks.get(node.name);
        if ((!init && !pick) || this.busy.has(node.name)) return NO;
        this.busy.add(node.name);
        try {
          return init ? this.eval(init) : this.member(pick!.from, pick!.key);
        } finally {
          this.busy.delete(node.name);
        }
      }
      case 'MemberExpression':
        return !node.computed && node.property.type === 'Identifier' ? this.member(node.object, node.property.name) : NO;
      case 'CallExpression':
        return this.call(node);
      default:
        return NO;
    }
  }

  /**
   * One property of an expression, evaluated alone: `{ foods, save }` gives `foods` even though
   * `save` is a function; a `require()`d module gives the property of its exports.
   */
  private member(node: t.Expression | t.Node, key: string): Evaluated {
    if (node.type === 'ObjectExpression' && !node.properties.some((p) => p.type !== 'ObjectProperty')) {
      const prop = node.properties.find((p): p is t.ObjectProperty => p.type === 'ObjectProperty' && !p.computed && ((p.key.type === 'Identifier' && p.key.name === key) || (p.key.type === 'StringLiteral' && p.key.value === key)));
      return prop ? this.eval(prop.value) : NO;
    }
    if (node.type === 'Identifier' && this.consts.has(node.name) && !this.busy.has(node.name)) {
      this.busy.add(node.name);
      try {
        return this.member(this.consts.get(node.name)!, key);
      } finally {
        this.busy.delete(node.name);
      }
    }
    const mod = node.type === 'CallExpression' ? this.requiredModule(node) : null;
    if (mod) return mod.ev.member(mod.exports, key);
    const whole = this.eval(node);
    return whole.ok && whole.value !== null && typeof whole.value === 'object' && key in whole.value ? { ok: true, value: (whole.value as Record<string, unknown>)[key] } : NO;
  }

  /** The local JS module a `require('./x')` loads: its exports expression and an evaluator for its file. */
  private requiredModule(node: t.CallExpression): { exports: t.Expression; ev: StaticEvaluator } | null {
    if (node.callee.type !== 'Identifier' || node.callee.name !== 'require' || node.arguments[0]?.type !== 'StringLiteral' || !node.arguments[0].value.startsWith('.')) return null;
    const file = this.site.resolve(this.file, node.arguments[0].value);
    const ast = file && !file.endsWith('.json') ? this.site.ast(file) : null;
    if (!file || !ast) return null;
    const ev = new StaticEvaluator(this.site, file, ast.program);
    for (const s of ast.program.body) {
      if (s.type === 'ExportDefaultDeclaration' && s.declaration.type !== 'FunctionDeclaration' && s.declaration.type !== 'ClassDeclaration' && s.declaration.type !== 'TSDeclareFunction') return { exports: s.declaration as t.Expression, ev };
      if (s.type === 'ExpressionStatement' && s.expression.type === 'AssignmentExpression' && s.expression.left.type === 'MemberExpression'
        && s.expression.left.object.type === 'Identifier' && s.expression.left.object.name === 'module'
        && s.expression.left.property.type === 'Identifier' && s.expression.left.property.name === 'exports') return { exports: s.expression.right, ev };
    }
    return null;
  }

  /** `module.exports = [...]` / `export default [...]` of a local data module. */
  private moduleExports(node: t.CallExpression): Evaluated {
    const mod = this.requiredModule(node);
    return mod ? mod.ev.eval(mod.exports) : NO;
  }

  /** A JSON file the server reads at start (`JSON.parse(fs.readFileSync(path.join(__dirname, 'x.json'), 'utf8'))`). */
  private jsonFile(node: t.CallExpression): Evaluated {
    const read = node.arguments[0];
    if (calleeText(node.callee) !== 'JSON.parse' || read?.type !== 'CallExpression' || !/(^|\.)readFileSync$/.test(calleeText(read.callee))) return NO;
    const where = this.eval(read.arguments[0]);
    if (!where.ok || typeof where.value !== 'string' || !where.value.endsWith('.json')) return NO;
    const text = this.site.file(path.posix.normalize(where.value))?.text;
    try {
      return text === undefined ? NO : { ok: true, value: JSON.parse(text) };
    } catch {
      return NO;
    }
  }

  private call(node: t.CallExpression): Evaluated {
    const c = node.callee;
    if (calleeText(c) === 'JSON.parse') return this.jsonFile(node);
    if (c.type === 'Identifier' && c.name === 'require' && node.arguments[0]?.type === 'StringLiteral') {
      const spec = node.arguments[0].value;
      if (!spec.startsWith('.')) return NO;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(this.file), spec));
      const file = [target, `${target}.json`].find((p) => p.endsWith('.json') && this.site.file(p)?.text !== undefined);
      if (!file) return this.moduleExports(node);
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

/** `JSON.parse`, `fs.readFileSync`: the dotted name of a callee, or '' for anything else. */
function calleeText(n: t.Node): string {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') {
    const o = calleeText(n.object);
    return o ? `${o}.${n.property.name}` : '';
  }
  return '';
}
