import { badInput } from '../../diagnostics/tool-error.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { extractStrings, fallbackFieldsOf, keyFor, shownPropsOf, type Dictionary } from './extract.js';
import { keyExportedRecords } from './untraced-records.js';
import { languageOf, toArabic, toEnglish } from './glossary.js';
import { plainText } from './site-table.js';
import { importedShownProps } from './imported-props.js';
import { logicalStylesAst } from './logical-js.js';
import { CSS_MIRROR, CSS_MIRROR_LTR, MIRROR_CSS, MIRROR_CSS_LTR, TAILWIND_MIRROR, TAILWIND_MIRROR_LTR, mirrorGlyphsAst } from './directional-glyphs.js';
import { printLikeSource } from '../../convert/print.js';
import { logicalCss } from './logical-css.js';
import { authoredDirection } from './authored-direction.js';
import { hookModule, writeGenerated } from './hook-module.js';
import { answeredTranslations, answerKey, completeDictionaries, dictionaryJson, dictionaryKeys, withoutAnsweredTranslations } from './answers.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { retrofitScope, retrofitSkipped } from './scope.js';
import { englishSlotOf, languageReport } from './language-status.js';
import { fillSourceDictionaries } from './source-dictionary.js';
import { adoptLibraryResources } from './library-adopt.js';
import { adoptOwnMessageFiles } from './own-messages.js';
import { translateHeads } from './heads.js';
import { followLocaleInDates } from './date-locales.js';
import { collectSiteTable } from './site-table.js';
import { importedValues, keyFields } from './imported-lists.js';
import { stagedResolver } from '../drop-pages/graph.js';

export { logicalClassText, physicalTokens } from './class-tokens.js';
export { logicalCss } from './logical-css.js';
export { logicalStylesAst } from './logical-js.js';
export { mirrorGlyphsAst } from './directional-glyphs.js';
export { extractStrings } from './extract.js';
import { localeSwitchStep } from './locale-switch.js';
export { localeSwitchStep };
export { englishSlotOf, languageReport, retrofitLanguageStatus } from './language-status.js';
export { fillSourceDictionaries } from './source-dictionary.js';

/** Physical → logical styles (Tailwind classes, CSS properties) and mirrored directional icons. */
import { clipParents, clipRenderers, findBleeds } from './side-bleeds.js';
import { BORDER_BOX_EVERYWHERE } from './full-width-boxes.js';

