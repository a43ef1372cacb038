import { parse, parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { JsxEmitter, type EmitOptions } from './emit.js';

export interface FragmentJsx {
  /** JSX lines (one root: a fragment when the markup has several top-level nodes). */
  jsx: string;
  /** react-router-dom names the JSX uses (`Link`). */
  imports: string[];
}

/** Parse an HTML fragment with source locations. */
export function parseHtmlFragment(html: string): P5.DocumentFragment {
  return parseFragment(html, { sourceCodeLocationInfo: true });
}

/** Parse a whole HTML document with source locations. */
export function parseHtmlDocument(html: string): P5.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

/**
 * Convert nodes to one JSX expression, indented for a `return (...)` at `depth`. Several roots are
 * wrapped in a fragment so the result is always a single expression.
 */
export function nodesToJsx(nodes: P5.ChildNode[], opts: EmitOptions, depth = 2, emitter = new JsxEmitter(opts)): FragmentJsx {
  const lines = emitter.convert(nodes, depth + 1);
  const pad = '  '.repeat(depth);
  const jsx = lines.length ? [`${pad}<>`, ...lines, `${pad}</>`].join('\n') : `${pad}null`;
  return { jsx, imports: [...emitter.imports].sort() };
}

/** A whole HTML snippet → JSX text: the unit the html-to-jsx fixture pairs test. */
export function htmlToJsx(html: string, opts: Omit<EmitOptions, 'notes' | 'styles'> & Partial<Pick<EmitOptions, 'notes' | 'styles'>>): FragmentJsx & { styles: string[]; notes: EmitOptions['notes'] } {
  const full: EmitOptions = { notes: [], styles: [], ...opts };
  const frag = parseHtmlFragment(html);
  const r = nodesToJsx(frag.childNodes, full, 0);
  return { ...r, styles: full.styles, notes: full.notes };
}
