import type { DataSite } from '../../src/analyze/types.js';
import { CUSTOM_ENTITY_WHY, ENTITY_CLASSES } from '../vendors/_surface.js';

/**
 * Spec §1 rule 8: arbitrary custom entities (testimonials, team, gallery, a table the vocabulary
 * does not know) have no SDK resource and become static, editable content. The analysis marks
 * them by their reason: the `other-content` class of rules/vendors/_surface.ts, or no class at all.
 */
const CUSTOM_WHYS = new Set([
  CUSTOM_ENTITY_WHY,
  ...ENTITY_CLASSES.filter((c) => c.surface === 'content' && !Object.keys(c.sdk).length).map((c) => c.why),
]);

/** Is this site a call on a custom entity (read or write)? */
export function isCustomEntity(site: DataSite): boolean {
  return site.sdkEquivalent === 'none' && !!site.entity && !!site.limitation && CUSTOM_WHYS.has(site.limitation);
}

/** What is lost when a custom entity's WRITE has nothing to go to (the read stays as static content). */
export function customWriteWhy(entity: string): string {
  return `${entityWords(entity).join(' ')} are no longer saved from the storefront: custom content with no SDK resource (its list stays as static, editable content)`;
}

/** `Testimonial`, `product_reviews`, `team-members` → their words, last one plural. */
export function entityWords(entity: string): string[] {
  const words = entity.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-/.:]+/).filter(Boolean).map((w) => w.toLowerCase());
  if (!words.length) return ['records'];
  const last = words[words.length - 1];
  words[words.length - 1] = plural(last);
  return words;
}

function plural(w: string): string {
  if (/s$/.test(w)) return w;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(x|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

/** The name of the entity's record list in the generated static module: `testimonials`, `productReviews`. */
export function customStaticKind(entity: string): string {
  const [first, ...rest] = entityWords(entity);
  const name = [first, ...rest.map((w) => w[0].toUpperCase() + w.slice(1))].join('').replace(/[^A-Za-z0-9_$]/g, '');
  return /^[A-Za-z_$]/.test(name) ? name : `records${name}`;
}
