/** Escaping for JSX text and attribute strings so the rendered text equals the HTML's decoded text. */

const TEXT_ESCAPES: Record<string, string> = { '{': "{'{'}", '}': "{'}'}", '<': '&lt;', '>': '&gt;', '&': '&amp;', '\u00a0': '&nbsp;' };

/** Text already decoded by parse5 → JSX text (entities JSX would decode are re-encoded). */
export function jsxText(text: string): string {
  return text.replace(/[{}<>&\u00a0]/g, (c) => TEXT_ESCAPES[c]);
}

/** A JSX string attribute value (JSX decodes HTML entities inside attribute strings). */
export function jsxAttrString(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** A comment's text, safe inside `{/* ... *\/}`. */
export function jsxComment(text: string): string {
  const t = text.replace(/\*\//g, '* /').trim();
  return `{/* ${t} */}`;
}

/** Collapse HTML whitespace runs the way a browser renders them outside <pre>. */
export const collapse = (t: string) => t.replace(/[ \t\n\r\f]+/g, ' ');
export const isBlank = (t: string) => /^[ \t\n\r\f]*$/.test(t);
