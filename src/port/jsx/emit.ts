import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import type { PortNote } from '../types.js';
import { BOOLEAN_ATTRS, isEventAttr, propName } from './attributes.js';
import { styleToJsx } from './style.js';
import { mapCssUrls } from '../assets.js';
import { collapse, isBlank, jsxAttrString, jsxComment, jsxText } from './text.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Inline-level elements: whitespace between two of them is visible and must survive as `{' '}`. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'button', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'img', 'input', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'select', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'textarea', 'time', 'u', 'var', 'br']);
/** Parents where React rejects whitespace text children (validateDOMNesting). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'select', 'optgroup', 'html', 'head', 'frameset']);
/** Input types whose `value` React accepts without onChange. */
const VALUE_OK = new Set(['button', 'checkbox', 'image', 'hidden', 'radio', 'reset', 'submit']);

export interface EmitOptions {
  /** Source file (site-relative) for notes. */
  file: string;
  notes: PortNote[];
  /** Internal link href → route path (a `<Link>` is emitted), or null to keep the `<a href>`. */
  resolveLink?(href: string, line: number): string | null;
  /** Local asset URL (img src, srcset, poster...) → its URL in the ported app. */
  resolveAsset?(url: string): string;
  /** Props computed from the route (`className`, `aria-current` of a nav item), replacing the static ones. */
  routeProps?(el: P5.Element): Record<string, string> | null;
  /** Inline `<style>` blocks met in the markup are appended here (they become a CSS file). */
  styles: string[];
  /** A form posting to the site itself: true marks it `data-lead-form` (the data-layer step maps it to useLead). */
  leadForm?(action: string, method: string, line: number): boolean;
  /** Called for each `<script>` in the markup; it is removed from the JSX. */
  onScript?(el: P5.Element, line: number): void;
  /**
   * Called for each `<link rel="stylesheet" href>` in the markup (a partial linking its own CSS):
   * true when the app imports that stylesheet instead, and the element is removed from the JSX.
   */
  onStylesheet?(href: string, line: number): boolean;
}

export const lineOf = (n: P5.ChildNode) => ('sourceCodeLocation' in n && n.sourceCodeLocation ? n.sourceCodeLocation.startLine : 0);
export const attr = (el: P5.Element, name: string) => el.attrs.find((a) => a.name === name && !a.prefix)?.value;
const isEl = (n: P5.ChildNode | undefined): n is P5.Element => !!n && 'tagName' in n;
const isCustomElement = (el: P5.Element) => el.tagName.includes('-') && el.namespaceURI !== SVG_NS;
const isText = (n: P5.ChildNode): n is P5.TextNode => n.nodeName === '#text';

/**
 * parse5 tree → JSX source text. Pure: everything it learns (scripts, inline styles, handlers)
 * goes to the options' collectors. Output is deterministic and indented two spaces per level.
 */
export class JsxEmitter {
  readonly imports = new Set<string>();
  /** `<link rel="stylesheet">` elements whose stylesheet the app imports: left out of the JSX. */
  private readonly importedLinks = new WeakSet<P5.Element>();
  constructor(readonly opts: EmitOptions) {}

  /** Convert sibling nodes: scripts and inline styles go to the collectors, the rest to JSX lines. */
  convert(nodes: P5.ChildNode[], depth: number, parent?: P5.Element): string[] {
    this.collect(nodes);
    return this.nodes(nodes, depth, parent);
  }

