import { readDictionaries } from '../translate/dictionaries.js';
import { pseudoDictionaries, unmarked } from './pseudo.js';

/**
 * The demo products' names as a page in `locale` may draw them: as they are, and as the theme's
 * dictionaries give them in that locale when the source keyed its own product records (a static
 * catalogue whose names go through `t(product.nameKey, product.name)`). In a pseudo build, the
 * dictionaries as that build serves them (pseudo-translations of empty entries).
 */
export async function productNamesFor(root: string, names: string[], locale: string, pseudo: boolean): Promise<string[]> {
  const lang = locale.split('-')[0];
  if (lang !== 'ar' && lang !== 'en') return names;
  let entries: { en: Record<string, string>; ar: Record<string, string> };
  try {
    entries = (await readDictionaries(root)).entries;
  } catch {
    return names;
  }
  const served = pseudo ? pseudoDictionaries(entries.en, entries.ar) : entries;
  return [...new Set([...names, ...translatedNames(names, entries, served[lang])])];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Each entry whose text in either language is a product's name, as `served` gives it (marks taken off). */
export function translatedNames(names: string[], entries: { en: Record<string, string>; ar: Record<string, string> }, served: Record<string, string>): string[] {
  const wanted = new Set(names.map(squash));
  const out: string[] = [];
  for (const key of Object.keys(served)) {
    if (!wanted.has(squash(entries.en[key] ?? '')) && !wanted.has(squash(entries.ar[key] ?? ''))) continue;
    const text = squash(unmarked(served[key]));
    if (text.length > 1) out.push(text);
  }
  return out;
}