export const logicalStylesStep = defineStep({
  id: 'bilingual-logical-styles',
  description: 'physical direction styles become logical (rtl-aware); directional icons mirror in rtl',
  needs: ['analysis', 'decisions'],
  run(ctx: StepContext): StepResult {
    const skipped = retrofitSkipped(ctx);
    if (skipped) return { status: 'skipped', notes: [skipped] };
    const scope = retrofitScope(ctx);
    const notes: string[] = [];
    const twinProps = !oldTwin(ctx);
    // Icon fonts and arrows flip by a Tailwind variant, or on a site without Tailwind by a rule of its own.
    const tailwind = ctx.analysis.framework.styling.includes('tailwind');
    let glyphs = false;
    // A source drawn right-to-left wrote its sides as its rtl view (authored-direction.ts).
    const read = (file: string) => ({ file, text: ctx.tree.read(file) ?? '' });
    const direction = authoredDirection({
      documents: ctx.tree.list().filter((f) => /\.(html?|ejs|hbs)$/i.test(f) && !f.includes('node_modules/')).map(read),
      sheets: scope.styleSheets.map(read),
      scripts: scope.scripts.map(read),
    });
    const authored = direction.authored;
    const ltrSource = authored === 'ltr';
    const mirrorBy = tailwind ? (ltrSource ? TAILWIND_MIRROR : TAILWIND_MIRROR_LTR) : ltrSource ? CSS_MIRROR : CSS_MIRROR_LTR;
    const mirrorCss = ltrSource ? MIRROR_CSS : MIRROR_CSS_LTR;
    if (direction.why) notes.push(`the source lays itself out right-to-left (${direction.why}): its sides are made logical as its rtl view, so the Arabic view keeps its layout and the English view mirrors it`);
    for (const p of scope.scripts) {
      const ast = ctx.tree.ast(p);
      if (!ast) continue;
      const logical = logicalStylesAst(ast, { twinProps, authored });
      const mirrored = mirrorGlyphsAst(ast, mirrorBy);
      glyphs ||= mirrored;
      if (!logical && !mirrored) continue;
      // Written as text (the AST is reparsed on next use) so edited JSX strings keep their quotes.
      ctx.tree.write(p, printLikeSource(ast, ctx.tree.read(p)));
      notes.push(`${p}: logical styles`);
    }
    const openQuestions: string[] = [];
    const limitations: StepResult['limitations'] = [];
    // Unless the site sizes every element border-box, a full-width box with side padding is wider than its container.
    const fitFullWidth = !tailwind && !scope.styleSheets.some((p) => BORDER_BOX_EVERYWHERE.test(ctx.tree.read(p) ?? ''));
    for (const p of scope.styleSheets) {
      const before = ctx.tree.read(p) ?? '';
      let after: string;
      try {
        after = logicalCss(before, p, authored, { fitFullWidth });
      } catch (e) {
        // One broken sheet (often one nothing imports) must not stop the conversion: it stays as it is.
        const err = e as { reason?: string; line?: number };
        limitations.push({ file: p, line: err.line ?? 1, what: `does not parse as CSS (${err.reason ?? String(e)}): its physical direction styles stay as they are`, why: 'fix the style sheet (or remove it if nothing imports it) and run convert again' });
        continue;
      }
      if (after === before) continue;
      ctx.tree.write(p, after);
      notes.push(`${p}: logical properties`);
    }
    if (glyphs && !tailwind) {
      const sheet = globalStyleSheet(ctx, scope.scripts, scope.styleSheets);
      if (sheet) {
        const css = ctx.tree.read(sheet) ?? '';
        if (!css.includes(mirrorCss.trim())) ctx.tree.write(sheet, css.trimEnd() + '\n' + mirrorCss);
        notes.push(`${sheet}: the rule that mirrors directional icons and arrows in ${ltrSource ? 'rtl' : 'ltr'}`);
      } else {
        limitations.push({ file: scope.scripts[0] ?? '.', line: 1, what: `directional icons and arrows carry the class \`${mirrorBy.mirror}\`, but no global style sheet was found for its rule`, why: `add ${mirrorCss.trim().split('\n').pop()} to the site's global CSS` });
      }
    }
    if (tailwind) notes.push(...clipSideBleeds(ctx, scope.scripts));
    const old = notes.some((n) => n.endsWith('logical styles')) ? oldTailwind(ctx) : null;
    if (old) openQuestions.push(`${old.file}: tailwindcss ${old.range} predates the logical utilities (ms-, me-, start-, end-, rounded-s-, border-s: 3.3); upgrade it to ^3.4?`);
    return { status: openQuestions.length || limitations.length ? 'partial' : notes.length ? 'applied' : 'unnecessary', notes, openQuestions, limitations };
  },
});

/**
 * Blocks pulled past both sides by negative margins (side-bleeds.ts) are clipped by their parent,
 * in their own module or, for a component whose root bleeds, where it is rendered: a section drawn
 * edge to edge no longer makes its page scroll sideways. One note per module edited.
 */
