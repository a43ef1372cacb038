import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { DATE_FNS_LOCALES, DATE_FNS_MODULE, DATE_FNS_WORD_FORMATTERS, DATE_FNS_WORD_TOKENS, DATE_LOCALE_METHODS, INTL_DATE_FORMATTERS } from '../../../rules/rtl/date-formatting.js';
import { boundNames, ensureImport, pruneImports } from '../data-layer/imports.js';
import { traverse } from './ast-kit.js';
import { fileComponentName, Translators } from './translators.js';
import { LOCALE_TAG } from './site-table.js';

/** A locale code written as a literal (`'fr-FR'`, `"it"`). */
const isLocaleLiteral = (n: t.Node | undefined): n is t.StringLiteral => t.isStringLiteral(n) && LOCALE_TAG.test(n.value);

/** date-fns locale objects the file imports, by local name. */
function dateFnsLocales(ast: t.File): Set<string> {
  const out = new Set<string>();
  for (const st of ast.program.body) {
    if (!t.isImportDeclaration(st) || !DATE_FNS_LOCALES.module.test(st.source.value)) continue;
    for (const sp of st.specifiers) out.add(sp.local.name);
  }
  return out;
}

/**
 * date-fns functions that write words, imported by this file: local name → the index of their
 * options argument (`import { formatDistanceToNow as ago } from 'date-fns'`, or one function's
 * module `import formatDistanceToNow from 'date-fns/formatDistanceToNow'`).
 */
function dateFnsWordFormatters(ast: t.File): Map<string, { name: string; options: number }> {
  const out = new Map<string, { name: string; options: number }>();
  for (const st of ast.program.body) {
    const m = t.isImportDeclaration(st) ? DATE_FNS_MODULE.exec(st.source.value) : null;
    if (!m || (st as t.ImportDeclaration).importKind === 'type') continue;
    for (const sp of (st as t.ImportDeclaration).specifiers) {
      const name = t.isImportSpecifier(sp) ? (t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value) : t.isImportDefaultSpecifier(sp) ? m[2] : undefined;
      const options = name ? DATE_FNS_WORD_FORMATTERS.get(name) : undefined;
      if (name && options !== undefined) out.set(sp.local.name, { name, options });
    }
  }
  return out;
}

/** A `format` call's pattern writes no words (`'yyyy-MM-dd'`): the locale changes nothing there. */
function numericPattern(n: t.Node | undefined): boolean {
  if (!t.isStringLiteral(n)) return false;
  return !DATE_FNS_WORD_TOKENS.test(n.value.replace(/'[^']*'/g, ''));
}

/**
 * Make date formatting that names a fixed locale follow the active one, inside components: the
 * literal locale of `toLocaleDateString` / `toLocaleTimeString` / `Intl.DateTimeFormat` becomes
 * `t.locale`, and date-fns' `{ locale: fr }` becomes the Arabic or English date-fns locale by
 * `t.locale`. Outside a component (no locale to read) it is left as written. Returns how many changed.
 */
export function followLocaleInDates(ast: t.File, opts: { file: string; hookImport: string }): number {
  const translators = new Translators(fileComponentName(opts.file));
  const fnsLocales = dateFnsLocales(ast);
  const replaced = new Set<string>();
  let changed = 0;
  const wordFormatters = dateFnsWordFormatters(ast);
  let fnsNames: { ar: string; en: string } | null = null;
  const localeByLanguage = (local: string) => {
    if (!fnsNames) {
      const taken = boundNames(ast);
      fnsNames = {
        ar: ensureImport(ast, DATE_FNS_LOCALES.from, DATE_FNS_LOCALES.ar, taken, 'arDateLocale'),
        en: ensureImport(ast, DATE_FNS_LOCALES.from, DATE_FNS_LOCALES.en, taken, 'enDateLocale'),
      };
    }
    return t.conditionalExpression(
      t.binaryExpression('===', t.memberExpression(t.identifier(local), t.identifier('locale')), t.stringLiteral('ar')),
      t.identifier(fnsNames.ar),
      t.identifier(fnsNames.en),
    );
  };
  // `formatDistanceToNow(d, { addSuffix: true })` with no locale: it gets the active one. Options
  // passed as a variable or spread are left (the locale may be in them).
  const wordsWithoutLocale = (p: NodePath<t.CallExpression>) => {
    const callee = p.node.callee;
    const f = t.isIdentifier(callee) ? wordFormatters.get(callee.name) : undefined;
    if (!f || p.scope.getBinding((callee as t.Identifier).name)?.kind !== 'module') return;
    const args = p.node.arguments;
    if (args.length < f.options || args.slice(0, f.options).some((a) => t.isSpreadElement(a))) return;
    if (f.name === 'format' && numericPattern(args[1])) return;
    const given = args[f.options];
    if (given !== undefined && (!t.isObjectExpression(given) || given.properties.some((q) => !t.isObjectProperty(q) || q.computed || t.isIdentifier(q.key, { name: 'locale' }) || t.isStringLiteral(q.key, { value: 'locale' })))) return;
    const tr = translators.at(p);
    if (!tr) return;
    const locale = t.objectProperty(t.identifier('locale'), localeByLanguage(tr.local));
    if (given) given.properties.push(locale);
    else args.push(t.objectExpression([locale]));
    tr.use();
    changed++;
  };
  // `d.toLocaleDateString('fr-FR')`, `new Intl.DateTimeFormat('fr-FR')` (or called without `new`).
  const localeArgument = (p: NodePath<t.CallExpression | t.NewExpression>) => {
    const c = p.node.callee;
    const method = t.isMemberExpression(c) && t.isIdentifier(c.property) && !c.computed ? c.property.name : null;
    const formats = method !== null && (DATE_LOCALE_METHODS.has(method) || (t.isIdentifier((c as t.MemberExpression).object, { name: 'Intl' }) && INTL_DATE_FORMATTERS.has(method)));
    if (!formats || !isLocaleLiteral(p.node.arguments[0])) return;
    const tr = translators.at(p);
    if (!tr) return;
    p.node.arguments[0] = t.memberExpression(t.identifier(tr.local), t.identifier('locale'));
    tr.use();
    changed++;
  };
  traverse(ast, {
    CallExpression(p) {
      localeArgument(p);
      if (wordFormatters.size) wordsWithoutLocale(p);
    },
    NewExpression: localeArgument,
    ObjectProperty(p) {
      const v = p.node.value;
      if (p.node.computed || !t.isIdentifier(p.node.key, { name: 'locale' }) || !t.isIdentifier(v) || !fnsLocales.has(v.name)) return;
      if (p.scope.getBinding(v.name)?.kind !== 'module') return;
      const tr = translators.at(p);
      if (!tr) return;
      // The site may bind `ar` itself (its Arabic table): the import is aliased then.
      replaced.add(v.name);
      p.node.value = localeByLanguage(tr.local);
      tr.use();
      changed++;
    },
  });
  if (!changed) return 0;
  translators.finish(ast, opts.hookImport);
  pruneImports(ast, replaced);
  return changed;
}