  private collect(nodes: P5.ChildNode[]): void {
    for (const n of nodes) {
      if (!isEl(n)) continue;
      if (n.tagName === 'script') this.opts.onScript?.(n, lineOf(n));
      else if (n.tagName === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attr(n, 'rel') ?? '') && attr(n, 'href') && this.opts.onStylesheet?.(attr(n, 'href')!, lineOf(n))) this.importedLinks.add(n);
      else if (n.tagName === 'style') this.opts.styles.push(n.childNodes.map((c) => (isText(c) ? c.value : '')).join(''));
      else this.collect(this.childrenOf(n));
    }
  }

  /** Lines for a list of sibling nodes at `depth` (block layout). */
  protected nodes(nodes: P5.ChildNode[], depth: number, parent?: P5.Element): string[] {
    const out: string[] = [];
    const kept = nodes.filter((n) => !this.dropped(n));
    kept.forEach((n, i) => {
      if (isText(n) && isBlank(n.value)) {
        const prev = kept[i - 1];
        const next = kept[i + 1];
        if (parent && NO_TEXT.has(parent.tagName)) return;
        if (isEl(prev) && isEl(next) && INLINE.has(prev.tagName) && INLINE.has(next.tagName)) out.push(`${pad(depth)}{' '}`);
        return;
      }
      if (isEl(n) && !VOID.has(n.tagName) && !this.mixed(n) && this.blockChildren(n).length) {
        out.push(...this.block(n, depth));
        return;
      }
      const s = this.inline(n);
      if (s !== '') out.push(pad(depth) + s);
    });
    return out;
  }

  protected dropped(n: P5.ChildNode): boolean {
    if (!isEl(n)) return n.nodeName === '#documentType';
    return ['script', 'style', 'noscript', 'template'].includes(n.tagName) || this.importedLinks.has(n);
  }

  /** Children that print one per line (an element with no significant text child). */
  protected blockChildren(el: P5.Element): P5.ChildNode[] {
    return this.childrenOf(el).filter((c) => !(isText(c) && isBlank(c.value)) && !this.dropped(c));
  }

  protected childrenOf(el: P5.Element): P5.ChildNode[] {
    return el.childNodes;
  }

  /** An element whose children include text: printed on one line so spacing stays exact. */
  protected mixed(el: P5.Element): boolean {
    if (el.tagName === 'pre' || el.tagName === 'textarea') return true;
    return this.childrenOf(el).some((c) => (isText(c) && !isBlank(c.value)) || this.isInlineExpr(c));
  }

  /** Hook for template sources: a child that prints as a `{expression}`. */
  protected isInlineExpr(_n: P5.ChildNode): boolean {
    return false;
  }

  protected block(el: P5.Element, depth: number): string[] {
    const open = this.openTag(el);
    const inner = this.nodes(this.childrenOf(el), depth + 1, el);
    if (!inner.length) return [`${pad(depth)}${open.replace(/>$/, ' />')}`];
    return [pad(depth) + open, ...inner, `${pad(depth)}</${this.tagOf(el)}>`];
  }

  /** One node on one line ('' when it prints nothing). */
  protected inline(n: P5.ChildNode, pre = false): string {
    if (isText(n)) {
      const parent = n.parentNode as P5.Element | null;
      if (isBlank(n.value) && parent && 'tagName' in parent && NO_TEXT.has(parent.tagName)) return '';
      return this.text(n.value, pre);
    }
    if (n.nodeName === '#comment') return this.comment((n as P5.CommentNode).data, lineOf(n));
    if (!isEl(n) || this.dropped(n)) return '';
    const tag = this.tagOf(n);
    const open = this.openTag(n);
    if (VOID.has(n.tagName)) return open.replace(/>$/, ' />');
    if (n.tagName === 'textarea') return open.replace(/>$/, ' />');
    const inPre = pre || n.tagName === 'pre';
    const kids = this.childrenOf(n);
    const inner = this.inlineChildren(kids, inPre);
    if (!inner) return open.replace(/>$/, ' />');
    return `${open}${this.mixed(n) ? inner : inner.trim()}</${tag}>`;
  }

  /** Children of an element printed on one line. */
  protected inlineChildren(kids: P5.ChildNode[], pre: boolean): string {
    return kids.filter((c) => !this.dropped(c)).map((c) => this.inline(c, pre)).join('');
  }

  protected text(value: string, pre: boolean): string {
    if (pre) return `{${JSON.stringify(value)}}`;
    return jsxText(collapse(value));
  }

  protected comment(data: string, _line: number): string {
    return jsxComment(data);
  }

  protected tagOf(el: P5.Element): string {
    if (el.tagName === 'a' && this.linkTarget(el) !== null) return 'Link';
    return el.tagName;
  }

  private linkCache = new Map<P5.Element, string | null>();
  protected linkTarget(el: P5.Element): string | null {
    if (!this.linkCache.has(el)) {
      const href = attr(el, 'href');
      const to = href !== undefined && this.opts.resolveLink && !attr(el, 'download') ? this.opts.resolveLink(href, lineOf(el)) : null;
      this.linkCache.set(el, to);
    }
    return this.linkCache.get(el)!;
  }

  openTag(el: P5.Element): string {
    const props = this.props(el);
    const tag = this.tagOf(el);
    return `<${tag}${props.length ? ' ' + props.join(' ') : ''}>`;
  }

  /** The element's attributes as JSX props, in source order. */
  protected props(el: P5.Element): string[] {
    const inSvg = el.namespaceURI === SVG_NS;
    const line = lineOf(el);
    const out: string[] = [];
    const to = el.tagName === 'a' ? this.linkTarget(el) : null;
    if (to !== null) this.imports.add('Link');
    for (const a of el.attrs) {
      if (!a.prefix && isEventAttr(a.name)) {
        this.note(line, 'inline-handler', `inline ${a.name} handler dropped: ${a.value.slice(0, 80)}`);
        continue;
      }
      if (to !== null && a.name === 'href') {
        out.push(`to=${this.attrValue(el, 'to', to, line)}`);
        continue;
      }
      const prop = this.propFor(el, a.name, a.prefix, inSvg);
      if (prop === null) continue;
      const v = this.attrValue(el, a.name, a.value, line);
      if (v === null) out.push(prop);
      else out.push(`${prop}=${v}`);
    }
    const dynamic = this.opts.routeProps?.(el);
    if (dynamic) {
      const names = Object.keys(dynamic);
      const kept = out.filter((o) => !names.some((n) => o === n || o.startsWith(`${n}=`)));
      out.length = 0;
      out.push(...kept, ...Object.entries(dynamic).map(([k, v]) => `${k}={${v}}`));
    }
    if (el.tagName === 'form' && this.opts.leadForm?.(attr(el, 'action') ?? '', (attr(el, 'method') ?? 'get').toLowerCase(), line)) out.push('data-lead-form');
    // The page's own editing regions: React warns about children it manages in them otherwise.
    if (attr(el, 'contenteditable') !== undefined && attr(el, 'contenteditable') !== 'false') out.push('suppressContentEditableWarning');
    if (el.tagName === 'textarea') {
      const t = el.childNodes.map((c) => (isText(c) ? c.value : '')).join('');
      if (t) out.push(`defaultValue={${JSON.stringify(t)}}`);
    }
    if (el.tagName === 'select') {
      const chosen = selectedOptions(el);
      if (chosen.length) out.push(`defaultValue={${JSON.stringify(attr(el, 'multiple') !== undefined ? chosen : chosen[0])}}`);
    }
    return out;
  }

  /** null = drop the attribute. */
  protected propFor(el: P5.Element, name: string, prefix: string | undefined, inSvg: boolean): string | null {
    // React 18 passes a custom element's attributes through as written (`class`, not `className`).
    if (isCustomElement(el)) return prefix ? `${prefix}:${name}` : name;
    if (el.tagName === 'option' && name === 'selected') return null; // moved to the select's defaultValue
    if ((el.tagName === 'input' || el.tagName === 'select') && name === 'value' && !VALUE_OK.has(attr(el, 'type') ?? 'text')) return 'defaultValue';
    if (el.tagName === 'input' && name === 'checked') return 'defaultChecked';
    return propName(name, prefix, inSvg);
  }

  /** The JSX value text (`"x"`, `{...}`), or null for a bare boolean prop. */
  protected attrValue(el: P5.Element, name: string, value: string, line: number): string | null {
    if (name === 'style') return styleToJsx(this.opts.resolveAsset ? mapCssUrls(value, (u) => this.opts.resolveAsset!(u)) : value);
    if (BOOLEAN_ATTRS.has(name) && el.namespaceURI !== SVG_NS && !isCustomElement(el)) return null;
    if (name === 'href' && /^\s*javascript:/i.test(value)) {
      this.note(line, 'javascript-url', `javascript: link replaced by "#": ${value.slice(0, 80)}`);
      return '"#"';
    }
    if (this.opts.resolveAsset && ['src', 'poster', 'data-src'].includes(name)) return jsxAttrString(this.opts.resolveAsset(value));
    if (this.opts.resolveAsset && name === 'href' && ['a', 'link', 'image'].includes(el.tagName)) return jsxAttrString(this.opts.resolveAsset(value));
    if (this.opts.resolveAsset && name === 'srcset') {
      const mapped = value.split(',').map((part) => {
        const [u, ...rest] = part.trim().split(/\s+/);
        return [this.opts.resolveAsset!(u), ...rest].join(' ');
      });
      return jsxAttrString(mapped.join(', '));
    }
    return jsxAttrString(value);
  }

  note(line: number, kind: string, message: string): void {
    this.opts.notes.push({ file: this.opts.file, line, kind, message });
  }
}

function selectedOptions(select: P5.Element): string[] {
  const out: string[] = [];
  const walk = (n: P5.Element) => {
    for (const c of n.childNodes) {
      if (!isEl(c)) continue;
      if (c.tagName === 'option' && attr(c, 'selected') !== undefined) {
        out.push(attr(c, 'value') ?? collapse(c.childNodes.map((t) => (isText(t) ? t.value : '')).join('')).trim());
      } else if (c.tagName === 'optgroup') walk(c);
    }
  };
  walk(select);
  return out;
}

export const pad = (depth: number) => '  '.repeat(depth);
