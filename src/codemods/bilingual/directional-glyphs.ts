import * as t from '@babel/types';
import icons from '../../../rules/rtl/directional-icons.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { addClass } from './logical-js.js';
import { jsxString } from './ast-kit.js';

/**
 * How a glyph is mirrored: the class that flips it in rtl, and the display class it needs when it
 * has none (a transform does nothing on an inline box); null when the mirror class sets it itself.
 */
export interface MirrorClasses { mirror: string; display: string | null }

/** Tailwind: `rtl:-scale-x-100 inline-block`. */
export const TAILWIND_MIRROR: MirrorClasses = { mirror: 'rtl:-scale-x-100', display: 'inline-block' };
/** A site without Tailwind: one class, its rule added to the site's style sheet (MIRROR_CSS). */
export const CSS_MIRROR: MirrorClasses = { mirror: 'mirror-rtl', display: null };
export const MIRROR_CSS = '\n/* platform-convert: directional icons and arrows point the reading way in rtl. */\n[dir="rtl"] .mirror-rtl { display: inline-block; transform: scaleX(-1); }\n';
/** A source drawn right-to-left (authored-direction.ts): its glyphs point the rtl way already, and flip in ltr. */
export const TAILWIND_MIRROR_LTR: MirrorClasses = { mirror: 'ltr:-scale-x-100', display: 'inline-block' };
export const CSS_MIRROR_LTR: MirrorClasses = { mirror: 'mirror-ltr', display: null };
export const MIRROR_CSS_LTR = '\n/* platform-convert: directional icons and arrows of a right-to-left source point the reading way in ltr. */\n[dir="ltr"] .mirror-ltr { display: inline-block; transform: scaleX(-1); }\n';

const CLASS_ATTRS = new Set(['className', 'class']);
/** A class that sets the display already (the icon keeps it). */
const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|contents|hidden|flow-root|list-item)$/;
/** Elements that hold text only (no element may be put inside them). */
const TEXT_ONLY = new Set(['option', 'textarea', 'title', 'style', 'script', 'code', 'pre', 'kbd', 'samp']);
/** Inline elements that may take the mirror themselves when the arrow is all they hold. */
const INLINE = new Set(['span', 'i', 'b', 'strong', 'em', 'small', 'sup', 'sub']);

/** The class tokens an element's class attribute spells out (its literal parts). */
function classTokens(el: t.JSXOpeningElement): string[] {
  const attr = el.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && CLASS_ATTRS.has(a.name.name));
  if (!attr?.value) return [];
  const texts: string[] = [];
  t.traverseFast(attr.value, (n) => {
    if (t.isStringLiteral(n)) texts.push(n.value);
    else if (t.isTemplateElement(n)) texts.push(n.value.raw);
  });
  return texts.flatMap((s) => s.split(/\s+/)).filter(Boolean);
}

const tagName = (el: t.JSXElement) => (t.isJSXIdentifier(el.openingElement.name) ? el.openingElement.name.name : null);
const onlyText = (el: t.JSXElement) => (el.children.every((c) => t.isJSXText(c)) ? el.children.map((c) => (c as t.JSXText).value).join('').trim() : null);
/** Whether a text is one arrow and nothing else. */
const loneArrow = (text: string) => [...text].length === 1 && icons.arrows.test(text);

/** An icon-font element that draws a directional glyph (`<i className="fa fa-arrow-right">`, `<span className="material-icons">arrow_forward</span>`). */
function directionalFontIcon(el: t.JSXElement): boolean {
  const tokens = classTokens(el.openingElement);
  if (tokens.some((c) => icons.fontClasses.test(c))) return true;
  if (!tokens.some((c) => icons.ligatureClasses.test(c))) return false;
  const name = onlyText(el);
  return !!name && icons.ligatures.test(name);
}

