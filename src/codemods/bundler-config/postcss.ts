import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { StagedTree } from '../../convert/staged-tree.js';
import { lockedVersion } from '../theme-shell/undeclared-packages.js';
import { formattingOf, listedRange } from './package-json.js';

/**
 * Tailwind that nothing runs under Vite. Create React App ran Tailwind from `tailwind.config.js`
 * alone (react-scripts wires PostCSS itself); Vite runs PostCSS only from a config it finds
 * (postcss.config.*, .postcssrc*, a `postcss` key in package.json, `css.postcss` in the Vite
 * config). Without one, `@tailwind base/components/utilities` reach the browser as they are and
 * every page shows raw markup. The theme gets the PostCSS config the source's toolchain implied,
 * in the package's module format, and the packages it names.
 */

const TAILWIND_CONFIG = /^tailwind\.config\.(js|cjs|mjs|ts|cts|mts)$/;
const POSTCSS_CONFIG = /^(postcss\.config\.(js|cjs|mjs|ts|cts|mts)|\.postcssrc(\.(json|ya?ml|js|cjs|mjs|ts|cts|mts))?)$/;
/** CSS only Tailwind can compile: its directives, `@apply`, its v4 entry import. */
const NEEDS_TAILWIND = /@tailwind\s+[\w-]+|@apply\s|@import\s+(?:url\()?["']tailwindcss["']/;
const STYLESHEET = /\.(css|scss|sass|less|pcss|postcss)$/;

/** Ranges a theme gets when neither package.json nor the lock file names the package (each the newest line of its major). */
const DEFAULT_RANGE = { tailwind3: '^3.4.17', tailwind4: '^4.1.0', postcss: '^8.4.49', autoprefixer: '^10.4.20' };
/** The major the Tailwind 3 toolchain needs of each helper (a lock file's older PostCSS 7 does not do). */
const MAJOR = { postcss: 8, autoprefixer: 10 };

const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
const dirOf = (p: string) => path.posix.dirname(p).replace(/^\.$/, '');
/** `a/b` → ['a/b', 'a', '']: the folder and each one above it up to the repository root. */
const upFrom = (dir: string) => {
  const out = [dir];
  for (let d = dir; d; ) out.push((d = dirOf(d)));
  return out;
};
const majorOf = (range: unknown) => (typeof range === 'string' ? Number(/(\d+)/.exec(range)?.[1] ?? NaN) : NaN);

export interface TailwindPostcssResult {
  notes: string[];
  /** The file written (null: nothing to do). */
  written: string | null;
}

/**
 * Writes a PostCSS config running Tailwind (and autoprefixer on Tailwind 3) when the app's CSS
 * needs Tailwind, a Tailwind config or a Tailwind 4 entry says the source ran it, and nothing in
 * the theme's build would: no PostCSS config from Vite's root up, no `postcss` key in a
 * package.json there, no PostCSS or Tailwind plugin in the Vite config. The packages it names join
 * the devDependencies of the package that builds the theme (`pkgDir`) at the version the package,
 * else its lock file, pins, else the newest of the major the config is written for.
 */
export function addTailwindPostcss(tree: StagedTree, opts: { pkgDir: string; appRoot: string; viteConfig: string | null }): TailwindPostcssResult {
  const none = { notes: [], written: null };
  const { pkgDir, appRoot } = opts;
  const files = tree.list().filter((f) => !f.includes('node_modules/'));
  const css = files.filter((f) => STYLESHEET.test(f) && (!appRoot || f.startsWith(appRoot + '/')) && NEEDS_TAILWIND.test((tree.read(f) ?? '').replace(/\/\*[\s\S]*?\*\//g, '')));
  if (!css.length) return none;
  // Where Vite looks for a PostCSS config: from its root up.
  const above = upFrom(appRoot);
  for (const dir of above) {
    if (files.some((f) => dirOf(f) === dir && POSTCSS_CONFIG.test(path.posix.basename(f)))) return none;
    const pj = tree.read(join(dir, 'package.json'));
    const pjTree = pj ? parseTree(pj) : undefined;
    if (pjTree && findNodeAtLocation(pjTree, ['postcss'])) return none;
  }
  const viteText = opts.viteConfig ? tree.read(opts.viteConfig) ?? '' : '';
  if (/\bpostcss\b|@tailwindcss\/vite|['"]tailwindcss['"]/.test(viteText)) return none;

  const twConfig = above.map((dir) => files.find((f) => dirOf(f) === dir && TAILWIND_CONFIG.test(path.posix.basename(f)))).find(Boolean) ?? null;
  const pjPath = join(pkgDir, 'package.json');
  const pkgText = tree.read(pjPath);
  if (pkgText === undefined || !parseTree(pkgText)) return none;
  let lock: unknown = null;
  try {
    lock = JSON.parse(tree.read(join(pkgDir, 'package-lock.json')) ?? 'null');
  } catch {
    /* no usable lock file */
  }
  const locked = (name: string) => (lock ? lockedVersion(lock, name) : null);
  const twRange = listedRange(pkgText, 'tailwindcss');
  const twMajor = majorOf(twRange ?? locked('tailwindcss'));
  const v4Entry = css.some((f) => /@import\s+(?:url\()?["']tailwindcss["']/.test(tree.read(f) ?? ''));
  // The version the source ran: the one it lists or locks; without either, a config file is Tailwind 3's, a bare `@import "tailwindcss"` is 4's.
  const v4 = Number.isNaN(twMajor) ? !twConfig && v4Entry : twMajor >= 4;
  if (!twConfig && !v4Entry && Number.isNaN(twMajor)) return none;

  // The module format: the config's own extension where it fixes one, else the package's "type".
  const type = (() => {
    for (const dir of upFrom(twConfig ? dirOf(twConfig) : pkgDir)) {
      const pjTree = parseTree(tree.read(join(dir, 'package.json')) ?? '');
      if (pjTree) return findNodeAtLocation(pjTree, ['type'])?.value === 'module' ? 'module' : 'commonjs';
    }
    return 'commonjs';
  })();
  const twExt = twConfig ? path.posix.extname(twConfig) : '';
  const ext = twExt === '.cjs' || twExt === '.cts' ? 'cjs' : twExt === '.mjs' || twExt === '.mts' ? 'mjs' : 'js';
  const esm = ext === 'mjs' || (ext === 'js' && type === 'module');
  // Tailwind 3 reads its config from the folder the build runs in (the package's); one elsewhere is named.
  const configDir = twConfig && above.includes(dirOf(twConfig)) ? dirOf(twConfig) : pkgDir;
  const out = join(configDir, `postcss.config.${ext}`);
  const twOptions = !v4 && twConfig && dirOf(twConfig) !== pkgDir ? `{ config: '${path.posix.relative(pkgDir || '.', twConfig).replace(/^(?!\.)/, './')}' }` : '{}';
  const plugins = v4 ? ["    '@tailwindcss/postcss': {},"] : [`    tailwindcss: ${twOptions},`, '    autoprefixer: {},'];
  const text = [
    `// Tailwind runs through PostCSS under Vite (the source's toolchain ran it without a config file).`,
    `${esm ? 'export default' : 'module.exports ='} {`,
    '  plugins: {',
    ...plugins,
    '  },',
    '};',
    '',
  ].join('\n');
  tree.write(out, text);

  // The packages the config names, in the package that builds the theme.
  const wanted: [string, string][] = v4
    ? [['@tailwindcss/postcss', twMajor >= 4 ? twRange ?? `^${locked('tailwindcss')}` : DEFAULT_RANGE.tailwind4], ['postcss', lockedRange('postcss')]]
    : [['tailwindcss', twRange ?? (locked('tailwindcss') ? `^${locked('tailwindcss')}` : DEFAULT_RANGE.tailwind3)], ['postcss', lockedRange('postcss')], ['autoprefixer', lockedRange('autoprefixer')]];
  if (v4 && twRange === undefined) wanted.push(['tailwindcss', twMajor >= 4 ? `^${locked('tailwindcss')}` : DEFAULT_RANGE.tailwind4]);
  function lockedRange(name: 'postcss' | 'autoprefixer'): string {
    const v = locked(name);
    return v && majorOf(v) === MAJOR[name] ? `^${v}` : DEFAULT_RANGE[name];
  }
  let pkg = pkgText;
  const added: string[] = [];
  for (const [name, range] of wanted) {
    if (listedRange(pkg, name) !== undefined) continue;
    pkg = applyEdits(pkg, modify(pkg, ['devDependencies', name], range, { formattingOptions: formattingOf(pkg) }));
    added.push(`${name}@${range}`);
  }
  if (pkg !== pkgText) tree.write(pjPath, pkg);
  const why = `${css[0]} holds Tailwind directives${twConfig ? `, ${twConfig} configures them` : ''}; Vite runs PostCSS only from a config`;
  return {
    written: out,
    notes: [`${out}: PostCSS runs ${v4 ? '@tailwindcss/postcss' : 'tailwindcss and autoprefixer'} (${why})${added.length ? `; ${pjPath}: devDependencies ${added.join(', ')}` : ''}`],
  };
}
