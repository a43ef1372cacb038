import type { EjsToken } from './ejs-tokens.js';

/**
 * A Handlebars template read as the same tokens as EJS, with its mustaches translated to the JS
 * the EJS path understands: `{{name}}` → `<%= name %>`, `{{#each items}}` → a forEach scriptlet
 * with Handlebars' context rules made explicit (`{{name}}` inside it is `item.name`), `{{> card}}`
 * → an include. Helpers the tool cannot know become scriptlets the grouping reports.
 * (`{{{body}}}` of a layout is a plain raw value here; the converter turns it into the page slot.)
 */
interface Ctx { item: string | null; index: string | null; named?: boolean }

const PATH = /^(?:@root\.|(?:\.\.\/)*)?(?:this|@index|@first|@last|@key|[A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*$|^\.\.?\/[\w$.]+$/;

export function tokenizeHbs(src: string, file: string, fail: (msg: string, line: number) => never): EjsToken[] {
  const out: EjsToken[] = [];
  const stack: { kind: string; ctx: Ctx }[] = [];
  const ctxs = (): Ctx[] => [{ item: null, index: null }, ...stack.map((s) => s.ctx)];
  let loops = 0;
  let i = 0;
  const lineAt = (pos: number) => src.slice(0, pos).split('\n').length;
  const tag = (type: 'escaped' | 'raw' | 'scriptlet' | 'comment', code: string, pos: number) => out.push({ kind: 'tag', type, code, line: lineAt(pos) });

  /** A Handlebars path in the current context → JS. Null when it is not a plain path. */
  const path = (p: string): string | null => {
    if (/^["'].*["']$/.test(p) || /^-?\d+(\.\d+)?$/.test(p) || p === 'true' || p === 'false' || p === 'null') return p;
    if (!PATH.test(p)) return null;
    const all = ctxs();
    // A block parameter (`{{#each items as |item i|}}`) is read by its own name.
    const first = p.split('.')[0];
    if (all.some((c) => c.named && (c.item === first || c.index === first))) return p;
    let depth = all.length - 1;
    let rest = p;
    if (rest.startsWith('@root.')) {
      depth = 0;
      rest = rest.slice(6);
    }
    while (rest.startsWith('../')) {
      depth = Math.max(0, depth - 1);
      rest = rest.slice(3);
    }
    rest = rest.replace(/^\.\//, '');
    const c = all[depth];
    if (rest === '@index' || rest === '@key') return c.index ?? '0';
    if (rest === '@first') return `${c.index ?? '0'} === 0`;
    if (rest === 'this' || rest === '.') return c.item ?? 'locals';
    rest = rest.replace(/^this\./, '');
    return c.item ? `${c.item}.${rest}` : rest;
  };
  /** `helper a b` is a helper call; a single path is a value. */
  const expr = (body: string): string | null => {
    const parts = body.trim().split(/\s+/);
    return parts.length === 1 ? path(parts[0]) : null;
  };

  while (i < src.length) {
    const open = src.indexOf('{{', i);
    if (open < 0) {
      out.push({ type: 'text', value: src.slice(i) });
      break;
    }
    if (open > i) out.push({ type: 'text', value: src.slice(i, open) });
    if (src.startsWith('{{!--', open)) {
      const end = src.indexOf('--}}', open);
      if (end < 0) fail(`unclosed Handlebars comment in ${file}`, lineAt(open));
      tag('comment', src.slice(open + 5, end).trim(), open);
      i = end + 4;
      continue;
    }
    const triple = src.startsWith('{{{', open);
    const close = src.indexOf(triple ? '}}}' : '}}', open);
    if (close < 0) fail(`unclosed Handlebars tag in ${file}`, lineAt(open));
    const body = src.slice(open + (triple ? 3 : 2), close).replace(/^~|~$/g, '').trim();
    i = close + (triple ? 3 : 2);
    const head = body[0];
    const rest = body.slice(1).trim();
    if (head === '!') tag('comment', rest, open);
    else if (head === '>') {
      const [name, ...args] = rest.split(/\s+/);
      const props = args.map((a) => {
        const kv = /^([A-Za-z_$][\w$]*)=(.+)$/.exec(a);
        return kv ? `${kv[1]}: ${path(kv[2]) ?? 'undefined'}` : `...${path(a) ?? 'undefined'}`;
      });
      const c = ctxs()[ctxs().length - 1];
      if (!args.length && c.item) props.push(`...${c.item}`); // a partial sees the current context
      tag('raw', `include(${JSON.stringify(`partials/${name.replace(/^["']|["']$/g, '')}`)}${props.length ? `, { ${props.join(', ')} }` : ''})`, open);
    } else if (head === '#') {
      const [kind, ...args] = rest.split(/\s+/);
      const arg = args.join(' ');
      if (kind === 'if' || kind === 'unless') {
        const cond = expr(arg);
        stack.push({ kind, ctx: ctxs()[ctxs().length - 1] });
        tag('scriptlet', cond === null ? `/* helper */ ${arg} {` : kind === 'if' ? `if (${cond}) {` : `if (!(${cond})) {`, open);
      } else if (kind === 'each') {
        const named = /^(.+?)\s+as\s+\|\s*([\w$]+)(?:\s+([\w$]+))?\s*\|$/.exec(arg);
        const list = expr(named ? named[1] : arg);
        loops++;
        const ctx = { item: named?.[2] ?? `item${loops}`, index: named?.[3] ?? `i${loops}`, named: !!named };
        tag('scriptlet', list === null ? `/* helper */ ${arg} {` : `${list}.forEach(function (${ctx.item}, ${ctx.index}) {`, open);
        stack.push({ kind, ctx });
      } else if (kind === 'with') {
        const obj = expr(arg);
        stack.push({ kind, ctx: { item: obj ?? 'undefined', index: null } });
      } else {
        stack.push({ kind, ctx: ctxs()[ctxs().length - 1] });
        tag('scriptlet', `/* block helper */ ${rest} {`, open);
      }
    } else if (head === '/') {
      const top = stack.pop();
      if (top && top.kind !== 'with') tag('scriptlet', top.kind === 'each' ? '})' : '}', open);
    } else if (body === 'else' || body.startsWith('else ')) {
      const cond = body.startsWith('else if ') ? expr(body.slice(8)) : null;
      if (stack[stack.length - 1]?.kind === 'each') tag('scriptlet', '/* {{else}} of #each (empty list) */ } else {', open);
      else tag('scriptlet', body.startsWith('else if ') ? `} else if (${cond ?? 'false /* helper */'}) {` : '} else {', open);
    } else {
      const js = expr(body);
      if (js === null) tag('scriptlet', `/* helper */ ${body}`, open);
      else tag(triple ? 'raw' : 'escaped', js, open);
    }
  }
  return out;
}