function clipSideBleeds(ctx: StepContext, scripts: string[]): string[] {
  const notes: string[] = [];
  const resolve = stagedResolver(ctx.tree, ctx.site.aliases);
  const rootsOf = new Map<string, string[]>();
  const clipped = new Map<string, number>();
  for (const p of scripts) {
    if (!/(-m[xlrse]-|m[xlrse]-\[-)/.test(ctx.tree.read(p) ?? '')) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const found = findBleeds(ast);
    if (found.roots.length) rootsOf.set(p, found.roots);
    const n = clipParents(found.parents);
    if (n) { ctx.tree.writeAst(p, ast); clipped.set(p, n); }
  }
  if (rootsOf.size) {
    for (const p of scripts) {
      const ast = ctx.tree.ast(p);
      if (!ast) continue;
      let n = 0;
      for (const s of ast.program.body) {
        if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
        const target = resolve(p, s.source.value);
        const roots = target ? rootsOf.get(target) : undefined;
        if (!roots) continue;
        for (const sp of s.specifiers) {
          const imported = sp.type === 'ImportDefaultSpecifier' ? 'default' : sp.type === 'ImportSpecifier' ? (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value) : null;
          if (imported && roots.includes(imported)) n += clipRenderers(ast, sp.local.name);
        }
      }
      if (n) { ctx.tree.writeAst(p, ast); clipped.set(p, (clipped.get(p) ?? 0) + n); }
    }
  }
  for (const [p, n] of [...clipped].sort()) notes.push(`${p}: ${n} block${n > 1 ? 's' : ''} pulled past both sides by negative margins clipped by ${n > 1 ? 'their parents' : 'its parent'} (overflow-x-clip), so the page does not scroll sideways`);
  return notes;
}

/** The style sheet the app imports for itself (`import "./index.css"`), the likeliest global one first. */
function globalStyleSheet(ctx: StepContext, scripts: string[], sheets: string[]): string | null {
  const imported = (sheet: string) => {
    const base = sheet.replace(/^.*\//, '');
    return scripts.some((f) => new RegExp(`import\\s+["'][^"']*\\b${base.replace(/\./g, '\\.')}["']`).test(ctx.tree.read(f) ?? ''));
  };
  const rank = (f: string) => { const i = ['index', 'globals', 'global', 'main', 'app', 'styles', 'style'].indexOf(f.replace(/^.*\//, '').replace(/\.[^.]+$/, '').toLowerCase()); return i < 0 ? 99 : i; };
  return sheets.filter((f) => /\.css$/.test(f) && imported(f)).sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** A twin.macro older than 3 (its `tw` knows Tailwind 2's classes only). */
function oldTwin(ctx: StepContext): boolean {
  return ctx.tree.list().some((file) => {
    if (!/(^|\/)package\.json$/.test(file) || file.includes('node_modules/')) return false;
    const m = /"twin\.macro"\s*:\s*"[^"\d]*(\d+)/.exec(ctx.tree.read(file) ?? '');
    return !!m && Number(m[1]) < 3;
  });
}

/** A package.json whose tailwindcss range is older than 3.3 (the first with logical utilities). */
function oldTailwind(ctx: StepContext): { file: string; range: string } | null {
  for (const file of ctx.tree.list().filter((p) => /(^|\/)package\.json$/.test(p) && !p.includes('node_modules/'))) {
    let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    try {
      pkg = JSON.parse(ctx.tree.read(file) ?? '{}') as typeof pkg;
    } catch {
      continue;
    }
    const range = pkg.dependencies?.tailwindcss ?? pkg.devDependencies?.tailwindcss;
    const m = range && /(\d+)\.(\d+)/.exec(range);
    if (m && (Number(m[1]) < 3 || (Number(m[1]) === 3 && Number(m[2]) < 3))) return { file, range: range! };
  }
  return null;
}

function readDictionary(ctx: StepContext, file: string): Record<string, string> {
  const text = ctx.tree.read(file);
  if (text === undefined) return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, string>;
  } catch {
    /* reported below */
  }
  throw badInput('is not a JSON object of key → text', { file, hint: 'fix or delete the dictionary; it is regenerated' });
}

/** User-visible copy → per-locale dictionaries read through `t('key')`. */
export const stringsStep = defineStep({
  id: 'bilingual-strings',
  description: 'user-visible strings move to en/ar dictionaries read through t(key); prices, numbers and dates through Intl',
  needs: ['analysis', 'decisions'],
  run(ctx: StepContext): StepResult {
    const skipped = retrofitSkipped(ctx);
    if (skipped) return { status: 'skipped', notes: [skipped] };
    const scope = retrofitScope(ctx);
    const enFile = `${scope.i18nDir}/en.json`;
    const arFile = `${scope.i18nDir}/ar.json`;
    const hookFile = `${scope.i18nDir}/use-t.${scope.layout.ts ? 'ts' : 'js'}`;
    // The site's own nested message files where the dictionaries go become dictionary entries first.
    const ownMessages = adoptOwnMessageFiles(ctx, scope, { en: enFile, ar: arFile });
    const dict: Dictionary = { en: readDictionary(ctx, enFile), ar: readDictionary(ctx, arFile) };
    const answers = answeredTranslations(ctx.state.openQuestions);
    const notes: string[] = [...ownMessages];
    // The source's own phrase tables, wherever they live, before any call reading them is rewritten.
    // An i18n library's own resources join the dictionaries first: the extraction then sees its fallbacks settled.
    const library = adoptLibraryResources(ctx, scope, dict);
    notes.push(...library.notes);
    const siteTable = collectSiteTable(scope.allScripts.map((p) => ctx.tree.ast(p)).filter((a): a is NonNullable<typeof a> => !!a));
    // Records a component shows from a data module of the site get their keys in that module.
    const resolve = stagedResolver(ctx.tree, ctx.site.aliases);
    const dataModules = importedValues({ ast: (f) => ctx.tree.ast(f), resolve });
    const shownProps = importedShownProps({ ast: (f) => ctx.tree.ast(f), resolve }, shownPropsOf);
    const fallbackFields = importedShownProps({ ast: (f) => ctx.tree.ast(f), resolve }, fallbackFieldsOf);
    const keyedBefore = new Map<string, number>();
    for (const p of scope.copyScripts) {
      const ast = ctx.tree.ast(p);
      if (!ast) continue;
      const hookImport = relativeSpecifier(p, hookFile.replace(/\.[jt]s$/, ''));
      const imported = (spec: string, name: string) => {
        const v = dataModules.value(p, spec, name);
        for (const [f, a] of dataModules.touched) if (!keyedBefore.has(f)) keyedBefore.set(f, keyFields(a));
        return v;
      };
      const { changed, strings } = extractStrings(ast, { file: p, hookImport, dict, siteTable, imported, importedPath: (n) => dataModules.pathOf(n), importedShownProps: (spec, name) => shownProps(p, spec, name), importedFallbackFields: (spec, name) => fallbackFields(p, spec, name) });
      for (const [f, a] of dataModules.touched) {
        if (f === p || keyFields(a) === keyedBefore.get(f)) continue;
        ctx.tree.writeAst(f, a);
        keyedBefore.set(f, keyFields(a));
        notes.push(`${f}: records shown elsewhere keyed for the dictionaries`);
      }
      if (!changed) continue;
      ctx.tree.writeAst(p, ast);
      notes.push(`${p}: ${strings.length} string(s) to the dictionaries`);
    }
    notes.push(...keyUntracedRecords(ctx, scope.scripts, scope.copyScripts, resolve, dict, hookFile));
    notes.push(...translateHeads(ctx, scope, dict, hookFile));
    for (const p of scope.copyScripts) {
      if (!/toLocale(Date|Time)String|Intl\.|date-fns/.test(ctx.tree.read(p) ?? '')) continue;
      const ast = ctx.tree.ast(p);
      const dates = ast ? followLocaleInDates(ast, { file: p, hookImport: relativeSpecifier(p, hookFile.replace(/\.[jt]s$/, '')) }) : 0;
      if (!dates) continue;
      ctx.tree.writeAst(p, ast!);
      notes.push(`${p}: ${dates} date format(s) follow the active locale`);
    }
    // A partial source's own en/ar dictionaries: only their missing side is filled.
    const sourceQuestions: string[] = [];
    for (const p of scope.allScripts) {
      if (!/\b(en|ar)\s*:/.test(ctx.tree.read(p) ?? '')) continue;
      const ast = ctx.tree.ast(p);
      if (!ast) continue;
      const r = fillSourceDictionaries(ast, (lacks, key) => answers.get(answerKey(p, lacks, key)));
      if (r.changed) {
        ctx.tree.writeAst(p, ast);
        notes.push(`${p}: ${r.filled} missing translation(s) filled from the glossary`);
      }
      for (const m of r.missing) sourceQuestions.push(`${p}:${m.line}: ${m.lacks === 'ar' ? 'Arabic' : 'English'} for "${m.text}" (${m.key})?`);
    }
    const empty = !Object.keys(dict.en).length && !Object.keys(dict.ar).length;
    // Nothing to extract (every page's copy already in both languages, or none): empty dictionaries
    // still say so to `translate` and `verify --pseudo`, and make the theme's status the retrofit's.
    // Not beside a source's own resource files, which the retrofit does not read or complete.
    if (empty && !sourceQuestions.length && ownResourceFiles(ctx, scope.i18nDir).length) return { status: 'unnecessary', notes: ['no user-visible strings found'] };
    let wrote = notes.length > 0;
    if (empty && !sourceQuestions.length) notes.push('no user-visible strings left to extract: empty dictionaries');
    const write = (file: string, text: string) => {
      if (ctx.tree.read(file) === text) return;
      ctx.tree.write(file, text);
      wrote = true;
    };
    // Each missing translation is an empty entry to fill (or an answered Open question); filled ones stay.
    const added = completeDictionaries(dict, answers, { ar: arFile, en: enFile });
    if (added) notes.push(`${added} translation(s) from the glossary or answered Open questions`);
    const keys = dictionaryKeys(dict);
    write(enFile, dictionaryJson(dict.en, keys));
    write(arFile, dictionaryJson(dict.ar, keys));
    // The hook is ours: an older generated one is brought up to date, a hand-edited one is kept.
    if (!empty && writeGenerated(ctx, hookFile, hookModule(scope.layout.ts))) wrote = true;
    const sourceLanguages = ctx.state.language.languages.length ? ctx.state.language.languages : ctx.analysis.languages;
    const report = languageReport(dict, arFile, enFile, sourceQuestions, englishSlotOf(ctx, sourceLanguages));
    notes.push(report.note);
    // A translation asked for by an earlier run and written since is no longer an Open question.
    ctx.state.openQuestions = withoutAnsweredTranslations(ctx.state.openQuestions, report.openQuestions, new Set([arFile, enFile, ...scope.allScripts]));
    // THEME_CONVERSION.md's Language status is the theme's once the retrofit wrote dictionaries (an
    // empty entry is a string the other language lacks: partial), as analyze and the manifest say.
    ctx.state.language.status = report.status;
    // The theme's languages beside the source's (which later steps and runs read as the source's).
    ctx.state.language.themeLanguages = ['ar', 'en'];
    if (!ctx.state.language.languages.length) ctx.state.language.languages = [...sourceLanguages];
    ctx.state.language.note = report.status === 'bilingual'
      ? `the theme is bilingual: every string in both ar and en (locales [ar, en])`
      : `the theme is partial: ${report.note.replace(/^language status: partial /, '')}`;
    const done = wrote ? 'applied' : 'unnecessary';
    return { status: report.status === 'bilingual' ? done : 'partial', notes, openQuestions: report.openQuestions, ...(library.limitations.length ? { limitations: library.limitations } : {}) };
  },
});

/**
 * Lists a data module exports and another module imports, whose records' copy nothing keyed (the
 * records reach the page through a state or a store of the site's own: untraced-records.ts): each
 * record's copy gets its key beside it, and the files that show a field of that name read it
 * through the key.
 */
function keyUntracedRecords(ctx: StepContext, scripts: string[], copyScripts: string[], resolve: (from: string, spec: string) => string | null, dict: Dictionary, hookFile: string): string[] {
  const notes: string[] = [];
  const importedBy = new Map<string, Set<string>>();
  for (const p of scripts) {
    const ast = ctx.tree.ast(p);
    for (const s of ast?.program.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
      const file = resolve(p, s.source.value);
      if (!file || file === p) continue;
      const names = importedBy.get(file) ?? new Set<string>();
      for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier') names.add(sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value);
      importedBy.set(file, names);
    }
  }
  const fields = new Set<string>();
  const isCopy = (n: import('@babel/types').StringLiteral) => {
    const v = plainText(n);
    return v !== null && (v.match(/\p{L}/gu) ?? []).length >= 2 && !/^(\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+|@\w+|\/\S*)$/.test(v.trim());
  };
  for (const [file, names] of importedBy) {
    const ast = scripts.includes(file) ? ctx.tree.ast(file) : null;
    if (!ast) continue;
    const owner = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const keyed = keyExportedRecords(ast, names, isCopy, (text) => {
      const lang = languageOf(text);
      const key = keyFor(dict, owner, text, lang);
      dict[lang][key] = text;
      const other = lang === 'en' ? 'ar' : 'en';
      if (dict[other][key] === undefined) {
        const found = lang === 'en' ? toArabic(text) : toEnglish(text);
        if (found) dict[other][key] = found;
      }
      return key;
    });
    if (!keyed.size) continue;
    ctx.tree.writeAst(file, ast);
    notes.push(`${file}: records kept in a state or store of the site keyed for the dictionaries (${[...keyed].join(', ')})`);
    for (const f of keyed) fields.add(f);
  }
  if (!fields.size) return notes;
  // `entry.story`, or `{ story, era }` taken apart from a record.
  const names = [...fields].join('|');
  const reads = new RegExp(`\\.(${names})\\b|[{,]\\s*(${names})\\s*[,}:=]`);
  for (const p of copyScripts) {
    if (!reads.test(ctx.tree.read(p) ?? '')) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const hookImport = relativeSpecifier(p, hookFile.replace(/\.[jt]s$/, ''));
    const { changed } = extractStrings(ast, { file: p, hookImport, dict, keyedFields: fields });
    if (!changed) continue;
    ctx.tree.writeAst(p, ast);
    notes.push(`${p}: keyed records' ${[...fields].join(', ')} read through their keys`);
  }
  return notes;
}

/** The source's own i18n resource files (`locales/ar.json`), as the analysis found them, outside our dictionaries' folder. */
function ownResourceFiles(ctx: StepContext, i18nDir: string): string[] {
  const prefix = 'i18n resource ';
  return (ctx.analysis.languageEvidence ?? []).filter((e) => e.startsWith(prefix)).map((e) => e.slice(prefix.length)).filter((f) => !f.startsWith(`${i18nDir}/`));
}

export const BILINGUAL_STEP_IDS = ['bilingual-logical-styles', 'bilingual-strings', 'bilingual-locale-switch'] as const;

/** The retrofit's steps in pipeline order (after the gap pages, before the theme manifest). */
export const BILINGUAL_STEPS = [logicalStylesStep, stringsStep, localeSwitchStep];
