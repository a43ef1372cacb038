import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { appLayout, joinPath } from '../theme-shell/layout.js';
import { MANIFEST_FILE, runThemeManifest } from '../theme-shell/manifest.js';
import { primaryColor } from './color.js';
import { editableFields } from '../theme-shell/scan.js';
import { wrapStaticSections } from './static-sections.js';
import { wrapEditables } from './wrap.js';

export { wrapEditables, addImports, type WrapOptions, type WrapResult } from './wrap.js';
export { primaryColor } from './color.js';
export { wrapStaticSections, type StaticSectionOptions } from './static-sections.js';

const stemOf = (f: string) => f.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/**
 * Editable fields (spec §2 item 7): the hero copy, image and section of each home page, and the
 * primary color where the source keeps it in a CSS variable, and the heading and intro of each
 * section a static surface renders, wrapped in T* components with unique descriptive names; the
 * manifest's `editable_fields` is refreshed from them.
 */
export function runEditableFields(ctx: StepContext): StepResult {
  const decision = ctx.state.decisions.find((d) => d.surface === 'editable-fields')?.decision ?? 'dynamic';
  if (decision !== 'dynamic') return { status: 'skipped', notes: [`editable fields: ${decision} by decision`] };
  const layout = appLayout(ctx);
  const lang = ctx.state.language.languages[0] ?? ctx.analysis.languages[0] ?? 'en';
  const color = primaryColor(ctx.analysis.design?.colors ?? {});
  const homes = ctx.analysis.pages.filter((p) => p.canonical === 'home' && p.class !== 'drop' && ctx.tree.exists(p.file));
  const notes: string[] = [];
  const openQuestions: string[] = [];
  if (!color) openQuestions.push('The primary color is not a CSS variable holding a full color: it is not merchant-editable (TColor)');
  const prefixes = new Set<string>();
  for (const page of homes) {
    const ast = ctx.tree.ast(page.file);
    if (!ast) continue;
    // One prefix per page; a second home page (an alternate landing) is named by its file.
    let prefix = 'home';
    if (prefixes.has(prefix)) prefix = `home.${stemOf(page.file).toLowerCase()}`;
    prefixes.add(prefix);
    const r = wrapEditables(ast, { prefix, lang, color });
    openQuestions.push(...r.skipped.map((s) => `${page.file}: ${s}`));
    if (!r.names.length) continue;
    ctx.tree.writeAst(page.file, ast);
    notes.push(`${page.file}: editable ${r.names.join(', ')}`);
  }
  notes.push(...staticSections(ctx, layout.src, lang, openQuestions));
  if (notes.length && ctx.tree.exists(joinPath(layout.root, MANIFEST_FILE))) {
    const m = runThemeManifest(ctx);
    notes.push(...(m.notes ?? []));
    if (m.status === 'failed') return { status: 'failed', notes, limitations: m.limitations };
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes, openQuestions };
}

/**
 * The heading and intro of each section a static surface renders (data rows `static`), named
 * `<surface>.<file stem>.<role>`, unique across the theme.
 */
function staticSections(ctx: StepContext, src: string, lang: string, openQuestions: string[]): string[] {
  const rows = ctx.state.dataSites.filter((d) => d.status === 'static' && ctx.tree.exists(d.file));
  const files = [...new Set(rows.map((d) => d.file))].sort();
  if (!files.length) return [];
  const taken = new Set(editableFields(ctx.tree, src).map((f) => f.name));
  const notes: string[] = [];
  for (const file of files) {
    const ast = ctx.tree.ast(file);
    if (!ast) continue;
    // A file of one surface names every list by it; else a list is named by its record kind.
    const surfaces = [...new Set(rows.filter((d) => d.file === file).map((d) => d.surface))];
    const surfaceOf = (kind: string) => (surfaces.length === 1 ? surfaces[0] : kind);
    const r = wrapStaticSections(ast, { stem: stemOf(file).toLowerCase(), lang, surfaceOf, taken });
    openQuestions.push(...r.skipped.map((s) => `${file}: ${s}: its copy is not merchant-editable`));
    if (!r.names.length) continue;
    ctx.tree.writeAst(file, ast);
    notes.push(`${file}: editable ${r.names.join(', ')}`);
  }
  return notes;
}

export const editableFieldsStep = defineStep({
  id: 'editable-fields',
  description: 'hero copy, images, sections, static surface sections and the primary color wrapped in TText/THeading/TImage/TSection/TColor',
  needs: ['analysis', 'decisions'],
  run: runEditableFields,
});
export default editableFieldsStep;
