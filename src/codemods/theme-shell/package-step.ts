import { formattingOf } from '../bundler-config/package-json.js';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { SDK_PACKAGE, SDK_VERSION_RANGE } from '../../../rules/sdk.js';
import { appLayout, joinPath } from './layout.js';
import { addRequiredPeers, addUndeclaredPackages, requireReact18 } from './undeclared-packages.js';
import { readTemplate } from './template.js';
import { dropServerDependencies, reachablePackages } from './server-deps.js';
import { localScripts } from '../server-removal/scripts.js';

export const POSTBUILD_SCRIPT = 'scripts/platform-postbuild.mjs';
import { dropListedPackages, VITE_CONFIG } from './vite-package-lists.js';

const POSTBUILD_COMMAND = `node ${POSTBUILD_SCRIPT}`;

/** A type-check command of a build script: `tsc`, `tsc -b`, `vue-tsc --noEmit`, `npx tsc`... */
const TYPE_CHECK = /^(npx\s+)?(tsc|vue-tsc|tsc-files)(\s|$)/;

/** `tsc -b && vite build` → build `vite build`, typecheck `tsc -b`; null when no step type-checks. */
export function splitTypeCheck(build: string): { build: string; typecheck: string } | null {
  const steps = build.split('&&').map((s) => s.trim());
  const checks = steps.filter((s) => TYPE_CHECK.test(s));
  const rest = steps.filter((s) => !TYPE_CHECK.test(s));
  if (!checks.length || !rest.length || build.includes('||') || /[;|]/.test(build.replace(/&&/g, ''))) return null;
  return { build: rest.join(' && '), typecheck: checks.join(' && ') };
}

/**
 * package.json of the theme: `platform-sdk` among the dependencies (the registry name) and a
 * `postbuild` that writes compiled src/styles.css. Minimal edits: other lines keep their bytes.
 */
export function editThemePackageJson(text: string, srcDir = 'src'): { text: string; changes: string[] } {
  // The postbuild writes `<src>/styles.css`; a package whose app lives in `client/src` says where.
  const postbuildCommand = srcDir === 'src' ? POSTBUILD_COMMAND : `${POSTBUILD_COMMAND} ${srcDir}`;
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
  let build = get(['scripts', 'build']);
  // The theme's build must produce preview-dist even when the type check fails (spec §3: `npm run
  // build` produces preview-dist/index.html): a `tsc`/`vue-tsc` step moves to its own script.
  if (typeof build === 'string') {
    const split = splitTypeCheck(build);
    if (split) {
      const existing = get(['scripts', 'typecheck']);
      if (existing === undefined) set(['scripts', 'typecheck'], split.typecheck);
      set(['scripts', 'build'], split.build);
      build = split.build;
      changes.push(`type check \`${split.typecheck}\` moved from build to ${existing === undefined ? 'a new' : 'the existing'} typecheck script`);
    }
  }
  if (typeof build !== 'string' || !/\bvite\b.*\bbuild\b/.test(build)) {
    set(['scripts', 'build'], typeof build === 'string' && build.trim() ? `${build} && vite build` : 'vite build');
    changes.push('build script runs vite build');
  }
  const post = get(['scripts', 'postbuild']);
  if (typeof post !== 'string' || !post.includes(POSTBUILD_SCRIPT)) {
    set(['scripts', 'postbuild'], typeof post === 'string' && post.trim() ? `${post} && ${postbuildCommand}` : postbuildCommand);
    changes.push(`postbuild writes ${srcDir}/styles.css`);
  }
  return { text: out, changes };
}

const SCRIPT_FALLBACK: Record<string, string> = { dev: 'vite', build: 'vite build', start: 'vite preview' };

/**
 * package.json scripts that run a file of the repository the conversion deleted (a sitemap
 * generator that read the old backend, run as `prebuild`) would stop the theme's build: each `&&`
 * step that runs a missing file goes, and a script left with no step goes (`dev`, `build` and
 * `start` fall back to Vite). `exists` answers for paths relative to the package: false for a
 * file the conversion removed.
 */
