import * as t from '@babel/types';
import { GENERATED_MARK } from './hook-module.js';

/**
 * A site on an i18n library with resources of its own (i18next `init({ resources })`): the theme
 * adopts them instead of layering a second dictionary beside them. Every string of the library's
 * English and Arabic resources becomes an entry of the theme dictionaries, keyed `<ns>:<path>`
 * (i18next's own notation), and the library reads its `en` and `ar` resources back from the theme
 * dictionaries. So `translate --export/--import`, the glossary and `verify --pseudo` see the
 * library's copy like any other, and the missing language is added where the site keeps its copy.
 */
export const RESOURCES_HELPER = 'withThemeLanguages';
export const RESOURCES_MODULE = 'library-resources';

export type Bundle = Record<string, unknown>;
/** The en/ar resources found: language → namespace → tree of strings. */
export type LanguageBundles = Partial<Record<'en' | 'ar', Record<string, Bundle>>>;

export interface FoundResources {
  bundles: LanguageBundles;
  /** Languages the resources hold besides en and ar (kept as they are). */
  others: string[];
  /** The `resources` property whose value is wrapped (null when it already is). */
  holder: t.ObjectProperty | null;
  line: number;
}

/** The theme dictionary key of a library key. */
export const themeKey = (ns: string, key: string) => `${ns}:${key}`;

/** Dotted paths of every string in a resource tree (`{ a: { b: 'x' } }` → `a.b`); arrays by index. */
export function flattenResource(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') {
    if (prefix) out[prefix] = tree;
  } else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) flattenResource(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

const propName = (p: t.ObjectProperty) => (t.isIdentifier(p.key) && !p.computed ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null);

/** A literal value written in the code (strings, objects, arrays of them), or undefined. */
function literalValue(n: t.Node): unknown {
  if (t.isStringLiteral(n)) return n.value;
  if (t.isTemplateLiteral(n) && !n.expressions.length) return n.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
  if (t.isArrayExpression(n)) {
    const items = n.elements.map((e) => (e && !t.isSpreadElement(e) ? literalValue(e) : undefined));
    return items.every((i) => i !== undefined) ? items : undefined;
  }
  if (t.isObjectExpression(n)) {
    const out: Record<string, unknown> = {};
    for (const p of n.properties) {
      if (!t.isObjectProperty(p)) return undefined;
      const name = propName(p);
      const v = name === null ? undefined : literalValue(p.value);
      if (name === null || v === undefined) return undefined;
      out[name] = v;
    }
    return out;
  }
  return undefined;
}

/** Top-level bindings of a module: `const x = …` initialisers and default imports' sources. */
function moduleBindings(ast: t.File): { values: Map<string, t.Expression>; imports: Map<string, string> } {
  const values = new Map<string, t.Expression>();
  const imports = new Map<string, string>();
  for (const s of ast.program.body) {
    if (t.isImportDeclaration(s)) {
      for (const sp of s.specifiers) if (t.isImportDefaultSpecifier(sp)) imports.set(sp.local.name, s.source.value);
    }
    const decl = t.isExportNamedDeclaration(s) ? s.declaration : s;
    if (!t.isVariableDeclaration(decl)) continue;
    for (const d of decl.declarations) if (t.isIdentifier(d.id) && d.init) values.set(d.id.name, d.init);
  }
  return { values, imports };
}

const isWrapped = (n: t.Node): n is t.CallExpression => t.isCallExpression(n) && t.isIdentifier(n.callee, { name: RESOURCES_HELPER }) && n.arguments.length === 1;

/** The `resources` property of an `init({ … })` / `createInstance({ … })` call's options. */
function resourcesProperty(ast: t.File): t.ObjectProperty | null {
  let found: t.ObjectProperty | null = null;
  t.traverseFast(ast, (n) => {
    if (found || !t.isCallExpression(n)) return;
    const c = n.callee;
    const name = t.isMemberExpression(c) && t.isIdentifier(c.property) ? c.property.name : t.isIdentifier(c) ? c.name : null;
    if (name !== 'init' && name !== 'createInstance') return;
    const options = n.arguments[0];
    if (!t.isObjectExpression(options)) return;
    for (const p of options.properties) if (t.isObjectProperty(p) && propName(p) === 'resources') found = p;
  });
  return found;
}

/**
 * `init({ backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' } })` with no `resources`: the
 * options object and the path its backend loads each language's namespaces from (the site's
 * public files), or null.
 */
export function backendLoadPath(ast: t.File): { options: t.ObjectExpression; loadPath: string } | null {
  let found: { options: t.ObjectExpression; loadPath: string } | null = null;
  t.traverseFast(ast, (n) => {
    if (found || !t.isCallExpression(n)) return;
    const c = n.callee;
    const name = t.isMemberExpression(c) && t.isIdentifier(c.property) ? c.property.name : t.isIdentifier(c) ? c.name : null;
    const options = n.arguments[0];
    if ((name !== 'init' && name !== 'createInstance') || !t.isObjectExpression(options)) return;
    if (options.properties.some((p) => t.isObjectProperty(p) && propName(p) === 'resources')) return;
    const backend = options.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && propName(p) === 'backend')?.value;
    if (!t.isObjectExpression(backend)) return;
    const path = backend.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && propName(p) === 'loadPath')?.value;
    const loadPath = t.isStringLiteral(path) ? path.value : t.isTemplateLiteral(path) && !path.expressions.length ? path.quasis[0].value.cooked ?? '' : null;
    if (loadPath && loadPath.includes('{{lng}}') && loadPath.includes('{{ns}}') && /\.json$/.test(loadPath)) found = { options, loadPath };
  });
  return found;
}

