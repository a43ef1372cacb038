import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { SDK_THEME_IMPORT, EDITABLE_COMPONENTS } from '../../../rules/sdk.js';
import type { EditableField } from './manifest-schema.js';

const SCRIPT = /\.(jsx?|tsx?)$/;

/** Scripts of the app's src folder, in path order. */
export const appScripts = (tree: StagedTree, src: string) =>
  tree.list().filter((p) => p.startsWith(src + '/') && SCRIPT.test(p) && !p.endsWith('.d.ts'));

/** Every name imported from `platform-sdk/theme` anywhere in the app. */
export function sdkNamesUsed(tree: StagedTree, src: string): Set<string> {
  const out = new Set<string>();
  for (const p of appScripts(tree, src)) {
    if (!tree.read(p)?.includes(SDK_THEME_IMPORT)) continue;
    for (const s of tree.ast(p)?.program.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.source.value !== SDK_THEME_IMPORT) continue;
      for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') out.add(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
    }
  }
  return out;
}

const KIND: Record<string, EditableField['kind']> = { TText: 'text', THeading: 'heading', TImage: 'image', TColor: 'color', TSection: 'section' };

/** `<TText name="hero.title.en" defaultValue="...">` and friends with a literal name, first use wins. */
export function editableFields(tree: StagedTree, src: string): EditableField[] {
  const out = new Map<string, EditableField>();
  for (const p of appScripts(tree, src)) {
    const text = tree.read(p) ?? '';
    if (!EDITABLE_COMPONENTS.some((c) => text.includes(`<${c}`))) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    visit(ast.program, (n) => {
      if (n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXIdentifier' || !KIND[n.name.name]) return;
      const attr = (key: string) => {
        const a = n.attributes.find((x) => x.type === 'JSXAttribute' && x.name.name === key);
        const v = a && a.type === 'JSXAttribute' ? a.value : null;
        if (v?.type === 'StringLiteral') return v.value;
        if (v?.type === 'JSXExpressionContainer' && v.expression.type === 'StringLiteral') return v.expression.value;
        return undefined;
      };
      const name = attr('name');
      if (!name || out.has(name)) return;
      const def = attr(n.name.name === 'TImage' ? 'defaultSrc' : 'defaultValue');
      out.set(name, { name, kind: KIND[n.name.name], ...(def !== undefined ? { default: def } : {}), file: p });
    });
  }
  return [...out.values()];
}
