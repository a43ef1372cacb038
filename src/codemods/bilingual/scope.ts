import type { StepContext } from '../../convert/step.js';
import { appLayout, joinPath, type AppLayout } from '../theme-shell/layout.js';
import uiKit from '../../../rules/rtl/ui-kit-primitives.js';

/** Which files the retrofit touches, and whether the survey asked for it. */
export const I18N_DIR = 'i18n';
const SKIP = /(^|\/)(node_modules|dist|build|\.git|public)\/|\.d\.ts$|\.(test|spec|stories)\.[jt]sx?$/;
/** A UI kit's own primitive (rules/rtl/ui-kit-primitives.ts): no copy of its own. */
export const isPrimitiveScript = (p: string) => {
  const m = uiKit.folder.exec(p);
  return !!m && uiKit.names.has(m[2]);
};

/** Scripts whose user-visible copy the retrofit extracts. */
export const isCopyScript = (p: string) => /\.(jsx|tsx|js)$/.test(p) && !isPrimitiveScript(p);

/** The modules this retrofit writes into the i18n folder. */
const GENERATED = /\/i18n\/(use-t|locale-switch|locale-state|locale-sync|site-title|library-resources)\.[jt]sx?$/;

export const isScript = (p: string) => /\.(jsx?|tsx?|mjs)$/.test(p) && !SKIP.test(p);
export const isStyleSheet = (p: string) => /\.(css|scss|pcss)$/.test(p) && !SKIP.test(p);

export interface RetrofitScope {
  layout: AppLayout;
  i18nDir: string;
  /** Scripts under the app's src (styles are rewritten everywhere in it). */
  scripts: string[];
  /** Scripts whose user-visible copy is extracted (pages, layout and feature components). */
  copyScripts: string[];
  styleSheets: string[];
  /** Every script under src, the i18n folder's own (source) modules included. */
  allScripts: string[];
}

export function retrofitScope(ctx: StepContext): RetrofitScope {
  const layout = appLayout(ctx);
  const i18nDir = joinPath(layout.src, I18N_DIR);
  const inSrc = ctx.tree.list().filter((p) => p.startsWith(layout.src + '/'));
  const scripts = inSrc.filter((p) => isScript(p) && !p.startsWith(i18nDir + '/'));
  return {
    layout,
    i18nDir,
    scripts,
    copyScripts: scripts.filter(isCopyScript),
    // Style sheets anywhere in the app (a ported site keeps its css/ beside src/).
    styleSheets: ctx.tree.list().filter((p) => (!layout.root || p.startsWith(layout.root + '/')) && isStyleSheet(p)),
    allScripts: inSrc.filter((p) => isScript(p) && !GENERATED.test(p)),
  };
}

/** null when the retrofit runs; else why the step is skipped. */
export function retrofitSkipped(ctx: StepContext): string | null {
  const decision = ctx.state.decisions.find((d) => d.surface === 'languages')?.decision;
  if (decision === 'static' || decision === 'drop') return `languages decision is ${decision}: the source language only`;
  return null;
}
