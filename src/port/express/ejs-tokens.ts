/**
 * A small EJS tokenizer (the tag syntax of ejs 3: `<%`, `<%=`, `<%-`, `<%#`, `<%_`, `<%%` and
 * `%>`, `-%>`, `_%>`), and the step that turns a template into HTML parse5 can read: each EJS tag
 * becomes a placeholder that survives HTML parsing where it stands (a comment between nodes, a
 * private-use marker inside a tag, an attribute value or raw text).
 */
export type EjsTagType = 'escaped' | 'raw' | 'scriptlet' | 'comment';
export interface EjsTag { type: EjsTagType; code: string; line: number }
export type EjsToken = { type: 'text'; value: string } | ({ kind: 'tag' } & EjsTag);

export function tokenizeEjs(src: string, file: string, fail: (msg: string, line: number) => never): EjsToken[] {
  const out: EjsToken[] = [];
  let i = 0;
  let text = '';
  let trimNext: 'nl' | 'ws' | null = null;
  const lineAt = (pos: number) => src.slice(0, pos).split('\n').length;
  while (i < src.length) {
    const open = src.indexOf('<%', i);
    let chunk = open < 0 ? src.slice(i) : src.slice(i, open);
    if (trimNext === 'nl') chunk = chunk.replace(/^[ \t]*\r?\n/, '');
    if (trimNext === 'ws') chunk = chunk.replace(/^\s+/, '');
    trimNext = null;
    text += chunk;
    if (open < 0) break;
    if (src[open + 2] === '%') {
      text += '<%';
      i = open + 3;
      continue;
    }
    const close = src.indexOf('%>', open + 2);
    if (close < 0) fail(`unclosed EJS tag in ${file} (<% without %>)`, lineAt(open));
    let code = src.slice(open + 2, close);
    const mark = code[0];
    let type: EjsTagType = 'scriptlet';
    if (mark === '=') type = 'escaped';
    else if (mark === '-') type = 'raw';
    else if (mark === '#') type = 'comment';
    if ('=-#_'.includes(mark ?? '')) code = code.slice(1);
    if (mark === '_') text = text.replace(/[ \t]+$/, '');
    if (code.endsWith('-')) {
      code = code.slice(0, -1);
      trimNext = 'nl';
    } else if (code.endsWith('_')) {
      code = code.slice(0, -1);
      trimNext = 'ws';
    }
    if (text) out.push({ type: 'text', value: text });
    text = '';
    code = code.trim();
    // EJS 1/2 syntax, still in many sites: `<% include partials/header %>` outputs the partial.
    const legacy = type === 'scriptlet' ? /^include\s+([\w./-]+)$/.exec(code) : null;
    if (legacy) out.push({ kind: 'tag', type: 'raw', code: `include(${JSON.stringify(legacy[1])})`, line: lineAt(open) });
    else out.push({ kind: 'tag', type, code, line: lineAt(open) });
    i = close + 2;
  }
  if (text) out.push({ type: 'text', value: text });
  return out;
}

export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';
export const MARKER_RE = /\uE000(\d+)\uE001/g;
export const COMMENT_PREFIX = 'pc-ejs:';
/** Where a wrapper partial renders the includer's markup (`{children}`). */
export const CHILDREN_SLOT = 'pc-children';

const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

/**
 * Template → HTML with placeholders, and the tags by index. Tracks where each tag stands with a
 * tiny HTML lexer state (content, inside a tag, inside raw text or a comment) so the placeholder
 * is one the HTML parser keeps at that place. Line breaks inside tags are kept, so lines match.
 */
export function placeholderHtml(tokens: EjsToken[]): { html: string; tags: EjsTag[] } {
  const tags: EjsTag[] = [];
  let html = '';
  let state: 'content' | 'tag' | 'raw' | 'comment' = 'content';
  let quote: string | null = null;
  let rawEnd = '';
  let tagName = '';
  for (const t of tokens) {
    if (t.type === 'text') {
      for (let i = 0; i < t.value.length; i++) {
        const c = t.value[i];
        html += c;
        if (state === 'content') {
          if (c === '<' && t.value.startsWith('!--', i + 1)) state = 'comment';
          else if (c === '<' && /[a-zA-Z]/.test(t.value[i + 1] ?? '')) {
            state = 'tag';
            tagName = /^[a-zA-Z][\w-]*/.exec(t.value.slice(i + 1))![0].toLowerCase();
          }
        } else if (state === 'tag') {
          if (quote) {
            if (c === quote) quote = null;
          } else if (c === '"' || c === "'") quote = c;
          else if (c === '>') {
            state = RAW_TEXT.has(tagName) ? 'raw' : 'content';
            rawEnd = `</${tagName}`;
          }
        } else if (state === 'raw') {
          if (html.toLowerCase().endsWith(rawEnd)) state = 'tag', (tagName = '');
        } else if (state === 'comment' && html.endsWith('-->')) state = 'content';
      }
      continue;
    }
    const n = tags.push(t) - 1;
    const breaks = '\n'.repeat((t.code.match(/\n/g) ?? []).length);
    html += state === 'content' ? `<!--${COMMENT_PREFIX}${n}${breaks}-->` : `${MARK_OPEN}${n}${MARK_CLOSE}`;
  }
  return { html, tags };
}
