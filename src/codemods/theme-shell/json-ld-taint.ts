import type { Node } from '@babel/types';

/**
 * Where a component's product data flows: from a product hook (the SDK's, a data-layer view hook,
 * a context fed by one), through the data helpers, promises, callbacks, list lookups and state
 * setters, to the locals the page renders. Names are tracked per component (nested closures
 * included, shadowing ignored): enough to find the value a product page renders.
 */

/** `carrier`: a hook result, promise or envelope that holds the product; `value`: the product (or a list of them). */
export interface Taint {
  kind: 'carrier' | 'value';
  /** Member / destructured keys of this value that still hold the product. */
  fields: ReadonlySet<string>;
  /** Read straight from the SDK's own hook result (typed as the SDK's product). */
  direct: boolean;
}

export interface TaintEnv {
  /** Local name of a product hook → true for the SDK's own, false for a site helper wrapping it. */
  hooks: Map<string, boolean>;
  /** Local helper functions that hand their argument's data back (promise and envelope adapters). */
  passthrough: Set<string>;
  /** Local context objects → the keys of their provided value that hold product data. */
  contexts: Map<string, ReadonlySet<string>>;
}

/** The result fields of a query or product hook that hold the data itself (SDK_HOOKS: `data`, `product`). */
export const DATA_FIELDS: ReadonlySet<string> = new Set(['data', 'product']);

const value = (direct = false): Taint => ({ kind: 'value', fields: DATA_FIELDS, direct });

const isFn = (n: Node | null | undefined): n is Node & { params: Node[] } =>
  !!n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration');

export function eachChild(n: Node, fn: (c: Node) => void): void {
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || k === 'extra' || k === 'comments' || k === 'leadingComments' || k === 'trailingComments' || k === 'tokens' || k === 'original') continue;
    if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof (c as Node).type === 'string' && fn(c as Node));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') fn(v as Node);
  }
}

/** `name` or `React.name` as a callee. */
const calleeIs = (callee: Node, name: string) =>
  (callee.type === 'Identifier' && callee.name === name) ||
  (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.property.name === name);

export class ComponentTaint {
  readonly names = new Map<string, Taint>();
  /** useState setter → the state it sets. */
  private readonly setters = new Map<string, string>();

  constructor(private readonly env: TaintEnv) {}

  /** The taint of an expression in this component, or null when it holds no product data. */
  of(e: Node | null | undefined): Taint | null {
    if (!e) return null;
    switch (e.type) {
      case 'Identifier':
        return this.names.get(e.name) ?? null;
      case 'MemberExpression':
      case 'OptionalMemberExpression': {
        const o = this.of(e.object);
        if (!o) return null;
        if (e.computed) return e.property.type === 'StringLiteral' && !o.fields.has(e.property.value) ? null : value();
        return e.property.type === 'Identifier' && o.fields.has(e.property.name) ? value(o.direct && o.kind === 'carrier') : null;
      }
      case 'CallExpression':
      case 'OptionalCallExpression': {
        const c = e.callee;
        if (c.type === 'Identifier' && this.env.hooks.has(c.name)) return { kind: 'carrier', fields: DATA_FIELDS, direct: this.env.hooks.get(c.name)! };
        if (calleeIs(c, 'useContext')) {
          const arg = e.arguments[0];
          const fields = arg?.type === 'Identifier' ? this.env.contexts.get(arg.name) : undefined;
          return fields ? { kind: 'carrier', fields, direct: false } : null;
        }
        if (c.type === 'Identifier' && this.env.passthrough.has(c.name) && e.arguments.some((a) => this.of(a as Node))) return { kind: 'carrier', fields: DATA_FIELDS, direct: false };
        // A method of the data (`.then`, `.json()`, `.find`, `.filter`, `.reverse()`) keeps it;
        // a data accessor (`snapshot.data()`) gives the record itself.
        if (c.type === 'MemberExpression' || c.type === 'OptionalMemberExpression') {
          const o = this.of(c.object);
          if (!o) return null;
          const accessor = !c.computed && c.property.type === 'Identifier' && DATA_FIELDS.has(c.property.name);
          return { kind: accessor ? 'value' : o.kind, fields: DATA_FIELDS, direct: false };
        }
        return null;
      }
      case 'AwaitExpression':
        return this.of(e.argument);
      case 'ConditionalExpression':
        return this.of(e.consequent) ?? this.of(e.alternate);
      case 'LogicalExpression':
        return this.of(e.left) ?? this.of(e.right);
      // `{ id: snap.id, ...data }`: the record, re-assembled.
      case 'ObjectExpression':
        return e.properties.some((p) => p.type === 'SpreadElement' && this.of(p.argument)?.kind === 'value') ? value() : null;
      case 'ArrayExpression':
        return e.elements.some((x) => x && this.of(x.type === 'SpreadElement' ? x.argument : x)) ? value() : null;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        return this.of(e.expression);
      default:
        return null;
    }
  }

