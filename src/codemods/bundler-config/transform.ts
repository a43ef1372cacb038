import path from 'node:path';
import type { File } from '@babel/types';
import { badInput } from '../../diagnostics/tool-error.js';
import { parseSource } from '../../load/parse.js';
import { printLikeSource } from '../../convert/print.js';
import { quoteOf } from './ast-build.js';
import { findConfigObject } from './config-object.js';
import { absolutePathCode, getProp, setAlias, setBase, setBuildOutDir, setProp, type ConfigEdit } from './intents.js';
import { bundleListedExternals } from './externals.js';
import { ensureAutomaticJsx } from './jsx-runtime.js';
import { removeVendorPlugins } from './plugins.js';
import { staticPath } from './static-path.js';

/** What the theme package needs from the bundler config (spec 2, theme package requirement 1). */
export const THEME_BASE = './';
export const THEME_OUT_DIR = 'preview-dist';

export interface ViteConfigTarget {
  /** Site-relative path of the config. */
  configPath: string;
  /** Site-relative folder the `@` alias must name (the app's `src`). */
  appSrc: string;
  /** Vendor Vite plugin packages to remove. */
  vendorPlugins: string[];
  /**
   * Site-relative folder of the app (the one holding its `src`), when it is below the config's
   * folder: a config without `root` gets `root` set to it, so Vite serves the app's own page.
   */
  appRoot?: string;
  /**
   * The Vite major the app lists (NaN when unknown): with it, a config without a React plugin gets
   * the automatic JSX runtime in that version's option (jsx-runtime.ts). Omitted: JSX is left alone.
   */
  viteMajor?: number;
  /** Packages the app lists: `build.rollupOptions.external` entries naming one are bundled again (externals.ts). */
  dependencies?: Set<string>;
  /** Folders (relative to the config's folder) named `public` that hold files; omitted: `publicDir` is left alone. */
  publicFolders?: string[];
}

export interface ViteConfigResult {
  changed: boolean;
  /** The `root` this edit added (relative to the config's folder), if it added one. */
  addedRoot?: string;
  removedPlugins: string[];
  /** Whether the edit gave a config without a React plugin the automatic JSX runtime. */
  automaticJsx?: boolean;
  /** Packages taken out of `build.rollupOptions.external`. */
  bundledExternals?: string[];
  limitations: ConfigEdit['limitations'];
}

/** Edit a Vite config's recast AST in place so it meets the theme's bundler requirements. */
export function transformViteConfig(ast: File, target: ViteConfigTarget): ViteConfigResult {
  const edit: ConfigEdit = { ast, file: target.configPath, quote: quoteOf(ast), limitations: [] };
  const config = findConfigObject(ast);
  if (!config) {
    edit.limitations.push({ line: 1, what: 'the Vite config does not export an object this tool recognises', why: `set alias \`@\`, \`base: '${THEME_BASE}'\` and \`build.outDir: '${THEME_OUT_DIR}'\` by hand` });
    return { changed: false, removedPlugins: [], limitations: edit.limitations };
  }
  const configDir = path.posix.dirname(target.configPath).replace(/^\.$/, '');
  const rootProp = getProp(config, 'root');
  let root = rootProp ? staticPath(rootProp.value, '', true) ?? '' : '';
  const aliasTarget = path.posix.relative(configDir || '.', target.appSrc || '.');

  const removedPlugins = removeVendorPlugins(edit, config, target.vendorPlugins);
  let changed = removedPlugins.length > 0;
  // The app sits in a subfolder the config does not name as `root` (its page at the config's
  // folder loads `/client/src/...`): `root` names it, so the theme's `src` is the app's.
  const appRel = target.appRoot !== undefined ? path.posix.relative(configDir || '.', target.appRoot || '.') : '';
  let addedRoot: string | undefined;
  if (!rootProp && appRel && !appRel.startsWith('..')) {
    setProp(edit, config, 'root', absolutePathCode(edit, appRel));
    root = appRel;
    addedRoot = appRel;
    changed = true;
  }
  changed = setAlias(edit, config, '@', aliasTarget, root) || changed;
  // The page's `/styles.css` and pictures sit in a `public/` folder beside the config, which the
  // source's own server served: with `root` in a subfolder, Vite looks for `<root>/public` instead
  // and the theme would ship without them. `publicDir` names the folder that has them.
  // (A `root` this edit adds moves the page and its public/ into it instead: page-root.ts.)
  if (rootProp && root && !getProp(config, 'publicDir') && target.publicFolders?.includes('public') && !target.publicFolders.includes(path.posix.join(root, 'public'))) {
    setProp(edit, config, 'publicDir', absolutePathCode(edit, 'public'));
    changed = true;
  }
  changed = setBase(edit, config, THEME_BASE) || changed;
  // Output lands beside the config (and the package.json whose `build` script runs it).
  changed = setBuildOutDir(edit, config, THEME_OUT_DIR, root) || changed;
  const automaticJsx = target.viteMajor !== undefined && ensureAutomaticJsx(edit, config, target.viteMajor);
  const bundledExternals = target.dependencies ? bundleListedExternals(edit, config, target.dependencies) : [];
  changed = automaticJsx || bundledExternals.length > 0 || changed;
  return { changed, removedPlugins, automaticJsx, bundledExternals, limitations: edit.limitations, ...(addedRoot ? { addedRoot } : {}) };
}

/** Text in, text out (for fixture pairs and callers without a staged tree). */
export function transformViteConfigText(text: string, target: ViteConfigTarget): { text: string } & ViteConfigResult {
  const parsed = parseSource(target.configPath, text, 'edit');
  if (!parsed.ok) throw badInput(parsed.diagnostic.message, { file: target.configPath, line: parsed.diagnostic.line });
  const result = transformViteConfig(parsed.ast, target);
  return { ...result, text: result.changed ? printLikeSource(parsed.ast, text) : text };
}

/**
 * More aliases in a Vite config (find → site-relative folder), beside `@`: the bare names a
 * tsconfig `baseUrl` lets the source import (`context/shop` → `src/context/shop`).
 */
export function addViteAliases(ast: File, configPath: string, aliases: Map<string, string>): boolean {
  const edit: ConfigEdit = { ast, file: configPath, quote: quoteOf(ast), limitations: [] };
  const config = findConfigObject(ast);
  if (!config) return false;
  const configDir = path.posix.dirname(configPath).replace(/^\.$/, '');
  const rootProp = getProp(config, 'root');
  const root = rootProp ? staticPath(rootProp.value, '', true) ?? '' : '';
  let changed = false;
  for (const [find, target] of [...aliases].sort(([a], [b]) => a.localeCompare(b))) changed = setAlias(edit, config, find, path.posix.relative(configDir || '.', target || '.'), root) || changed;
  return changed;
}
