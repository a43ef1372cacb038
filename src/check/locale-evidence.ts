import path from 'node:path';
import type { Node } from '@babel/types';
import type { Site } from '../load/site.js';
import type { SiteFile } from '../load/files.js';
import { keyName, some } from './ast.js';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/** Locales written in a right-to-left script; inline Latin markup is not evidence for them. */
const RTL_SCRIPT = new Set(['ar', 'fa', 'ur', 'he', 'yi', 'ps', 'ku']);
const DICT_DIR = /(^|\/)(locales?|i18n|lang|langs|languages|translations?|messages|dictionar(y|ies)|strings)(\/|$)/i;

/** Non-empty strings or objects: a dictionary entry, not a flag. */
function hasContent(n: Node): boolean {
  if (n.type === 'ObjectExpression') return n.properties.length > 0;
  if (n.type === 'StringLiteral') return n.value.trim().length > 0;
  if (n.type === 'TemplateLiteral') return n.quasis.some((q) => (q.value.cooked ?? '').trim().length > 0);
  return n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'CallExpression';
}

/**
 * Which of `locales` the theme has strings for: a dictionary file named for the locale, an object
 * keyed by the locale (`{ en: {...}, ar: {...} }`, `title: { ar: '...' }`), or, for Arabic, Arabic
 * text in the code. A declared locale with none of these does not render (spec §1 rule 5).
 */
export function localesWithStrings(site: Site, locales: string[], isApp: (f: SiteFile) => boolean): Set<string> {
  const found = new Set<string>();
  const wanted = new Set(locales);
  for (const f of site.files) {
    const base = path.posix.basename(f.path);
    for (const l of wanted) {
      const named = new RegExp(`(^|[._-])${l}\\.(json|jsonc|js|ts|mjs|yaml|yml|po)$`, 'i').test(base);
      const inDir = f.path.split('/').includes(l) && DICT_DIR.test(f.path);
      if ((named && (DICT_DIR.test(f.path) || base.toLowerCase().startsWith(l + '.'))) || inDir) found.add(l);
    }
  }
  // Markup written straight in one language renders that language: Latin text counts for the
  // first Latin-script locale declared (the source's own language), Arabic text for Arabic.
  const latinLocale = locales.find((l) => !RTL_SCRIPT.has(l.split('-')[0]));
  for (const f of site.scripts) {
    if (found.size === wanted.size) break;
    if (!isApp(f)) continue;
    if (wanted.has('ar') && f.text && ARABIC.test(f.text)) found.add('ar');
    const ast = site.ast(f.path);
    if (!ast) continue;
    some(ast.program, (n) => {
      if (n.type === 'ObjectProperty' && !n.computed) {
        const k = keyName(n.key);
        if (k && wanted.has(k) && hasContent(n.value as Node)) found.add(k);
      }
      if (latinLocale && n.type === 'JSXText' && LATIN_WORD.test(n.value)) found.add(latinLocale);
      return found.size === wanted.size;
    });
  }
  return found;
}
