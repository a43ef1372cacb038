import tw from '../../../rules/rtl/tailwind-logical.js';

/**
 * Physical → logical rewriting of one Tailwind class string. Variants (`md:`, `hover:`,
 * `[&>*]:`), the important mark and negatives are kept; only the utility changes.
 */

/** Split `md:hover:-ml-2` into ['md:hover:', '-ml-2'] (colons inside brackets are not variant ends). */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) cut = i + 1;
  }
  return [token.slice(0, cut), token.slice(cut)];
}

/**
 * How the source lays itself out: `ltr` (the usual case), `rtl` (a right-to-left document: its
 * physical sides are its rtl view), `faked-rtl` (right-to-left by hand inside an ltr document:
 * its sides are its rtl view too, and its rows are reversed by hand). authored-direction.ts.
 */
export type Authored = 'ltr' | 'rtl' | 'faked-rtl';

/** A physical utility's counterpart on the other side (`mr-2` for `ml-2`, `rounded-tr` for `rounded-tl`); itself when it has none. */
export function otherSide(u: string): string {
  const bare = tw.sides[u];
  if (bare) return bare;
  let best: string | undefined;
  for (let i = u.indexOf('-'); i >= 0; i = u.indexOf('-', i + 1)) {
    const head = u.slice(0, i);
    if (tw.sides[head] && (!best || head.length > best.length)) best = head;
  }
  return best ? tw.sides[best] + u.slice(best.length) : u;
}

/** The logical form of one utility (without variants), or null when it is not physical. */
export function logicalUtility(utility: string, authored: Authored = 'ltr'): string | null {
  const m = /^(!?)(-?)(.*)$/.exec(utility)!;
  const [, bang, neg] = m;
  const u = authored === 'ltr' ? m[3] : otherSide(m[3]);
  const bare = tw.bare[u];
  if (bare) return bang + neg + bare;
  // The first rule (in table order) that is a prefix of `u` ending at a dash.
  let best: { order: number; from: string; to: string } | undefined;
  for (let i = u.indexOf('-'); i >= 0; i = u.indexOf('-', i + 1)) {
    const hit = prefixRules().get(u.slice(0, i));
    if (hit && (!best || hit.order < best.order)) best = hit;
  }
  return best ? bang + neg + best.to + u.slice(best.from.length) : null;
}

let prefixTable: Map<string, { order: number; from: string; to: string }> | undefined;
/** The prefix rules (bare names also prefix longer utilities), by prefix, with their table order. */
function prefixRules(): Map<string, { order: number; from: string; to: string }> {
  return (prefixTable ??= new Map(Object.entries({ ...tw.prefixes, ...tw.bare }).map(([from, to], order) => [from, { order, from, to }])));
}

/** `rtl:`, `ltr:`, `[dir=rtl]:`, `group-[[dir=rtl]_&]:`: the variants already choose a direction. */
function directional(variants: string): boolean {
  const names = variants.split(':').filter(Boolean);
  return names.some((v) => tw.directionVariants.includes(v.replace(/^(group|peer)-/, '')) || /\bdir\s*[=(]/.test(v));
}

/** Offsets that a horizontal translation moves with (`left-1/2 -translate-x-1/2` centres a box). */
const OFFSET = /^!?-?(left|right)-/;
const RESPONSIVE = /^((sm|md|lg|xl|2xl|max-\w+|min-\[[^\]]*\]):)*$/;

/**
 * The list translates its element sideways at rest (not on hover): its `left-`/`right-` stay
 * physical, since a logical offset would flip in rtl while the translation does not.
 */
export function translatesSideways(tokens: string[]): boolean {
  return tokens.some((t) => {
    const [variants, utility] = splitVariants(t);
    return /^!?-?translate-x-/.test(utility) && RESPONSIVE.test(variants);
  });
}

/** The logical form of one class token ('' when a source faking rtl reversed it by hand and the document now does). */
export function logicalToken(token: string, keepOffsets = false, authored: Authored = 'ltr'): string {
  const [variants, utility] = splitVariants(token);
  if (variants && directional(variants)) return token;
  if (authored === 'faked-rtl') {
    const m = /^(!?)(.*)$/.exec(utility)!;
    const natural = tw.handReversed[m[2]];
    if (natural !== undefined) return natural ? variants + m[1] + natural : '';
  }
  if (keepOffsets && OFFSET.test(utility)) return token;
  const next = logicalUtility(utility, authored);
  return next === null ? token : variants + next;
}

/** The `rtl:` additions a list of tokens needs (space-x → rtl:space-x-reverse), minus those present. */
export function rtlAdditions(tokens: string[]): string[] {
  const present = new Set(tokens);
  const out: string[] = [];
  for (const t of tokens) {
    const u = splitVariants(t)[1].replace(/^!?-?/, '');
    for (const [base, reverse] of Object.entries(tw.reversible)) {
      if ((u === base || u.startsWith(base + '-')) && u !== reverse && !present.has(`rtl:${reverse}`) && !out.includes(`rtl:${reverse}`)) {
        out.push(`rtl:${reverse}`);
      }
    }
  }
  return out;
}

/**
 * Rewrite a whitespace-separated class text, keeping its whitespace. With `addRtl`, the rtl
 * additions go at its end (callers pass false for a fragment that is not a whole class list, and
 * `keepOffsets` from the whole list when it translates sideways).
 */
export function logicalClassText(text: string, addRtl = true, keepOffsets?: boolean, authored: Authored = 'ltr'): string {
  const parts = text.split(/(\s+)/);
  const keep = keepOffsets ?? translatesSideways(parts.filter((p) => p && !/^\s+$/.test(p)));
  const rewritten = parts.map((p) => (p && !/^\s+$/.test(p) ? logicalToken(p, keep, authored) : p));
  // A token dropped goes with the space after it (before it, at the end of the text).
  for (let i = 0; i < parts.length; i += 2) {
    if (!parts[i] || rewritten[i]) continue;
    if (i + 1 < rewritten.length) rewritten[i + 1] = '';
    else if (i > 0 && i - 1 > 0) rewritten[i - 1] = '';
  }
  let out = rewritten.join('');
  if (addRtl) {
    const extra = rtlAdditions(rewritten.filter((p) => p && !/^\s+$/.test(p)));
    if (extra.length) out = out.replace(/\s*$/, (ws) => ` ${extra.join(' ')}${ws}`);
  }
  return out;
}

export const hasToken = (text: string, token: string) => text.split(/\s+/).includes(token);

/** Physical direction utilities left in a class text (for checks and tests). */
export function physicalTokens(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const keep = translatesSideways(tokens);
  return tokens.filter((t) => logicalToken(t, keep) !== t);
}
