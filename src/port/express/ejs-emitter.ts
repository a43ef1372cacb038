import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import { JsxEmitter, pad, type EmitOptions } from '../jsx/emit.js';
import { jsxComment } from '../jsx/text.js';
import { CHILDREN_SLOT, COMMENT_PREFIX, MARKER_RE, type EjsTag } from './ejs-tokens.js';
import { freeIdentifiers, paramNames, parseInclude, type IncludeCall } from './scriptlet.js';
import { includeRun, plural } from './include-runs.js';
import { conditionalInline, conditionalLines, loopArgs, mapInline, mapLines } from './jsx-blocks.js';
import { groupBlocks, type Item } from './ejs-blocks.js';


/** A partial, as the page that includes it sees it. */
export interface IncludedComponent {
  name: string;
  importPath: string;
  props: string[];
  /** It renders the includer's following markup as `children` (a header leaving `<main>` open). */
  wraps?: boolean;
  /** It starts by closing elements a wrapper opened (a footer starting with `</main>`). */
  closes?: number;
}

export interface EjsEmitOptions extends EmitOptions {
  tags: EjsTag[];
  /** `include('partials/x')` from this template → the component (converted on first use). */
  resolveInclude(spec: string, line: number): IncludedComponent | null;
  question(line: number, text: string): void;
  /** Rows of literal props given to repeated includes → a data module; returns its export and file. */
  dataModule(name: string, rows: Record<string, unknown>[], line: number): { name: string; file: string };
}

const tagIndex = (n: P5.ChildNode): number | null => {
  if (n.nodeName !== '#comment') return null;
  const d = (n as P5.CommentNode).data;
  return d.startsWith(COMMENT_PREFIX) ? Number.parseInt(d.slice(COMMENT_PREFIX.length), 10) : null;
};

/**
 * The JSX emitter for EJS templates: placeholders become `{expressions}`, includes become
 * components with props, and scriptlet loops / ifs become `.map()` and conditionals. It records
 * the identifiers the template reads (its props or the page's locals) and its top-level statements.
 */
export class EjsEmitter extends JsxEmitter {
  readonly free = new Set<string>();
  readonly statements: string[] = [];
  readonly components = new Map<string, IncludedComponent>();
  readonly react = new Set<string>();
  /** Data modules the JSX reads (export name → site-relative file). */
  readonly data = new Map<string, string>();
  private readonly scopes: Set<string>[] = [];
  constructor(readonly ejs: EjsEmitOptions) {
    super(ejs);
  }

  private tag(n: P5.ChildNode): EjsTag | null {
    const i = tagIndex(n);
    return i === null ? null : this.ejs.tags[i];
  }

  /** Record what an expression reads; false when it does not parse. */
  private use(code: string, line: number, statements = false): boolean {
    const ids = freeIdentifiers(code, statements);
    if (!ids) {
      this.ejs.question(line, `EJS code not ported: ${code.slice(0, 80)}`);
      return false;
    }
    for (const id of ids) if (!this.topScope.has(id) && !this.scopes.some((s) => s.has(id))) this.free.add(id);
    return true;
  }

  protected override isInlineExpr(n: P5.ChildNode): boolean {
    const t = this.tag(n);
    return !!t && (t.type === 'escaped' || (t.type === 'raw' && !parseInclude(t.code)));
  }

  protected override comment(data: string, line: number): string {
    if (data === CHILDREN_SLOT) {
      this.free.add('children');
      return '{children}';
    }
    if (!data.startsWith(COMMENT_PREFIX)) return jsxComment(data.replace(MARKER_RE, (_, i: string) => this.ejs.tags[Number(i)].code));
    const t = this.ejs.tags[Number.parseInt(data.slice(COMMENT_PREFIX.length), 10)];
    if (t.type === 'comment') return jsxComment(t.code);
    if (t.type === 'escaped') return this.use(t.code, t.line) ? `{${t.code}}` : jsxComment(`@platform-convert-limitation port/ejs-expression: ${t.code}`);
    if (t.type === 'raw') {
      const inc = parseInclude(t.code);
      if (inc) return this.include(inc, t.line);
      if (!this.use(t.code, t.line)) return jsxComment(`@platform-convert-limitation port/ejs-expression: ${t.code}`);
      this.note(t.line, 'raw-html', `unescaped output <%- ${t.code} %> rendered with dangerouslySetInnerHTML`);
      return `<span dangerouslySetInnerHTML={{ __html: ${t.code} }} />`;
    }
    // A scriptlet that is not a loop, condition or statement (already asked about by groupBlocks).
    return jsxComment(`@platform-convert-limitation port/ejs-scriptlet: ${t.code}`);
  }

