import type { ObjectExpression } from '@babel/types';
import { visit } from './ast-build.js';
import { ensureObject, getProp, setProp, type ConfigEdit } from './intents.js';

/**
 * A Vite config with no React plugin compiles JSX with Vite's default, the classic runtime
 * (`React.createElement`): it works only in files that import React. The modules this tool
 * writes (pages, the theme root, the locale switch) use the automatic runtime, as the React
 * plugin does, and would throw "React is not defined" on every page. Such a config gets the
 * automatic runtime, which the site's own files (importing React or not) compile under too:
 * `esbuild.jsx` before Vite 8, `oxc.jsx.runtime` from Vite 8 (and when the version is unknown).
 */

/** Plugins that compile JSX for React themselves (`@vitejs/plugin-react`, `-swc`, `-oxc`, presets). */
const JSX_PLUGIN = /^@vitejs\/plugin-react|(^|[/-])(plugin|preset)-react($|-)|^@preact\/preset-vite$/;

/** Does the config load a plugin that compiles JSX (import, require or dynamic import)? */
function loadsJsxPlugin(edit: ConfigEdit): boolean {
  let found = false;
  visit(edit.ast.program, (n) => {
    const spec = n.type === 'ImportDeclaration' ? n.source.value
      : n.type === 'ImportExpression' && n.source.type === 'StringLiteral' ? n.source.value
        : n.type === 'CallExpression' && (n.callee.type === 'Import' || (n.callee.type === 'Identifier' && n.callee.name === 'require')) && n.arguments[0]?.type === 'StringLiteral' ? n.arguments[0].value
          : null;
    if (spec && JSX_PLUGIN.test(spec)) found = true;
  });
  return found;
}

/** Has the config already chosen how JSX compiles (`esbuild.jsx`, `jsxInject`, `jsxFactory`, `oxc.jsx`)? */
function choosesJsx(config: ObjectExpression): boolean {
  for (const key of ['esbuild', 'oxc']) {
    const p = getProp(config, key);
    if (!p) continue;
    if (p.value.type !== 'ObjectExpression') return true;
    if (p.value.properties.some((q) => q.type !== 'ObjectProperty' || ['jsx', 'jsxInject', 'jsxFactory', 'jsxImportSource'].includes((q.key.type === 'Identifier' ? q.key.name : q.key.type === 'StringLiteral' ? q.key.value : '')))) return true;
  }
  return false;
}

/** Give a config without a React plugin the automatic JSX runtime; true when it changed. */
export function ensureAutomaticJsx(edit: ConfigEdit, config: ObjectExpression, viteMajor: number): boolean {
  if (loadsJsxPlugin(edit) || choosesJsx(config)) return false;
  const oxc = !(viteMajor < 8);
  const target = ensureObject(edit, config, oxc ? 'oxc' : 'esbuild');
  if (!target) return false;
  const q = edit.quote;
  setProp(edit, target, 'jsx', oxc ? `{ runtime: ${q}automatic${q} }` : `${q}automatic${q}`);
  return true;
}
