import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../infra/package-root.js';
import type { PackageJson } from '../load/site.js';
import type { PortFile } from './types.js';
import { VITE_DEV_DEPENDENCIES } from '../codemods/bundler-config/vite-packages.js';

export interface RouteEntry { path: string; component: string; file: string; inLayout: boolean }

export interface ScaffoldInput {
  sourceKind: string;
  name: string;
  lang: string;
  dir: string | null;
  title: string;
  /** Serialized tags kept in index.html's head (CDN stylesheets, fonts, icons, known widgets). */
  headTags: string[];
  bodyScripts: string[];
  /** CSS modules imported by main.jsx, as paths relative to src/. */
  styleImports: string[];
  /** Packages installed in place of CDN scripts (name → version), and the modules main.jsx imports for them. */
  npmDependencies?: Record<string, string>;
  npmImports?: string[];
  routes: RouteEntry[];
  /** The layout component (path relative to src/), when pages share one. */
  layout: { component: string; file: string } | null;
  /** The source's package.json, merged rather than replaced. */
  packageJson?: PackageJson;
}

function template(name: string): string {
  return readFileSync(path.join(packageRoot(), 'templates', 'port', name), 'utf8');
}

/** `{{key}}` → value; a slot alone on its line that is empty leaves no blank line. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/^[ \t]*\{\{(\w+)\}\}\n/gm, (m, k: string) => (k in values ? (values[k] ? values[k] + '\n' : '') : m)).replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Serialize a tag for index.html from parse5-style attributes. */
export function tagHtml(tag: string, attrs: { name: string; value: string; prefix?: string }[], inner?: string): string {
  const a = attrs.map((x) => ` ${x.prefix ? x.prefix + ':' : ''}${x.name}${x.value === '' ? '' : `="${esc(x.value)}"`}`).join('');
  return inner === undefined && tag !== 'script' ? `<${tag}${a}>` : `<${tag}${a}>${inner ?? ''}</${tag}>`;
}

const DEPS = { react: '^18.3.1', 'react-dom': '^18.3.1', 'react-router-dom': '^6.30.0' };
const DEV_DEPS = VITE_DEV_DEPENDENCIES;

function packageJson(input: ScaffoldInput): string {
  const extra = input.npmDependencies ?? {};
  if (!input.packageJson) {
    const text = fill(template('package.json'), { name: input.name });
    if (!Object.keys(extra).length) return text;
    const pj = JSON.parse(text) as PackageJson;
    pj.dependencies = { ...pj.dependencies, ...extra };
    return JSON.stringify(pj, null, 2) + '\n';
  }
  const pj: PackageJson = structuredClone(input.packageJson);
  pj.dependencies = { ...(pj.dependencies ?? {}) };
  for (const [k, v] of Object.entries(extra)) if (!pj.dependencies[k] && !pj.devDependencies?.[k]) pj.dependencies[k] = v;
  pj.devDependencies = { ...(pj.devDependencies ?? {}) };
  for (const [k, v] of Object.entries(DEPS)) if (!pj.dependencies[k]) pj.dependencies[k] = v;
  for (const [k, v] of Object.entries(DEV_DEPS)) if (!pj.devDependencies[k] && !pj.dependencies[k]) pj.devDependencies[k] = v;
  const scripts = { ...(pj.scripts ?? {}) };
  // The server's own scripts stay (the server step removes them); vite takes dev/build/preview.
  for (const [k, v] of Object.entries({ dev: 'vite', build: 'vite build', preview: 'vite preview' })) {
    if (scripts[k] && scripts[k] !== v) scripts[`${k}:server`] = scripts[k];
    scripts[k] = v;
  }
  pj.scripts = scripts;
  return JSON.stringify(pj, null, 2) + '\n';
}

function appJsx(input: ScaffoldInput): string {
  const imports: string[] = [];
  if (input.layout) imports.push(`import ${input.layout.component} from './${input.layout.file}';`);
  for (const r of input.routes) imports.push(`import ${r.component} from './${r.file}';`);
  const route = (r: RouteEntry, pad: string) => `${pad}<Route path=${JSON.stringify(r.path)} element={<${r.component} />} />`;
  const lines: string[] = [];
  const inside = input.routes.filter((r) => r.inLayout && input.layout);
  if (input.layout && inside.length) {
    lines.push(`      <Route element={<${input.layout.component} />}>`);
    for (const r of inside) lines.push(route(r, '        '));
    lines.push('      </Route>');
  }
  for (const r of input.routes.filter((x) => !inside.includes(x))) lines.push(route(r, '      '));
  return fill(template('App.jsx'), { imports: imports.join('\n'), routes: lines.join('\n') });
}

/** package.json, vite.config.js, index.html, src/main.jsx and src/App.jsx for the ported app. */
export function scaffoldFiles(input: ScaffoldInput): PortFile[] {
  return [
    { path: 'package.json', text: packageJson(input) },
    // A CommonJS package (an Express app's) loads `.js` configs as CJS: the ESM config is `.mjs` there.
    { path: input.packageJson && input.packageJson.type !== 'module' ? 'vite.config.mjs' : 'vite.config.js', text: fill(template('vite.config.js'), { sourceKind: input.sourceKind }) },
    {
      path: 'index.html',
      text: fill(template('index.html'), {
        lang: input.lang,
        htmlAttrs: input.dir ? ` dir="${esc(input.dir)}"` : '',
        head: input.headTags.map((t) => `    ${t}`).join('\n'),
        title: esc(input.title),
        bodyScripts: input.bodyScripts.map((t) => `    ${t}`).join('\n'),
      }),
    },
    { path: 'src/main.jsx', text: fill(template('main.jsx'), { styleImports: [...input.styleImports.map((s) => `import './${s}';`), ...(input.npmImports ?? []).map((m) => `import '${m}';`)].join('\n') }) },
    { path: 'src/App.jsx', text: appJsx(input) },
  ];
}