  private include(inc: NonNullable<ReturnType<typeof parseInclude>>, line: number): string {
    const c = this.ejs.resolveInclude(inc.spec, line);
    if (!c) {
      this.ejs.question(line, `include('${inc.spec}') not found; left out`);
      return jsxComment(`@platform-convert-limitation port/ejs-include: ${inc.spec} not found`);
    }
    this.components.set(c.name, c);
    const given = new Set(inc.props.map((p) => p.name));
    const props = inc.props.map((p) => (p.name === '...' ? p.value : `${p.name}=${p.value}`));
    for (const p of inc.props) if (p.value.startsWith('{')) this.use(p.value.slice(p.name === '...' ? 4 : 1, -1), line);
    // EJS includes see the includer's locals: pass on the ones the partial reads (a spread
    // context, as Handlebars partials get, already gives them).
    for (const p of given.has('...') ? [] : c.props.filter((x) => !given.has(x))) {
      props.push(`${p}={${p}}`);
      this.use(p, line);
    }
    return `<${c.name}${props.length ? ' ' + props.join(' ') : ''} />`;
  }

  /** A link whose href holds template values stays a router link when it points inside the site. */
  protected override linkTarget(el: P5.Element): string | null {
    const href = el.attrs.find((a) => a.name === 'href' && !a.prefix)?.value;
    if (href?.includes('\uE000')) return /^\/(?!\/)/.test(href) ? href : null;
    return super.linkTarget(el);
  }

