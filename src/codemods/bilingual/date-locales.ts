import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { DATE_FNS_LOCALES, DATE_LOCALE_METHODS, INTL_DATE_FORMATTERS } from '../../../rules/rtl/date-formatting.js';
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
  let fnsNames: { ar: string; en: string } | null = null;
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
    CallExpression: localeArgument,
    NewExpression: localeArgument,
    ObjectProperty(p) {
      const v = p.node.value;
      if (p.node.computed || !t.isIdentifier(p.node.key, { name: 'locale' }) || !t.isIdentifier(v) || !fnsLocales.has(v.name)) return;
      if (p.scope.getBinding(v.name)?.kind !== 'module') return;
      const tr = translators.at(p);
      if (!tr) return;
      // The site may bind `ar` itself (its Arabic table): the import is aliased then.
      if (!fnsNames) {
        const taken = boundNames(ast);
        fnsNames = {
          ar: ensureImport(ast, DATE_FNS_LOCALES.from, DATE_FNS_LOCALES.ar, taken, 'arDateLocale'),
          en: ensureImport(ast, DATE_FNS_LOCALES.from, DATE_FNS_LOCALES.en, taken, 'enDateLocale'),
        };
      }
      replaced.add(v.name);
      p.node.value = t.conditionalExpression(
        t.binaryExpression('===', t.memberExpression(t.identifier(tr.local), t.identifier('locale')), t.stringLiteral('ar')),
        t.identifier(fnsNames.ar),
        t.identifier(fnsNames.en),
      );
      tr.use();
      changed++;
    },
  });
  if (!changed) return 0;
  translators.finish(ast, opts.hookImport);
  pruneImports(ast, replaced);
  return changed;
}
