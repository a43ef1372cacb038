import type { Authored } from './class-tokens.js';

/**
 * How a source lays itself out (issue 17). An Arabic source drawn right-to-left wrote its
 * physical sides as its rtl view: `text-right` is where its lines start. Made logical the usual way
 * (`text-right` → `text-end`), the theme's Arabic view, whose document is rtl, would be the source's
 * mirror image. Two kinds:
 * - `rtl`: the document is right-to-left (`<html dir="rtl">`, or `direction: rtl` on the root in
 *   a style sheet), or the element around every page is (`<div dir="rtl"><Routes>…`, an app frame
 *   written right-to-left);
 * - `faked-rtl`: an Arabic source in an ltr document that reverses its rows and aligns its text to
 *   the right by hand (`flex-row-reverse`, `space-x-reverse`, `text-right`), with no direction of
 *   its own anywhere (no `dir`, no `rtl:` variant, no direction state).
 * A source that switches its direction itself (a bilingual one) is `ltr`: its own branches say
 * which way each side goes.
 */
export interface DirectionEvidence {
  authored: Authored;
  why: string | null;
}

export interface DirectionInput {
  /** The pages' documents: index.html, server templates (their text). */
  documents: { file: string; text: string }[];
  sheets: { file: string; text: string }[];
  scripts: { file: string; text: string }[];
}

const HTML_RTL = /<html\b[^>]*\sdir\s*=\s*["']?rtl\b/i;
/** `html`, `body`, `:root` or `*` among a rule's selectors, with `direction: rtl` in its block. */
const ROOT_RTL = /(?:^|[},;\s])(?:html|body|:root|\*)\s*(?:,[^{]*)?\{[^}]*\bdirection\s*:\s*rtl\b/i;
/** The source handles the direction itself: a `dir` computed, `rtl:`/`ltr:` variants, a direction state or library call. */
const OWN_DIRECTION = /\bdir\s*=\s*\{(?!\s*["'`]rtl["'`]\s*\})|\b(?:rtl|ltr):[\w-]|\bisRTL\b|\bisRtl\b|\.dir\(\)|documentElement\.dir\b/;
const ARABIC = /[\u0600-\u06FF]/g;
const LATIN = /[A-Za-z]/g;
/** Text a page shows: JSX text and string literals (class lists and imports are mostly Latin, so they are left out). */
const SHOWN_TEXT = />([^<>{}]+)</g;

/**
 * A literal `dir="rtl"` on the element that holds the pages: its next child is the router's outlet
 * (`<Routes>`, `<Switch>`, `<Outlet />`, `<RouterProvider>`) or `{children}` (a comment between allowed).
 */
const FRAME_RTL = /\sdir\s*=\s*(?:["']rtl["']|\{\s*["'`]rtl["'`]\s*\})[^<>]*>\s*(?:\{\s*\/\*[\s\S]*?\*\/\s*\}\s*)*(?:<(?:Routes|Switch|Outlet|RouterProvider)\b|\{\s*children\s*\})/;

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

export function authoredDirection(input: DirectionInput): DirectionEvidence {
  const doc = input.documents.find((d) => HTML_RTL.test(d.text));
  if (doc) return { authored: 'rtl', why: `${doc.file}: <html dir="rtl">` };
  const sheet = [...input.sheets, ...input.documents].find((s) => ROOT_RTL.test(s.text));
  if (sheet) return { authored: 'rtl', why: `${sheet.file}: direction: rtl on the root` };
  const frame = input.scripts.find((s) => FRAME_RTL.test(s.text));
  if (frame && !input.scripts.some((s) => OWN_DIRECTION.test(s.text))) return { authored: 'rtl', why: `${frame.file}: dir="rtl" on the element around every page` };
  if (input.scripts.some((s) => OWN_DIRECTION.test(s.text))) return { authored: 'ltr', why: null };
  // Arabic copy, mostly: the text the pages show is more Arabic letters than Latin ones.
  let arabic = 0;
  let latin = 0;
  let reversed = 0;
  let right = 0;
  let left = 0;
  for (const s of input.scripts) {
    for (const m of s.text.matchAll(SHOWN_TEXT)) {
      arabic += count(m[1], ARABIC);
      latin += count(m[1], LATIN);
    }
    reversed += count(s.text, /(?:^|[\s"'`:])(?:flex-row-reverse|space-x-reverse)(?=[\s"'`]|$)/gm);
    right += count(s.text, /(?:^|[\s"'`:])text-right(?=[\s"'`]|$)/gm);
    left += count(s.text, /(?:^|[\s"'`:])text-left(?=[\s"'`]|$)/gm);
  }
  if (arabic <= latin || arabic < 40) return { authored: 'ltr', why: null };
  // Rows reversed by hand, or lines aligned right by hand far more than left.
  if (reversed >= 2 || (right >= 3 && right > 2 * left)) {
    return { authored: 'faked-rtl', why: `Arabic copy in an ltr document laid out right-to-left by hand (${reversed} reversed row(s), text-right ${right} / text-left ${left})` };
  }
  return { authored: 'ltr', why: null };
}