export function dropScriptsOfDeletedFiles(text: string, exists: (rel: string) => boolean): { text: string; changes: string[] } {
  const tree = parseTree(text);
  const scripts = tree && findNodeAtLocation(tree, ['scripts']);
  if (!scripts || scripts.type !== 'object') return { text, changes: [] };
  const fmt = { formattingOptions: formattingOf(text) };
  let out = text;
  const changes: string[] = [];
  for (const prop of scripts.children ?? []) {
    const [k, v] = prop.children ?? [];
    if (!k || !v || typeof k.value !== 'string' || typeof v.value !== 'string') continue;
    const steps = (v.value as string).split(/\s*&&\s*/);
    const kept = steps.filter((step) => localScripts(step).every((f) => exists(f)));
    if (kept.length === steps.length) continue;
    const gone = steps.filter((step) => !kept.includes(step)).flatMap(localScripts).filter((f) => !exists(f));
    const next = kept.length ? kept.join(' && ') : SCRIPT_FALLBACK[k.value];
    out = applyEdits(out, modify(out, ['scripts', k.value], next, fmt));
    changes.push(`script ${k.value} ${next ? `is now \`${next}\`` : 'removed'} (it ran ${gone.join(', ')}, which the conversion removed)`);
  }
  return { text: out, changes };
}

export function runThemePackage(ctx: StepContext): StepResult {
  const layout = appLayout(ctx);
  const pjPath = joinPath(layout.pkg, 'package.json');
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
  const srcDir = layout.pkg ? layout.src.slice(layout.pkg.length + 1) : layout.src;
  const r = editThemePackageJson(text, srcDir);
  // A theme has no server: dependencies only the removed server used (and Node built-in names,
  // which do not install from npm) go when nothing the build reaches imports them.
  const reachable = reachablePackages(ctx.tree, layout, { appRoot: ctx.analysis.appRoot ?? ctx.site.appRoot, aliases: ctx.site.aliases });
  const d = dropServerDependencies(r.text, reachable, formattingOf(r.text));
  // Packages the code imports but never listed (peers, transitive ones) join at their locked version.
  const lockText = ctx.tree.read(joinPath(layout.pkg, 'package-lock.json'));
  const u0 = addUndeclaredPackages(d.text, reachable, lockText, formattingOf(d.text));
  // ...and so do the peers npm installed for the listed packages only because they asked for them.
  const peers = addRequiredPeers(u0.text, lockText, formattingOf(u0.text));
  const r18 = requireReact18(peers.text, formattingOf(peers.text));
  // Only files this conversion deleted count as gone (a script naming a file the repository never
  // had, a build output, is not ours to judge).
  const deleted = new Set(ctx.tree.changes().flatMap((c) => (c.kind === 'delete' ? [c.path] : c.kind === 'rename' ? [c.from] : [])));
  const sd = dropScriptsOfDeletedFiles(r18.text, (rel) => !deleted.has(joinPath(layout.pkg, rel.replace(/^\.\//, ''))));
  const u = { text: sd.text, added: u0.added };
  const changes = [...r.changes, ...d.dropped.map((x) => `${x.section} ${x.name} removed (${x.why}; nothing in the theme imports it)`), ...u.added.map((x) => `dependency ${x.name}@${x.range} added (imported by the theme, pinned by the lock file, not listed)`), ...peers.added.map((x) => `dependency ${x.name}@${x.range} added (a package the theme lists needs it as a peer; the lock file pins it)`), ...r18.changes, ...sd.changes];
  if (u.text !== text) {
    ctx.tree.write(pjPath, u.text);
    notes.push(`${pjPath}: ${changes.join('; ')}`);
  }
  // The Vite config's package lists (manual chunks, pre-bundling) keep only packages the theme lists:
  // a manual chunk of a removed package stops the build.
  const declared = declaredPackages(u.text);
  for (const f of ctx.tree.list().filter((x) => VITE_CONFIG.test(x) && !x.includes('node_modules/') && (!layout.pkg || x.startsWith(`${layout.pkg}/`)))) {
    const ast = declared ? ctx.tree.ast(f) : null;
    const gone = ast ? dropListedPackages(ast, (p) => declared!.has(p)) : [];
    if (!gone.length) continue;
    ctx.tree.writeAst(f, ast!);
    notes.push(`${f}: ${gone.map((g) => `\`${g}\``).join(', ')} out of its manual chunks and pre-bundling lists (not a dependency of the theme)`);
  }
  const script = joinPath(layout.pkg, POSTBUILD_SCRIPT);
  if (!ctx.tree.exists(script)) {
    ctx.tree.write(script, readTemplate(POSTBUILD_SCRIPT));
    notes.push(`${script}: compiled styles step`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes, limitations };
}

/** Every package a package.json declares (its four dependency sections); null when it does not parse. */
function declaredPackages(text: string): Set<string> | null {
  try {
    const pkg = JSON.parse(text) as Record<string, unknown>;
    const names = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) => (pkg[k] && typeof pkg[k] === 'object' ? Object.keys(pkg[k] as object) : []));
    return new Set(names);
  } catch {
    return null;
  }
}

export const themePackageStep = defineStep({
  id: 'theme-package',
  description: 'package.json depends on platform-sdk; postbuild writes compiled src/styles.css',
  needs: [],
  run: runThemePackage,
});
