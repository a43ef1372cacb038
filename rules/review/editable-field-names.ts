import type { JSXAttribute, JSXOpeningElement, Node } from '@babel/types';
import { jsxName, memberPath, some, staticString } from '../../src/check/ast.js';
import { canonicalName } from '../../src/check/components.js';
import { defineCheck } from '../../src/check/types.js';

/** Identifiers and calls that make a value depend on the locale. */
const LOCALE_WORD = /^(locale|lang|language|isAr|isArabic|isRtl|isRTL|rtl|dir|i18n|t)$/;
const LOCALE_SUFFIX = /[._-](ar|en)$/;

/** Does an expression read the locale (`locale === 'ar' ? ...`, `t('hero.title')`, `copy[lang]`)? */
function dependsOnLocale(n: Node): boolean {
  return some(n, (x) =>
    (x.type === 'Identifier' && LOCALE_WORD.test(x.name)) ||
    (x.type === 'MemberExpression' && !x.computed && x.property.type === 'Identifier' && /^(ar|en|locale|lang|language)$/.test(x.property.name)) ||
    (x.type === 'CallExpression' && /(^|\.)(t|useLocale|useTranslation|localize)$/.test(memberPath(x.callee as Node) ?? '')));
}

/** The expression a name attribute holds; a non-static name counts as locale-aware when it reads the locale. */
function nameOf(attr: JSXAttribute | undefined): { value: string | null; dynamic: boolean; localeAware: boolean } | null {
  if (!attr || !attr.value) return null;
  const value = staticString(attr.value as Node);
  if (value !== null) return { value, dynamic: false, localeAware: LOCALE_SUFFIX.test(value) };
  return { value: null, dynamic: true, localeAware: dependsOnLocale(attr.value as Node) };
}

/** Editable components whose children are their default value. */
const TEXT_FIELDS = new Set(['TText', 'THeading']);

/** Source text of the defaults of an element: every attribute but `name`, plus its children. */
function defaultsOf(el: JSXOpeningElement, parentChildren: Node[], text: string): { nodes: Node[]; text: string } {
  const nodes: Node[] = [];
  for (const a of el.attributes) {
    if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name !== 'name' && a.value && /^default|^src$|^value$|^fallback$/.test(a.name.name)) nodes.push(a.value as Node);
  }
  nodes.push(...parentChildren);
  return { nodes, text: nodes.map((n) => text.slice(n.start ?? 0, n.end ?? 0)).join('|') };
}

export default defineCheck({
  id: 'editable-field-names',
  severity: 'error',
  docs: {
    description: 'Editable fields (`TText`, `THeading`, `TImage`, `TColor`, `TSection`) each have a unique `name`, suffixed with the locale (`hero.title.en`) where the default depends on the locale.',
    why: 'Spec §2 "Theme package requirements" 7: the editable-field registry freezes the first-registered default of a name, so a shared name shows one field\'s default in another place, and a locale-dependent default under one name shows the first language in both.',
    fix: 'give each field its own descriptive name; where the default depends on the locale, use `name={`hero.title.${locale}`}` or separate `.en` / `.ar` names',
  },
  messages: {
    missingName: '`<{{component}}>` has no `name`',
    duplicate: 'editable field `{{name}}` is also registered at {{other}} with a different default',
    notLocaleSuffixed: 'editable field `{{name}}` has a locale-dependent default but no locale in its name',
    inLoop: 'editable field `{{name}}` is rendered in a loop under one fixed name',
  },
  checkSite(ctx) {
    const editable = new Set(ctx.sdk.editableComponents);
    const seen = new Map<string, { where: string; defaults: string }>();
    for (const file of ctx.site.scripts) {
      if (!ctx.isAppScript(file) || !file.text || !ctx.sdk.editableComponents.some((c) => file.text!.includes(c))) continue;
      const ast = ctx.site.ast(file.path);
      if (!ast) continue;
      const stack: Node[] = [];
      const visit = (n: Node) => {
        if (n.type === 'JSXElement') {
          const component = canonicalName(ast, jsxName(n.openingElement));
          if (editable.has(component)) check(n.openingElement, n.children as Node[], component, stack);
        }
        stack.push(n);
        for (const key of Object.keys(n)) {
          if (key === 'loc' || key.endsWith('Comments') || key === 'extra') continue;
          const v = (n as unknown as Record<string, unknown>)[key];
          if (Array.isArray(v)) { for (const c of v) if (c && typeof c === 'object' && 'type' in c) visit(c as Node); }
          else if (v && typeof v === 'object' && 'type' in (v as object)) visit(v as Node);
        }
        stack.pop();
      };
      const check = (el: JSXOpeningElement, children: Node[], component: string, ancestors: Node[]) => {
        const attr = el.attributes.find((a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === 'name');
        const name = nameOf(attr);
        if (!name) return ctx.report({ file: file.path, node: el, messageId: 'missingName', data: { component } });
        if (name.dynamic) return; // computed names vary by design; they cannot be compared statically
        // Only text fields take their default from their children; a TSection or TColor wraps
        // content that is not its value, so its children do not make its default locale-dependent.
        const defaults = defaultsOf(el, TEXT_FIELDS.has(component) ? children : [], file.text!);
        const label = name.value!;
        if (!name.localeAware && defaults.nodes.some(dependsOnLocale)) ctx.report({ file: file.path, node: attr!, messageId: 'notLocaleSuffixed', data: { name: label } });
        const inMap = ancestors.some((a) => a.type === 'CallExpression' && /\.(map|flatMap|forEach)$/.test(memberPath(a.callee as Node) ?? ''));
        if (inMap) return ctx.report({ file: file.path, node: attr!, messageId: 'inLoop', data: { name: label } });
        const prev = seen.get(label);
        const where = `${file.path}:${el.loc?.start.line ?? 0}`;
        if (prev && prev.defaults !== defaults.text) ctx.report({ file: file.path, node: attr!, messageId: 'duplicate', data: { name: label, other: prev.where } });
        if (!prev) seen.set(label, { where, defaults: defaults.text });
      };
      visit(ast.program);
    }
  },
});