/** Give an element the mirror (and a display when its classes set none); true when it changed. */
function mirror(el: t.JSXElement, m: MirrorClasses): boolean {
  const tokens = classTokens(el.openingElement);
  if (tokens.includes(m.mirror)) return false;
  const cls = m.display && !tokens.some((c) => DISPLAY.test(c)) ? `${m.display} ${m.mirror}` : m.mirror;
  return addClass(el.openingElement, cls);
}

const mirrored = (el: t.JSXElement, m: MirrorClasses) => classTokens(el.openingElement).includes(m.mirror);

/** `→` in its own span that flips in rtl. */
function arrowSpan(arrow: string, m: MirrorClasses): t.JSXElement {
  const cls = m.display ? `${m.display} ${m.mirror}` : m.mirror;
  const open = t.jsxOpeningElement(t.jsxIdentifier('span'), [t.jsxAttribute(t.jsxIdentifier('className'), jsxString(cls))]);
  return t.jsxElement(open, t.jsxClosingElement(t.jsxIdentifier('span')), [textNode(arrow)]);
}

/** The text as the source spells it (`&amp;`, `&rarr;`): new text nodes print it as it is. */
const rawText = (c: t.JSXText) => (c.extra?.raw as string | undefined) ?? c.value;

/** A text node printed exactly as given (its raw form set, so the printer keeps its spaces). */
function textNode(raw: string): t.JSXText {
  const n = t.jsxText(raw);
  n.extra = { raw, rawValue: raw };
  return n;
}

type Child = t.JSXText | t.JSXElement | t.JSXExpressionContainer;

/**
 * Text nodes for a piece of text. The printer drops the leading spaces of a text child that holds
 * words, which JSX renders (`Start &rarr; then`): they are written as `{" "}`.
 */
function textNodes(text: string): Child[] {
  const lead = /^[ \t]+(?=\S)/.exec(text)?.[0];
  return lead ? [t.jsxExpressionContainer(t.stringLiteral(' ')), textNode(text.slice(lead.length))] : [textNode(text)];
}

/** Split a text around its arrows: the text, and each arrow in a mirrored span. */
function splitArrows(text: string, m: MirrorClasses): Child[] {
  const out: Child[] = [];
  let rest = text;
  for (let hit = icons.arrows.exec(rest); hit; hit = icons.arrows.exec(rest)) {
    if (hit.index > 0) out.push(...textNodes(rest.slice(0, hit.index)));
    out.push(arrowSpan(hit[0], m));
    rest = rest.slice(hit.index + hit[0].length);
  }
  if (rest) out.push(...textNodes(rest));
  return out;
}

/**
 * Directional glyphs that a component import does not name point the reading way in rtl:
 * icon-font classes and ligatures get the mirror class; an arrow character in text gets it on an
 * inline element that holds nothing else, else it is wrapped in a span that has it (so the
 * text around it is extracted without it). True when the AST changed.
 */
export function mirrorGlyphsAst(ast: t.File, m: MirrorClasses = TAILWIND_MIRROR): boolean {
  let changed = false;
  const elements: t.JSXElement[] = [];
  walkNodes(ast.program, (n) => void (n.type === 'JSXElement' && elements.push(n)));
  for (const el of elements) {
    if (directionalFontIcon(el)) {
      changed = mirror(el, m) || changed;
      continue;
    }
    const tag = tagName(el);
    if ((tag && TEXT_ONLY.has(tag)) || mirrored(el, m) || !el.children.some((c) => t.isJSXText(c) && icons.arrows.test(rawText(c)))) continue;
    const text = onlyText(el);
    // `<span>→</span>`: the element itself flips.
    if (tag && INLINE.has(tag) && text !== null && loneArrow(text)) {
      changed = mirror(el, m) || changed;
      continue;
    }
    // The element is printed anew: every text child keeps its leading spaces (textNodes).
    el.children = el.children.flatMap<t.JSXElement['children'][number]>((c) => (!t.isJSXText(c) ? [c] : icons.arrows.test(rawText(c)) ? splitArrows(rawText(c), m) : textNodes(rawText(c))));
    changed = true;
  }
  return changed;
}