  /** Attribute values holding placeholders become `{expr}` or a template literal. */
  protected override attrValue(el: P5.Element, name: string, value: string, line: number): string | null {
    if (!value.includes('\uE000')) return super.attrValue(el, name, value, line);
    const parts: string[] = [];
    let last = 0;
    let single: string | null = null;
    for (const m of value.matchAll(MARKER_RE)) {
      const t = this.ejs.tags[Number(m[1])];
      parts.push(value.slice(last, m.index).replace(/[`\\]|\$\{/g, (c) => '\\' + c));
      if (t.type === 'escaped' || t.type === 'raw') {
        this.use(t.code, t.line);
        parts.push(`\${${t.code}}`);
        if (m[0] === value) single = t.code;
      } else this.ejs.question(t.line, `EJS code inside an attribute not ported: <% ${t.code.slice(0, 60)} %>`);
      last = m.index! + m[0].length;
    }
    parts.push(value.slice(last).replace(/[`\\]|\$\{/g, (c) => '\\' + c));
    return single !== null ? `{${single}}` : `{\`${parts.join('')}\`}`;
  }

  /** Attributes whose name is a placeholder (`<option <%= x ? 'selected' : '' %>>`) are flagged and left out. */
  protected override props(el: P5.Element): string[] {
    const bad = el.attrs.filter((a) => a.name.includes('\uE000'));
    if (bad.length) {
      el.attrs = el.attrs.filter((a) => !bad.includes(a));
      for (const b of bad) for (const m of b.name.matchAll(MARKER_RE)) this.ejs.question(this.ejs.tags[Number(m[1])].line, `EJS code in attribute position not ported: <%= ${this.ejs.tags[Number(m[1])].code} %> on <${el.tagName}>`);
    }
    return super.props(el);
  }

  /** Group sibling nodes by the scriptlets among them (loops, ifs, statements). */
  private group(nodes: P5.ChildNode[]): Item[] {
    return groupBlocks(nodes, (n) => this.tag(n), {
      rootStatements: this.scopes.length ? this.stray() : this.statements,
      statement: (code, line, declares) => {
        this.use(code, line, true);
        for (const d of declares) (this.scopes[this.scopes.length - 1] ?? this.topScope).add(d);
      },
      unknown: (t) => this.ejs.question(t.line, `EJS scriptlet not ported: <% ${t.code.slice(0, 80)} %>`),
      unclosed: () => this.ejs.question(0, `an EJS block closes outside the element it opens in; its markup was ported without the condition/loop`),
    });
  }

  private readonly topScope = new Set<string>();

  /** Statements nested in an element inside a loop have no place to go: flagged. */
  private stray(): string[] {
    const sink: string[] = [];
    this.straySinks.push(sink);
    return sink;
  }
  private readonly straySinks: string[][] = [];

  /** Call once the template is emitted: reports what had no place in the JSX. */
  finish(): void {
    const lost = this.straySinks.flat();
    if (lost.length) this.ejs.question(0, `statements inside a loop's nested markup not ported: ${lost.join(' ').slice(0, 80)}`);
  }

  protected override nodes(nodes: P5.ChildNode[], depth: number, parent?: P5.Element): string[] {
    return this.renderItems(this.group(nodes), depth, parent);
  }

  private renderItems(items: Item[], depth: number, parent?: P5.Element): string[] {
    const out: string[] = [];
    let run: P5.ChildNode[] = [];
    const flush = () => {
      if (run.length) out.push(...super.nodes(run, depth, parent));
      run = [];
    };
    for (let k = 0; k < items.length; k++) {
      const it = items[k];
      const rows = it.kind === 'node' ? includeRun(items, k, (n) => this.tag(n)) : null;
      if (rows) {
        flush();
        out.push(...this.includeMap(rows.calls, rows.line, depth));
        k = rows.end;
        continue;
      }
      const wrapper = it.kind === 'node' ? this.wrapperInclude(it.node) : null;
      if (wrapper) {
        // Everything up to the include that closes it (the footer) is the wrapper's children.
        let end = k + 1;
        while (end < items.length && !this.closerInclude(items[end])) end++;
        flush();
        const open = this.comment((it as { node: P5.CommentNode }).node.data, 0).replace(/ \/>$/, '>');
        out.push(pad(depth) + open, ...this.renderItems(items.slice(k + 1, end), depth + 1, parent), `${pad(depth)}</${wrapper.name}>`);
        k = end - 1;
        continue;
      }
      if (it.kind === 'node') run.push(it.node);
      else {
        flush();
        out.push(...this.blockLines(it, depth, parent));
      }
    }
    flush();
    return out;
  }

  private includeOf(n: P5.ChildNode): IncludedComponent | null {
    const t = this.tag(n);
    const inc = t?.type === 'raw' ? parseInclude(t.code) : null;
    return inc ? this.ejs.resolveInclude(inc.spec, t!.line) : null;
  }

  private wrapperInclude(n: P5.ChildNode): IncludedComponent | null {
    const c = this.includeOf(n);
    return c?.wraps ? c : null;
  }

  private closerInclude(it: Item): boolean {
    return it.kind === 'node' && !!this.includeOf(it.node)?.closes;
  }

  private includeMap(calls: IncludeCall[], line: number, depth: number): string[] {
    const c = this.ejs.resolveInclude(calls[0].spec, line);
    if (!c) return calls.map(() => pad(depth) + jsxComment(`@platform-convert-limitation port/ejs-include: ${calls[0].spec} not found`));
    this.components.set(c.name, c);
    const base = c.name.replace(/(Card|Item|Tile|Row|Entry)$/, '') || c.name;
    const item = base[0].toLowerCase() + base.slice(1);
    const rows = calls.map((call) => Object.fromEntries(call.props.map((p) => [p.name, p.literal!.v])));
    const mod = this.ejs.dataModule(plural(item), rows, line);
    this.data.set(mod.name, mod.file);
    const given = new Set(calls[0].props.map((p) => p.name));
    const pass = c.props.filter((x) => !given.has(x)).map((x) => {
      this.use(x, line);
      return ` ${x}={${x}}`;
    }).join('');
    const p = pad(depth);
    return [`${p}{${mod.name}.map((${item}, i) => (`, `${p}  <${c.name} key={i} {...${item}}${pass} />`, `${p}))}`];
  }

  protected override inlineChildren(kids: P5.ChildNode[], pre: boolean): string {
    return this.inlineItems(this.group(kids), pre);
  }

  /** Items on one line: text keeps its exact spacing, blocks become one-line expressions. */
  private inlineItems(items: Item[], pre: boolean): string {
    return items.map((it) => {
      if (it.kind === 'node') return this.dropped(it.node) ? '' : this.inline(it.node, pre);
      if (it.kind === 'loop' ? it.stmts.length : it.branches.some((b) => b.stmts.length)) return this.blockLines(it, 0).map((l) => l.trim()).join(' ');
      if (it.kind === 'loop') {
        this.use(it.s.items, 0);
        this.react.add('Fragment');
        const inner = this.withScope([...paramNames(it.s.params), loopArgs(it.s.params).index], () => this.inlineItems(it.items, pre));
        return mapInline(it.s.items, it.s.params, inner);
      }
      return conditionalInline(it.branches.map((b) => {
        if (b.cond !== null) this.use(b.cond, 0);
        return { cond: b.cond, stmts: b.stmts, inner: this.withScope([], () => this.inlineItems(b.items, pre)) };
      }));
    }).join('');
  }

  private withScope<T>(names: string[], fn: () => T): T {
    this.scopes.push(new Set([...names, ...this.topScope]));
    try {
      return fn();
    } finally {
      this.scopes.pop();
    }
  }

  private blockLines(it: Exclude<Item, { kind: 'node' }>, depth: number, parent?: P5.Element): string[] {
    const p = pad(depth);
    if (it.kind === 'loop') {
      this.use(it.s.items, 0);
      this.react.add('Fragment');
      const inner = this.withScope([...paramNames(it.s.params), loopArgs(it.s.params).index], () => this.renderItems(it.items, depth + 2, parent));
      return mapLines(p, it.s.items, it.s.params, inner, it.stmts);
    }
    return conditionalLines(p, it.branches.map((b) => {
      if (b.cond !== null) this.use(b.cond, 0);
      return { cond: b.cond, stmts: b.stmts, inner: this.withScope([], () => this.renderItems(b.items, depth + 2, parent)) };
    }));
  }
}
