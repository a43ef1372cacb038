import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import { scanCss } from './css-scan.js';

export interface FrameworkFacts {
  bundler: string | null;
  language: 'js' | 'ts' | 'mixed';
  styling: string[];
  uiKit: string[];
  animation: string[];
}

const CONFIG_FILE = /(^|\/)[^/]+\.config\.(c|m)?(j|t)s$|(^|\/)\.[^/]+rc\.(c)?js$/;

/** Every package any module imports, by its name (`@mui/material/Button` → `@mui/material`). */
function importedPackages(modules: Map<string, ModuleFacts>): Set<string> {
  const out = new Set<string>();
  for (const m of modules.values()) {
    for (const s of m.sources) {
      if (s.startsWith('.') || s.startsWith('/')) continue;
      const parts = s.split('/');
      out.add(s.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return out;
}

function bundlerOf(site: Site, deps: Map<string, string>): string | null {
  if (site.viteConfig || deps.has('vite')) return 'vite';
  if (deps.has('next')) return 'next';
  if (deps.has('react-scripts')) return 'create-react-app';
  if (deps.has('parcel') || deps.has('parcel-bundler')) return 'parcel';
  if (deps.has('webpack') || site.files.some((f) => /(^|\/)webpack\.config\./.test(f.path))) return 'webpack';
  if (deps.has('esbuild')) return 'esbuild';
  if (deps.has('@rsbuild/core')) return 'rsbuild';
  return null;
}

/** JS or TS by the app's own scripts (configs and declaration files left out); mixed when each has a real share. */
function languageOf(site: Site): 'js' | 'ts' | 'mixed' {
  let ts = 0;
  let js = 0;
  for (const f of site.scripts) {
    if (CONFIG_FILE.test(f.path)) continue;
    if (/\.(ts|tsx|mts|cts)$/.test(f.path)) ts++;
    else js++;
  }
  const total = ts + js;
  if (!total) return 'js';
  if (ts / total >= 0.9) return 'ts';
  if (js / total >= 0.9) return 'js';
  return 'mixed';
}

/** Framework, styling, UI kit and animation idioms, from dependencies, imports and files. */
export function frameworkFacts(site: Site, modules: Map<string, ModuleFacts>): FrameworkFacts {
  const deps = site.allDependencies();
  const imported = importedPackages(modules);
  const has = (p: string) => deps.has(p) || imported.has(p);
  const styles = site.files.filter((f) => f.kind === 'style');
  const css = styles.map((f) => f.text ?? '');
  const htmlText = site.files.filter((f) => f.kind === 'html' || f.kind === 'template').map((f) => f.text ?? '').join('\n');
  const tailwindConfig = site.files.some((f) => /(^|\/)tailwind\.config\.(c|m)?(j|t)s$/.test(f.path));

  const styling: string[] = [];
  if (tailwindConfig || deps.has('tailwindcss') || css.some((t) => /@tailwind\b|@import\s+["']tailwindcss/.test(t))) styling.push('tailwind');
  if (styles.some((f) => /\.module\.(css|scss|sass|less)$/.test(f.path))) styling.push('css-modules');
  if (has('styled-components')) styling.push('styled-components');
  if (has('@emotion/react') || has('@emotion/styled')) styling.push('emotion');
  if (styles.some((f) => /\.(scss|sass)$/.test(f.path)) || deps.has('sass')) styling.push('sass');
  if (styles.some((f) => /\.css$/.test(f.path) && !/\.module\.css$/.test(f.path) && scanCss(f.text ?? '').plainDeclarations > 0)) styling.push('plain-css');

  const uiKit: string[] = [];
  if (site.files.some((f) => /(^|\/)components\.json$/.test(f.path)) || site.scripts.some((f) => /(^|\/)components\/ui\/[a-z-]+\.(t|j)sx$/.test(f.path) && /@radix-ui\//.test(f.text ?? ''))) uiKit.push('shadcn');
  if (has('@mui/material') || has('@material-ui/core')) uiKit.push('mui');
  if (has('@chakra-ui/react')) uiKit.push('chakra');
  if (has('antd')) uiKit.push('antd');
  if (has('bootstrap') || has('react-bootstrap') || /bootstrap(\.min)?\.css|bootstrap@\d/.test(htmlText)) uiKit.push('bootstrap');
  if (has('@mantine/core')) uiKit.push('mantine');
  if (has('@headlessui/react')) uiKit.push('headlessui');
  if (has('daisyui')) uiKit.push('daisyui');

  const animation: string[] = [];
  if (has('framer-motion') || has('motion')) animation.push('framer-motion');
  if (has('tailwindcss-animate') || has('tw-animate-css')) animation.push('tailwindcss-animate');
  if (css.some((t) => /@keyframes\s/.test(t)) || site.files.some((f) => /(^|\/)tailwind\.config\./.test(f.path) && /keyframes\s*:/.test(f.text ?? ''))) animation.push('css-keyframes');
  if (has('gsap')) animation.push('gsap');
  if (has('aos') || /aos(\.min)?\.(css|js)/.test(htmlText)) animation.push('aos');
  if (has('react-spring') || has('@react-spring/web')) animation.push('react-spring');
  if (has('lottie-react') || has('lottie-web')) animation.push('lottie');

  return { bundler: bundlerOf(site, deps), language: languageOf(site), styling, uiKit, animation };
}
