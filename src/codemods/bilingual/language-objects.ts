import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { LANGUAGE_CODES, plainText } from './site-table.js';
import { namesLanguage } from './language-branch.js';

/**
 * Copy a component keeps once per language and picks with its own language value:
 *   `const content = { fr: { title: '…' }, en: { title: '…' } }` read as `content[language]`, and
 *   `{ name: { fr: '…', en: '…' } }` inside a list, read as `region.name[language]`.
 * The theme's languages are ar and en: the English side (the Arabic one when there is no English)
 * becomes `t(key)` texts, paired with the Arabic side where it has the same place. A whole-page
 * object is then read as `content.en`; a phrase inside a list gets `en` and `ar` both reading the
 * dictionaries, so whichever language the source asks for, the platform locale decides.
 */
export interface SideHelpers {
  /** `t(key)` for a text (and the other language's text when the source has it); null outside a component. */
  record(p: NodePath, text: string, given: string | null): t.Expression | null;
  /** Is this text copy (not a code, an address or a class list)? */
  isCopy(text: string): boolean;
}

/** Fields that hold no copy, whatever their value. */
const NOT_COPY_FIELD = /^(id|slug|key|href|to|path|url|link|src|image|img|images|icon|className|variant|type|color|email|phone|tel|lang|locale|code|currency|keywords|value|route)$/i;
const FILE_OR_PATH = /^(\/|\.\/|#)|\.(png|jpe?g|svg|webp|gif|avif|mp4|pdf)$/i;

const keyName = (p: t.ObjectProperty): string | null =>
  p.computed ? null : t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null;

/** The sides of an object keyed by language codes only (at least two, English or Arabic among them). */
function languageSides(o: t.ObjectExpression): Map<string, t.ObjectProperty> | null {
  if (o.properties.length < 2) return null;
  const sides = new Map<string, t.ObjectProperty>();
  for (const p of o.properties) {
    const k = t.isObjectProperty(p) ? keyName(p) : null;
    if (!k || !LANGUAGE_CODES.has(k)) return null;
    sides.set(k, p as t.ObjectProperty);
  }
  return sides.has('en') || sides.has('ar') ? sides : null;
}

function property(o: t.Node | null | undefined, name: string): t.ObjectProperty | undefined {
  if (!t.isObjectExpression(o)) return undefined;
  return o.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && keyName(p) === name);
}

/** Is the declarator one of the module's own (not inside a function)? */
const moduleLevel = (decl: NodePath): boolean => {
  const st = decl.parentPath?.parentPath;
  return !!st && (st.isProgram() || (st.isExportNamedDeclaration() && !!st.parentPath?.isProgram()));
};

/** Is the path's node still where its parent holds it (not replaced along with an outer node)? */
const attached = (p: NodePath): boolean => {
  const held = p.parentPath ? (p.parentPath.node as unknown as Record<string, unknown>)[p.listKey ?? String(p.key)] : undefined;
  return Array.isArray(held) ? held.includes(p.node) : held === p.node;
};

/** The key a read names: `.searchLabel`, `['searchLabel']`. */
const readKey = (m: t.MemberExpression): string | null =>
  !m.computed && t.isIdentifier(m.property) ? m.property.name : m.computed && t.isStringLiteral(m.property) ? m.property.value : null;

/**
 * A module-level table of copy per language (`const copy = { en: { search: 'Search…' }, pt: {…} }`)
 * read by a component with its own language value, in the shapes sites use:
 *   `copy[language].search`,
 *   `const c = copy[language]` then `c.search`,
 *   `const say = (key) => copy[language][key] || key` then `say('search')`.
 * Each read naming a text of the English row (`main`) becomes that text through the dictionaries,
 * paired with the Arabic row's (`pair`) where the table has one. True when one did.
 */
function readsPerText(reads: NodePath<t.MemberExpression>[], main: t.Node, pair: t.Node | null | undefined, h: SideHelpers): boolean {
  let any = false;
  const swap = (site: NodePath, key: string | null): void => {
    if (key === null) return;
    const text = plainText(property(main, key)?.value);
    if (text === null || !h.isCopy(text) || FILE_OR_PATH.test(text.trim())) return;
    const call = h.record(site, text, plainText(property(pair, key)?.value));
    if (!call) return;
    site.replaceWith(call);
    any = true;
  };
  const constRefs = (decl: NodePath): NodePath[] => {
    if (!decl.isVariableDeclarator() || !t.isIdentifier(decl.node.id)) return [];
    const b = decl.scope.getBinding(decl.node.id.name);
    return b && b.kind === 'const' && !b.constantViolations.length ? b.referencePaths : [];
  };
  for (const m of reads) {
    const up = m.parentPath;
    if (up?.isMemberExpression() && up.node.object === m.node) {
      const key = readKey(up.node);
      if (key !== null) { swap(up, key); continue; }
      // `(key) => copy[language][key] || key`, a function kept in a const and called with a key.
      const fn = up.findParent((q) => q.isArrowFunctionExpression() || q.isFunctionExpression()) as NodePath<t.ArrowFunctionExpression | t.FunctionExpression> | null;
      const param = fn?.node.params[0];
      if (!fn || !t.isIdentifier(param) || !t.isIdentifier(up.node.property, { name: param.name })) continue;
      for (const ref of constRefs(fn.parentPath!)) {
        const call = ref.parentPath;
        if (call?.isCallExpression() && ref.key === 'callee' && call.node.arguments.length === 1 && t.isStringLiteral(call.node.arguments[0])) swap(call, call.node.arguments[0].value);
      }
      continue;
    }
    // `const c = copy[language]`, then `c.search`.
    for (const ref of up?.isVariableDeclarator() && m.key === 'init' ? constRefs(up) : []) {
      const r = ref.parentPath;
      if (r?.isMemberExpression() && r.node.object === ref.node) swap(r, readKey(r.node));
    }
  }
  return any;
}

