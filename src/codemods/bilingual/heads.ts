import type { StepContext } from '../../convert/step.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import type { Dictionary } from './extract.js';
import { titleSetters, translatePageTitles } from './page-titles.js';
import { isPrimitiveScript, type RetrofitScope } from './scope.js';
import { translateSiteHead } from './site-title.js';
import { exportedParts, labelToastRegions, scriptStem } from './toast-labels.js';
import { labelKitComponents, labelPrimitiveText } from './kit-labels.js';
import type { ToastRegionLabel } from '../../../rules/rtl/toast-regions.js';

/**
 * What a page says outside its body, through the dictionaries: the window title and description
 * (index.html's, and each page's own) and the toast region's label. Returns the step's notes.
 */
export function translateHeads(ctx: Pick<StepContext, 'tree'>, scope: RetrofitScope, dict: Dictionary, hookFile: string): string[] {
  const notes = translateSiteHead(ctx, scope, dict);
  const setters = new Set<string>();
  const exported = new Map<string, Map<string, ToastRegionLabel>>();
  for (const p of scope.scripts) {
    const text = ctx.tree.read(p) ?? '';
    if (!/document\.title|react-toast|radix-ui|sonner/.test(text)) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    if (text.includes('document.title')) for (const name of titleSetters(ast)) setters.add(name);
    const parts = exportedParts(ast);
    if (parts.size) exported.set(scriptStem(p), new Map([...(exported.get(scriptStem(p)) ?? []), ...parts]));
  }
  for (const p of scope.scripts) {
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const hookImport = relativeSpecifier(p, hookFile.replace(/\.[jt]s$/, ''));
    // Page titles in the site's own scripts; region labels in the UI kit's too (its toast wrapper).
    // Only a `document.title` assignment or a call of a setter is translated: a file naming neither is not walked.
    const text = ctx.tree.read(p) ?? '';
    const namesTitles = text.includes('document.title') || [...setters].some((s) => text.includes(s));
    const titles = scope.copyScripts.includes(p) && namesTitles ? translatePageTitles(ast, { file: p, hookImport, dict, setters }) : 0;
    const labels = labelToastRegions(ast, { file: p, hookImport, dict, exported });
    // A library component's own label in the UI kit's files (the site's own files get theirs with their copy).
    const kits = scope.copyScripts.includes(p) ? 0 : labelKitComponents(ast, { file: p, hookImport, dict })
      // The primitive's own few words (an icon button's screen-reader text, a pager's "Next").
      + (scope.copyScripts.includes(p) || !isPrimitiveScript(p) ? 0 : labelPrimitiveText(ast, { file: p, hookImport, dict }));
    if (!titles && !labels && !kits) continue;
    ctx.tree.writeAst(p, ast);
    if (kits) notes.push(`${p}: ${kits} UI kit label(s) through the dictionaries`);
    if (titles) notes.push(`${p}: ${titles} page title text(s) to the dictionaries`);
    if (labels) notes.push(`${p}: the toast region's label through the dictionaries`);
  }
  return notes;
}
