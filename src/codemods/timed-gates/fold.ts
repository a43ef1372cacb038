import type { File, Node } from '@babel/types';
import { VISITOR_KEYS } from '../../infra/visitor-keys.js';
import { walk as walkTree } from '../../rule-kit/walk.js';

/**
 * An intro screen the source shows before the site on every load: a flag that starts `true`
 * (`const [loading, setLoading] = useState(true)`), a component that draws only the intro while
 * it holds (`if (loading) return <Intro />`, `loading ? <Intro /> : <Site />`), and nothing but
 * a clock to clear it: `setLoading(false)` runs in a `setTimeout`/`setInterval` callback, or in a
 * callback handed to the intro element, which calls it from its own timers
 * (`<Intro onDone={() => setLoading(false)} />`). No data is awaited: the site is ready and waits
 * seconds for show. A theme's page opened on its own address would show the intro instead of the
 * page (a reviewer, and the preview's screenshot, see a spinner or a logo): the gate goes and
 * the component draws its other side at once. The flag stays (its timer still clears it); the
 * intro component is left in place, unused.
 *
 * A flag cleared by anything else (a request's answer, a click, a prop) is not a clock: a
 * loading state for data, an age or cookie question, a modal the visitor closes; those stay.
 * An intro drawn over the site (`{loading && <Intro />}` beside the content) hides nothing by
 * itself and stays too.
 */

export interface FoldedGate {
  /** 1-based line of the flag's declaration. */
  line: number;
  /** The flag's name. */
  state: string;
  /** The intro element the gate drew (`LoadingScreen`, `div`). */
  intro: string;
}

type Fn = Extract<Node, { type: 'FunctionDeclaration' | 'FunctionExpression' | 'ArrowFunctionExpression' | 'ObjectMethod' | 'ClassMethod' }>;
const isFn = (n: Node): n is Fn =>
  n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'ObjectMethod' || n.type === 'ClassMethod';

/** Depth-first walk that hands each node its ancestors (outermost first): the analyzer's light walker. */
const walk = (root: Node, fn: (n: Node, ancestors: readonly Node[]) => void): void => walkTree(root, [{ '*': (n, ctx) => fn(n, ctx.ancestors) }]);

const unparen = (n: Node | null | undefined): Node | null | undefined => (n?.type === 'ParenthesizedExpression' ? unparen(n.expression) : n);
const isJsx = (n: Node | null | undefined): boolean => { const u = unparen(n); return u?.type === 'JSXElement' || u?.type === 'JSXFragment'; };
const calleeName = (n: Node): string | null =>
  n.type === 'Identifier' ? n.name : n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' ? n.property.name : null;
const TIMERS = new Set(['setTimeout', 'setInterval', 'requestAnimationFrame']);

/** The function `f` is a callback handed to a timer (`setTimeout(() => …, 3000)`). */
function isTimerCallback(f: Node, parent: Node | undefined): boolean {
  return parent?.type === 'CallExpression' && parent.arguments.includes(f as never) && TIMERS.has(calleeName(parent.callee) ?? '');
}

/** Some function between the node and `top` (ancestors after `top`) is a timer's callback. */
function underTimer(ancestors: readonly Node[], from: number): boolean {
  for (let i = ancestors.length - 1; i > from; i--) if (isFn(ancestors[i]) && isTimerCallback(ancestors[i], ancestors[i - 1])) return true;
  return false;
}

/** Calls a clock may make beside clearing the flag: timers, and setters given a plain value. */
const CLOCK_CALLS = new Set(['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame']);
const plainValue = (n: Node | undefined) => !n || n.type === 'BooleanLiteral' || n.type === 'NumericLiteral' || n.type === 'StringLiteral' || n.type === 'NullLiteral';

/**
 * The timer that clears the flag is only a clock: it is not started after awaited work (no async
 * function around it inside the component: a loading state that waits a little longer), and its
 * callback does nothing else but set plain values (`setTimeout(() => { setRows(read()); setBusy(false) })`
 * is data arriving on a timer).
 */