/**
 * The namespaces a backend would load, read from the site's public files: per language (en, ar),
 * each `{{ns}}` file of `loadPath` found under `publicDir` (`files`: every path of the site).
 */
export function publicBundles(loadPath: string, publicDir: string, files: string[], read: (path: string) => string | undefined): LanguageBundles {
  const bundles: LanguageBundles = {};
  const rel = loadPath.replace(/^\.?\//, '').replace(/^public\//, '');
  for (const lang of ['en', 'ar'] as const) {
    const [before, after] = `${publicDir ? `${publicDir}/` : ''}${rel}`.replace('{{lng}}', lang).split('{{ns}}');
    if (after === undefined) continue;
    for (const f of files) {
      if (!f.startsWith(before) || !f.endsWith(after)) continue;
      const ns = f.slice(before.length, f.length - after.length);
      if (!ns || ns.includes('/')) continue;
      try {
        const json = JSON.parse(read(f) ?? '');
        if (json && typeof json === 'object') (bundles[lang] ??= {})[ns] = json;
      } catch {
        // A file that does not parse stays the backend's to load (and fail on), as before.
      }
    }
  }
  return bundles;
}

/**
 * The en/ar resources of an i18n library's setup module, each namespace read from the code or from
 * the JSON module it imports (`readJson(specifier)`). null when the module has no resources to read.
 */
export function findResources(ast: t.File, readJson: (specifier: string) => unknown): FoundResources | null {
  const holder = resourcesProperty(ast);
  if (!holder) return null;
  const { values, imports } = moduleBindings(ast);
  const resolve = (n: t.Node, depth = 0): unknown => {
    if (depth > 4) return undefined;
    if (t.isIdentifier(n)) {
      const src = imports.get(n.name);
      if (src !== undefined) return /\.json$/i.test(src) ? readJson(src) : undefined;
      const v = values.get(n.name);
      return v ? resolve(v, depth + 1) : undefined;
    }
    if (isWrapped(n)) return resolve(n.arguments[0], depth + 1);
    if (t.isObjectExpression(n)) {
      const out: Record<string, unknown> = {};
      for (const p of n.properties) {
        if (!t.isObjectProperty(p)) return undefined;
        const name = propName(p);
        if (name === null) return undefined;
        out[name] = resolve(p.value, depth + 1);
      }
      return out;
    }
    return literalValue(n);
  };
  const value = holder.shorthand || t.isIdentifier(holder.value) ? resolve(holder.value) : resolve(holder.value as t.Node);
  if (!value || typeof value !== 'object') return null;
  const bundles: LanguageBundles = {};
  const others: string[] = [];
  for (const [lang, nsTree] of Object.entries(value as Record<string, unknown>)) {
    const base = lang.toLowerCase().split(/[-_]/)[0];
    if (base !== 'en' && base !== 'ar') {
      others.push(lang);
      continue;
    }
    if (!nsTree || typeof nsTree !== 'object') continue;
    const namespaces: Record<string, Bundle> = {};
    for (const [ns, tree] of Object.entries(nsTree as Record<string, unknown>)) if (tree && typeof tree === 'object') namespaces[ns] = tree as Bundle;
    if (Object.keys(namespaces).length) bundles[base] = { ...bundles[base], ...namespaces };
  }
  if (!bundles.en && !bundles.ar) return null;
  return { bundles, others, holder: isWrapped(holder.value) ? null : holder, line: holder.loc?.start.line ?? 0 };
}

/** `resources: X` → `resources: withThemeLanguages(X)`, imported from `importFrom`. */
export function wrapResources(ast: t.File, holder: t.ObjectProperty, importFrom: string): void {
  holder.value = t.callExpression(t.identifier(RESOURCES_HELPER), [holder.value as t.Expression]);
  holder.shorthand = false;
  const already = ast.program.body.some((s) => t.isImportDeclaration(s) && s.specifiers.some((sp) => sp.local.name === RESOURCES_HELPER));
  if (already) return;
  const decl = t.importDeclaration([t.importSpecifier(t.identifier(RESOURCES_HELPER), t.identifier(RESOURCES_HELPER))], t.stringLiteral(importFrom));
  const body = ast.program.body;
  let at = 0;
  while (at < body.length && t.isImportDeclaration(body[at])) at++;
  body.splice(at, 0, decl);
}

/**
 * The generated module: the library's en and ar resources, rebuilt from the theme dictionaries'
 * `<ns>:<path>` entries (an empty entry is left out, so the library falls back as it did).
 */
export function resourcesModule(ts: boolean): string {
  const T = (s: string) => (ts ? s : '');
  return `${GENERATED_MARK}: the i18n library's en and ar resources come from the theme dictionaries.
import en from './en.json';
import ar from './ar.json';

${ts ? 'type Tree = { [key: string]: string | Tree };\n\n' : ''}/** \`{ 'ns:a.b': 'x' }\` → \`{ ns: { a: { b: 'x' } } }\`; entries without a namespace are the theme's own. */
function nest(dict${T(': Record<string, string>')}) {
  const out${T(': Record<string, Tree>')} = {};
  for (const [key, text] of Object.entries(dict)) {
    const colon = key.indexOf(':');
    if (colon < 1 || !text) continue;
    const path = key.slice(colon + 1).split('.');
    let node${T(': Tree')} = (out[key.slice(0, colon)] ??= {});
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path[path.length - 1]] = text;
  }
  return lists(out)${T(' as Record<string, Tree>')};
}

/** A node keyed 0, 1, 2… was a list in the source resources (\`returnObjects\` reads it as one). */
function lists(node${T(': Tree | string')})${T(': unknown')} {
  if (typeof node !== 'object') return node;
  const keys = Object.keys(node);
  const items = keys.map((k) => lists(node[k]));
  if (keys.length && keys.every((k, i) => k === String(i))) return items;
  return Object.fromEntries(keys.map((k, i) => [k, items[i]]));
}

/** The source's resources with en and ar read from the theme dictionaries. */
export function ${RESOURCES_HELPER}${T('<R extends object>')}(resources${T(': R')}) {
  return { ...resources, en: nest(en), ar: nest(ar) };
}

/** The site's own message tree of one language (its en.json / ar.json), read from the theme dictionaries. */
export function themeMessages(lang${T(": 'en' | 'ar'")})${T(': Tree')} {
  return nest(lang === 'ar' ? ar : en).messages ?? {};
}
`;
}
