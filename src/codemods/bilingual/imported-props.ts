import * as t from '@babel/types';

/**
 * What a component imported from another module of the site shows of its props (issue 17): a
 * page hands `<Progress tier={tier} />` a text that `Progress` only shows, while another section
 * compares the same value. The text is read through the dictionaries where it is handed over.
 */
export interface ShownPropsSite {
  ast(file: string): t.File | null | undefined;
  resolve(from: string, spec: string): string | null;
}

/** The local name a module's export goes by (`export default Section`, `export function Section`, `export { Local as Section }`). */
export function exportedLocalName(ast: t.File, name: string): string | null {
  for (const st of ast.program.body) {
    if (name === 'default' && t.isExportDefaultDeclaration(st)) {
      const d = st.declaration;
      if (t.isIdentifier(d)) return d.name;
      if ((t.isFunctionDeclaration(d) || t.isClassDeclaration(d)) && d.id) return d.id.name;
      return null;
    }
    if (name === 'default' || !t.isExportNamedDeclaration(st) || st.source) continue;
    const d = st.declaration;
    if ((t.isFunctionDeclaration(d) || t.isClassDeclaration(d)) && d.id?.name === name) return name;
    if (t.isVariableDeclaration(d) && d.declarations.some((x) => t.isIdentifier(x.id, { name }))) return name;
    for (const s of st.specifiers) {
      if (t.isExportSpecifier(s) && (t.isIdentifier(s.exported) ? s.exported.name : s.exported.value) === name) return s.local.name;
    }
  }
  return null;
}

/**
 * `(from, spec, name)` → what the component `name` imported from `spec` shows of its props (as text,
 * or as a lookup's fallback: `fallbackFieldsOf`); null when unknown. Each module is read once, the
 * first time it is asked about.
 */
export function importedShownProps<V = Set<string>>(site: ShownPropsSite, shownPropsOf: (ast: t.File) => Map<string, V>) {
  const cache = new Map<string, Map<string, V> | null>();
  return (from: string, spec: string, name: string): V | null => {
    const file = site.resolve(from, spec);
    if (!file || file === from) return null;
    const ast = site.ast(file);
    if (!ast) return null;
    if (!cache.has(file)) cache.set(file, shownPropsOf(ast));
    const local = exportedLocalName(ast, name);
    return (local && cache.get(file)?.get(local)) || null;
  };
}
