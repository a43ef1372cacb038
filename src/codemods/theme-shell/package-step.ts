import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { SDK_PACKAGE, SDK_VERSION_RANGE } from '../../../rules/sdk.js';
import { appLayout, joinPath } from './layout.js';
import { readTemplate } from './template.js';

export const POSTBUILD_SCRIPT = 'scripts/platform-postbuild.mjs';
const POSTBUILD_COMMAND = `node ${POSTBUILD_SCRIPT}`;

function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * package.json of the theme: `platform-sdk` among the dependencies (the registry name) and a
 * `postbuild` that writes compiled src/styles.css. Minimal edits: other lines keep their bytes.
 */
export function editThemePackageJson(text: string): { text: string; changes: string[] } {
  const changes: string[] = [];
  let out = text;
  const fmt = { formattingOptions: formattingOf(text) };
  const get = (p: (string | number)[]) => {
    const t = parseTree(out);
    const n = t && findNodeAtLocation(t, p);
    return n?.value as unknown;
  };
  const set = (p: string[], v: unknown) => (out = applyEdits(out, modify(out, p, v, fmt)));
  if (get(['dependencies', SDK_PACKAGE]) === undefined) {
    set(['dependencies', SDK_PACKAGE], SDK_VERSION_RANGE);
    changes.push(`dependency ${SDK_PACKAGE}@${SDK_VERSION_RANGE}`);
  }
  if (get(['devDependencies', SDK_PACKAGE]) !== undefined) {
    set(['devDependencies', SDK_PACKAGE], undefined);
    changes.push(`${SDK_PACKAGE} moved out of devDependencies`);
  }
  const build = get(['scripts', 'build']);
  if (typeof build !== 'string' || !/\bvite\b.*\bbuild\b/.test(build)) {
    set(['scripts', 'build'], typeof build === 'string' && build.trim() ? `${build} && vite build` : 'vite build');
    changes.push('build script runs vite build');
  }
  const post = get(['scripts', 'postbuild']);
  if (typeof post !== 'string' || !post.includes(POSTBUILD_SCRIPT)) {
    set(['scripts', 'postbuild'], typeof post === 'string' && post.trim() ? `${post} && ${POSTBUILD_COMMAND}` : POSTBUILD_COMMAND);
    changes.push('postbuild writes src/styles.css');
  }
  return { text: out, changes };
}

export function runThemePackage(ctx: StepContext): StepResult {
  const layout = appLayout(ctx);
  const pjPath = joinPath(layout.root, 'package.json');
  const text = ctx.tree.read(pjPath);
  const limitations: Limitation[] = [];
  if (text === undefined) {
    limitations.push({ file: pjPath, line: 1, what: 'no package.json for the app', why: `add one with ${SDK_PACKAGE} and a build script` });
    return { status: 'failed', limitations };
  }
  if (!parseTree(text)) {
    limitations.push({ file: pjPath, line: 1, what: 'package.json does not parse', why: 'fix it, then run convert again' });
    return { status: 'failed', limitations };
  }
  const notes: string[] = [];
  const r = editThemePackageJson(text);
  if (r.text !== text) {
    ctx.tree.write(pjPath, r.text);
    notes.push(`${pjPath}: ${r.changes.join('; ')}`);
  }
  const script = joinPath(layout.root, POSTBUILD_SCRIPT);
  if (!ctx.tree.exists(script)) {
    ctx.tree.write(script, readTemplate(POSTBUILD_SCRIPT));
    notes.push(`${script}: compiled styles step`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes, limitations };
}

export const themePackageStep = defineStep({
  id: 'theme-package',
  description: 'package.json depends on platform-sdk; postbuild writes compiled src/styles.css',
  needs: [],
  run: runThemePackage,
});
