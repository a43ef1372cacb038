import glossary from '../../../rules/glossary/storefront.js';

/** Storefront glossary lookups, both ways, trimmed and case-insensitive; trailing …/:/!/? kept. */
const EN_TO_AR = new Map(Object.entries(glossary.entries).map(([en, ar]) => [en.toLowerCase(), ar]));
const AR_TO_EN = new Map<string, string>();
for (const [en, ar] of Object.entries(glossary.entries)) if (!AR_TO_EN.has(norm(ar))) AR_TO_EN.set(norm(ar), en);

function norm(s: string): string {
  return s.trim().replace(/\s+/g, ' ').replace(/(\.\.\.|[…:!?.])+$/u, '').trim().toLowerCase();
}
const tail = (s: string) => /(\.\.\.|[…:!?.])+$/u.exec(s.trim())?.[0] ?? '';

export const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
export const languageOf = (text: string): 'ar' | 'en' => (ARABIC.test(text) ? 'ar' : 'en');

export function toArabic(en: string): string | undefined {
  const hit = EN_TO_AR.get(norm(en));
  if (!hit) return undefined;
  const end = tail(en).replace('...', '…');
  return end && !hit.endsWith('…') ? hit + end.replace('?', '؟') : hit;
}

export function toEnglish(ar: string): string | undefined {
  const hit = AR_TO_EN.get(norm(ar));
  if (!hit) return undefined;
  const end = tail(ar).replace('؟', '?');
  return hit.charAt(0).toUpperCase() + hit.slice(1) + (hit === 'loading' ? '…' : end);
}