function pureClock(ancestors: readonly Node[], from: number, setter: string): boolean {
  let timer: Node | null = null;
  for (let i = ancestors.length - 1; i > from; i--) {
    const f = ancestors[i];
    if (!isFn(f)) continue;
    if (f.async) return false;
    if (!timer && isTimerCallback(f, ancestors[i - 1])) timer = f;
  }
  if (!timer) return false;
  let pure = true;
  walk((timer as Fn).body, (n) => {
    if (!pure || (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression')) return;
    const name = calleeName(n.callee) ?? '';
    if (CLOCK_CALLS.has(name)) return;
    if ((name === setter || /^set[A-Z]/.test(name)) && n.arguments.length <= 1 && plainValue(n.arguments[0] as Node | undefined)) return;
    pure = false;
  });
  return pure;
}

/** The name a JSX element is drawn under (`LoadingScreen`, `motion.div`). */
function elementName(n: Node): string | null {
  if (n.type !== 'JSXElement') return null;
  const name = n.openingElement.name;
  return name.type === 'JSXIdentifier' ? name.name : name.type === 'JSXMemberExpression' && name.property.type === 'JSXIdentifier' ? name.property.name : null;
}

/** `root` holds `target` (by identity). */
function holds(root: Node, target: Node): boolean {
  let hit = false;
  walk(root, (n) => { if (n === target) hit = true; });
  return hit;
}

/**
 * Every call of `prop` in `file` (`onDone()`, `props.onDone?.()`) is made from a timer's
 * callback, and there is one: the intro component clears itself on a clock.
 */
export function callsPropOnTimer(file: File, prop: string): boolean {
  let timed = 0;
  let other = 0;
  walk(file.program, (n, anc) => {
    if (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression') return;
    if (calleeName(n.callee) !== prop) return;
    if (underTimer(anc, -1)) timed++;
    else other++;
  });
  return timed > 0 && other === 0;
}

/** The declaration of a component named `name` in `file`, when the file defines it. */
function localComponent(file: File, name: string): boolean {
  return file.program.body.some((s) => {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (d?.type === 'FunctionDeclaration') return d.id?.name === name;
    if (d?.type === 'VariableDeclaration') return d.declarations.some((v) => v.id.type === 'Identifier' && v.id.name === name);
    return false;
  });
}

interface Gate { kind: 'if' | 'ternary'; node: Node; intro: Node }

/**
 * Removes every timed intro gate in `ast` (see above). `imported(name)` gives the parsed module
 * a component drawn in the file comes from, when it can be found (null otherwise: that intro's
 * callback is not known to be timed, and its gate stays).
 */
export function foldTimedGates(ast: File, imported: (component: string) => File | null = () => null): FoldedGate[] {
  const folded: FoldedGate[] = [];
  const fns: Fn[] = [];
  walk(ast.program, (n) => { if (isFn(n) && n.body.type === 'BlockStatement') fns.push(n); });
  for (const fn of fns) {
    const body = fn.body;
    if (body.type !== 'BlockStatement') continue;
    for (const s of body.body) {
      if (s.type !== 'VariableDeclaration') continue;
      for (const d of s.declarations) {
        if (d.id.type !== 'ArrayPattern' || d.id.elements.length !== 2) continue;
        const [st, set] = d.id.elements;
        if (st?.type !== 'Identifier' || set?.type !== 'Identifier') continue;
        const init = d.init;
        if (init?.type !== 'CallExpression' || calleeName(init.callee) !== 'useState' || init.arguments[0]?.type !== 'BooleanLiteral' || !init.arguments[0].value) continue;
        const gate = timedGate(fn, d, st.name, set.name, ast, imported);
        if (!gate) continue;
        for (const g of gate) remove(fn, g);
        folded.push({ line: s.loc?.start.line ?? 0, state: st.name, intro: elementName(unparen(gate[0].intro) as Node) ?? 'fragment' });
      }
    }
  }
  return folded;
}

/** The gates of flag `state` when it is a timed intro flag, else null. */
function timedGate(fn: Fn, decl: Node, state: string, setter: string, file: File, imported: (component: string) => File | null): Gate[] | null {
  const gates: Gate[] = [];
  /** Callbacks that clear the flag outside a timer: [the function, where it sits]. */
  const pending: { fn: Node; anc: Node[] }[] = [];
  let clears = 0;
  let bad = false;
  const depth = (anc: readonly Node[]) => anc.indexOf(fn);
  walk(fn.body, (n, ancRel) => {
    if (bad || n.type !== 'Identifier') return;
    const anc = [fn, ...ancRel];
    const parent = anc[anc.length - 1];
    if (holds(decl, n)) return;
    // Not a reference: a property name, an object key.
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === n && !parent.computed) return;
    if (parent.type === 'ObjectProperty' && parent.key === n && !parent.computed && parent.value !== n) return;
    if (n.name !== setter && n.name !== state) return;
    // A dependency list (`useEffect(…, [loading])`) only reads it for React.
    if (parent.type === 'ArrayExpression') {
      const call = anc[anc.length - 2];
      if (call?.type === 'CallExpression' && call.arguments[1] === parent && /^use[A-Z]/.test(calleeName(call.callee) ?? '')) return;
    }
    if (n.name === setter) {
      if (parent.type !== 'CallExpression' || parent.callee !== n) { bad = true; return; }
      const arg = parent.arguments[0];
      if (arg?.type !== 'BooleanLiteral') { bad = true; return; }
      if (arg.value) return;
      clears++;
      if (underTimer(anc, depth(anc))) {
        if (!pureClock(anc, depth(anc), setter)) bad = true;
        return;
      }
      // The outermost function between the component and the call.
      const outer = anc.slice(depth(anc) + 1).find(isFn);
      if (!outer) { bad = true; return; }
      pending.push({ fn: outer, anc: anc.slice(0, anc.indexOf(outer)) });
      return;
    }
    if (parent.type === 'IfStatement' && parent.test === n && !parent.alternate) {
      const c = parent.consequent;
      const ret = c.type === 'ReturnStatement' ? c : c.type === 'BlockStatement' && c.body.length === 1 && c.body[0].type === 'ReturnStatement' ? c.body[0] : null;
      if (ret && isJsx(ret.argument)) { gates.push({ kind: 'if', node: parent, intro: ret.argument as Node }); return; }
    }
    if (parent.type === 'ConditionalExpression' && parent.test === n && isJsx(parent.consequent)) { gates.push({ kind: 'ternary', node: parent, intro: parent.consequent }); return; }
    bad = true;
  });
  if (bad || !gates.length || !clears) return null;
  // A callback that clears the flag outside a timer must be an intro element's prop, called on the intro's clock.
  for (const p of pending) {
    const sites = propSites(fn, p.fn, p.anc);
    if (!sites || !sites.length) return null;
    for (const site of sites) {
      if (!gates.some((g) => holds(g.intro, site.element))) return null;
      const name = elementName(site.element);
      if (!name || !/^[A-Z]/.test(name)) return null;
      const home = localComponent(file, name) ? file : imported(name);
      if (!home || !callsPropOnTimer(home, site.prop)) return null;
    }
  }
  return gates;
}

/**
 * Where a clearing callback is handed to an element: inline (`<Intro onDone={() => …} />`) or
 * through a local (`const done = useCallback(() => …, [])`, then `<Intro onDone={done} />`).
 * Null when it goes anywhere else.
 */
function propSites(component: Fn, cb: Node, anc: readonly Node[]): { element: Node; prop: string }[] | null {
  const attrSite = (node: Node, a: readonly Node[]): { element: Node; prop: string } | null => {
    const container = a[a.length - 1];
    const attr = a[a.length - 2];
    const opening = a[a.length - 3];
    const element = a[a.length - 4];
    if (container?.type !== 'JSXExpressionContainer' || container.expression !== node) return null;
    if (attr?.type !== 'JSXAttribute' || attr.name.type !== 'JSXIdentifier' || opening?.type !== 'JSXOpeningElement' || element?.type !== 'JSXElement') return null;
    return { element, prop: attr.name.name };
  };
  const inline = attrSite(cb, anc);
  if (inline) return [inline];
  // `const done = () => …` or `const done = useCallback(() => …, [])`.
  let holder = anc[anc.length - 1];
  if (holder?.type === 'CallExpression' && calleeName(holder.callee) === 'useCallback' && holder.arguments[0] === cb) holder = anc[anc.length - 2];
  if (holder?.type !== 'VariableDeclarator' || holder.id.type !== 'Identifier') return null;
  const name = holder.id.name;
  const sites: { element: Node; prop: string }[] = [];
  let bad = false;
  walk(component.body, (n, a) => {
    if (bad || n.type !== 'Identifier' || n.name !== name || n === (holder as { id: Node }).id) return;
    const parent = a[a.length - 1];
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === n && !parent.computed) return;
    if (parent.type === 'ArrayExpression') {
      const call = a[a.length - 2];
      if (call?.type === 'CallExpression' && call.arguments[1] === parent && /^use[A-Z]/.test(calleeName(call.callee) ?? '')) return;
    }
    const site = attrSite(n, a);
    if (!site) { bad = true; return; }
    sites.push(site);
  });
  return bad ? null : sites;
}

/** Takes a gate out: the `if` statement goes, a conditional becomes its other side. */
function remove(fn: Fn, g: Gate): void {
  const other = g.kind === 'ternary' ? (unparen((g.node as { alternate: Node }).alternate) as Node) : null;
  walk(fn.body, (n) => {
    const rec = n as unknown as Record<string, unknown>;
    for (const k of VISITOR_KEYS[n.type] ?? []) {
      const v = rec[k];
      if (Array.isArray(v)) {
        // `<>{intro ? <Intro /> : <Site />}</>`: the other side takes the braces' place among the children.
        const held = other && isJsx(other) ? v.findIndex((c) => (c as Node | null)?.type === 'JSXExpressionContainer' && (c as { expression: Node }).expression === g.node) : -1;
        if (held >= 0) {
          const extra = (other as { extra?: Record<string, unknown> }).extra;
          if (extra?.parenthesized) (other as { extra?: Record<string, unknown> }).extra = { ...extra, parenthesized: false };
          v[held] = other;
          continue;
        }
        const i = v.indexOf(g.node);
        if (i < 0) continue;
        if (g.kind === 'if') v.splice(i, 1);
        else v[i] = other;
      } else if (v === g.node) {
        rec[k] = g.kind === 'if' ? { type: 'EmptyStatement' } : other;
      }
    }
  });
}