export function languageObjects(ast: t.File, h: SideHelpers): boolean {
  let changed = false;

  /** `side` with its texts read through the dictionaries; `pair` is the Arabic side in the same shape. Null: nothing to read. */
  const translate = (p: NodePath, side: t.Node, pair: t.Node | null | undefined): t.Expression | null => {
    const text = plainText(side);
    if (text !== null) return h.isCopy(text) && !FILE_OR_PATH.test(text.trim()) ? h.record(p, text, plainText(pair)) : null;
    if (t.isArrayExpression(side)) {
      let any = false;
      const out = side.elements.map((e, i) => {
        const other = t.isArrayExpression(pair) ? pair.elements[i] : null;
        const r = e && !t.isSpreadElement(e) ? translate(p, e, other) : null;
        if (r) any = true;
        return r ?? e;
      });
      return any ? t.arrayExpression(out) : null;
    }
    if (t.isObjectExpression(side)) {
      let any = false;
      const props = side.properties.map((q) => {
        const k = t.isObjectProperty(q) ? keyName(q) : null;
        // A field naming an address or a code holds no copy; a group of fields (`link: {…}`) may.
        if (!k || (NOT_COPY_FIELD.test(k) && plainText((q as t.ObjectProperty).value) !== null)) return q;
        const r = translate(p, (q as t.ObjectProperty).value, property(pair, k)?.value);
        if (!r) return q;
        any = true;
        return t.objectProperty(t.cloneNode((q as t.ObjectProperty).key), r, false, false);
      });
      return any ? t.objectExpression(props) : null;
    }
    return null;
  };

  traverse(ast, {
    ObjectExpression(p) {
      const sides = languageSides(p.node);
      if (!sides) return;
      const mainLang = sides.has('en') ? 'en' : 'ar';
      const main = sides.get(mainLang)!;
      const pair = mainLang === 'en' ? sides.get('ar')?.value : null;
      const decl = p.parentPath.isVariableDeclarator() && t.isIdentifier(p.parentPath.node.id) ? p.parentPath : null;
      if (decl) {
        // A whole set of copy per language: translated once, read as `content.en`.
        const binding = p.scope.getBinding((decl.node.id as t.Identifier).name);
        const reads = binding?.referencePaths.filter((r) => {
          const m = r.parentPath;
          return !!m?.isMemberExpression() && m.node.object === r.node && m.node.computed && namesLanguage(m.node.property);
        }) ?? [];
        if (!reads.length || binding?.constantViolations.length) return;
        const out = translate(p, main.value, pair);
        if (!out) {
          // A table kept beside the components, outside any (no translator there): each read of
          // one of its texts inside a component reads the dictionaries instead.
          if (moduleLevel(decl) && readsPerText(reads.map((r) => r.parentPath as NodePath<t.MemberExpression>), main.value, pair, h)) {
            // The reads a text replaced whole are gone; the others read the English row.
            for (const r of reads) if (attached(r.parentPath!)) r.parentPath!.replaceWith(t.memberExpression(t.identifier(binding!.identifier.name), t.identifier(mainLang)));
            changed = true;
          }
          return;
        }
        main.value = out;
        for (const r of reads) r.parentPath!.replaceWith(t.memberExpression(t.identifier(binding!.identifier.name), t.identifier(mainLang)));
        changed = true;
        return;
      }
      // One phrase inside a larger literal: every language the source may ask for reads the dictionaries.
      if (!p.parentPath.isObjectProperty() && !p.parentPath.isArrayExpression()) return;
      const out = translate(p, main.value, pair);
      if (!out) return;
      p.replaceWith(t.objectExpression([
        ...[...sides].filter(([k]) => k !== 'en' && k !== 'ar').map(([, q]) => q),
        t.objectProperty(t.identifier('en'), out),
        t.objectProperty(t.identifier('ar'), t.cloneNode(out, true, true)),
      ]));
      p.skip();
      changed = true;
    },
  });
  return changed;
}