  /** Bind a pattern (`x`, `{ data: x }`, `[x]`, `x = d`) to a tainted value. */
  private bind(p: Node | null | undefined, t: Taint): boolean {
    if (!p) return false;
    switch (p.type) {
      case 'Identifier':
        if (this.names.has(p.name)) return false;
        this.names.set(p.name, t);
        return true;
      case 'ObjectPattern': {
        let changed = false;
        for (const prop of p.properties) {
          if (prop.type === 'RestElement') changed = this.bind(prop.argument, t) || changed;
          else if (!prop.computed) {
            const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'StringLiteral' ? prop.key.value : null;
            if (key && t.fields.has(key)) changed = this.bind(prop.value, value(t.direct && t.kind === 'carrier')) || changed;
          }
        }
        return changed;
      }
      case 'ArrayPattern':
        return p.elements.map((el) => this.bind(el, value())).some(Boolean);
      case 'AssignmentPattern':
        return this.bind(p.left, t);
      default:
        return false;
    }
  }

  private step(n: Node): boolean {
    let changed = false;
    if (n.type === 'VariableDeclarator') {
      if (n.id.type === 'ArrayPattern' && n.init?.type === 'CallExpression' && calleeIs(n.init.callee, 'useState')) {
        const [state, setter] = n.id.elements;
        if (state?.type === 'Identifier' && setter?.type === 'Identifier') this.setters.set(setter.name, state.name);
        const init = this.of(n.init.arguments[0] as Node | undefined);
        if (init && state) changed = this.bind(state, value()) || changed;
      } else {
        const t = this.of(n.init);
        if (t) changed = this.bind(n.id, t) || changed;
      }
    } else if (n.type === 'AssignmentExpression' && n.operator === '=') {
      const t = this.of(n.right);
      if (t) changed = this.bind(n.left, t) || changed;
    } else if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression') {
      const c = n.callee;
      const state = c.type === 'Identifier' ? this.setters.get(c.name) : undefined;
      const arg = n.arguments[0] as Node | undefined;
      if (state && arg && !isFn(arg)) {
        const t = this.of(arg);
        if (t) changed = this.bind({ type: 'Identifier', name: state } as Node, { ...t, direct: false }) || changed;
      }
      // Callbacks of a method of the data (`.then(rows => …)`, `.find(p => …)`) receive the data.
      if ((c.type === 'MemberExpression' || c.type === 'OptionalMemberExpression') && this.of(c.object)) {
        for (const a of n.arguments) if (isFn(a as Node)) changed = this.bind((a as Node & { params: Node[] }).params[0], value()) || changed;
      }
    }
    eachChild(n, (c) => {
      changed = this.step(c) || changed;
    });
    return changed;
  }

  /** Propagate through the component until nothing new is found. */
  run(fn: Node): this {
    for (let i = 0; i < 8 && this.step(fn); i++);
    return this;
  }
}
