import path from 'node:path';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepResult } from '../../convert/step.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { discoverRules } from '../../rule-kit/discover.js';
import type { VendorRuleBase } from '../../rule-kit/vendor-rule.js';
import { listedDependencies, listedMajor, removeDependencies } from './package-json.js';
import { viteConfigTemplate } from './template.js';
import { addViteAliases, transformViteConfig } from './transform.js';
import { baseUrlAliases } from '../../load/aliases.js';
import { dropRouterBase } from './router-base.js';
import { convertCra, isCraPackage } from './cra.js';
import { movePageToRoot } from './page-root.js';
import { addTailwindPostcss } from './postcss.js';

export { transformViteConfig, transformViteConfigText } from './transform.js';
export { removeDependencies } from './package-json.js';

/** Vendor Vite plugins: each vendor rule declares its own (`vitePlugins`); no list lives here. */
export async function vendorPluginPackages(): Promise<string[]> {
  const rules = await discoverRules<VendorRuleBase>('vendors');
  return [...new Set(rules.flatMap((r) => r.vitePlugins ?? []))].sort();
}

const VITE_CONFIG = /(^|\/)vite\.config\.(m|c)?(j|t)s$/;
/** The order in which Vite itself looks for its config file. */
const VITE_ORDER = ['js', 'mjs', 'ts', 'cjs', 'mts', 'cts'];
const extRank = (p: string) => VITE_ORDER.indexOf(p.slice(p.lastIndexOf('.') + 1));

/** The config Vite would load: the shallowest (a Replit root config wins over client/), in Vite's order. */
export function findViteConfig(tree: StagedTree): string | null {
  const configs = tree.list().filter((p) => VITE_CONFIG.test(p) && !p.includes('node_modules/'));
  configs.sort((a, b) => a.split('/').length - b.split('/').length || extRank(a) - extRank(b));
  return configs[0] ?? null;
}

const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

/** The aliases a tsconfig/jsconfig `baseUrl` implies that the app's modules import by bare name. */
function baseUrlImports(tree: StagedTree, known: Map<string, string>, appRoot: string): Map<string, string> {
  const out = new Map<string, string>();
  const configFile = ['tsconfig.json', 'jsconfig.json'].map((f) => join(appRoot, f)).find((f) => tree.exists(f));
  if (!configFile) return out;
  const paths = tree.list();
  const candidates = baseUrlAliases({ path: configFile, text: tree.read(configFile) }, paths, () => false);
  if (!candidates.size) return out;
  const bareFirst = new Set<string>();
  for (const f of paths) {
    if (!/\.(m?[jt]sx?)$/.test(f) || f.includes('node_modules/') || (appRoot && !f.startsWith(appRoot + '/'))) continue;
    const ast = tree.ast(f);
    for (const s of ast?.program.body ?? []) if (s.type === 'ImportDeclaration' && !s.source.value.startsWith('.')) bareFirst.add(s.source.value.split('/')[0]);
    // Lazy pages: `lazy(() => import("pages/Home"))`.
    for (const m of (tree.read(f) ?? '').matchAll(/import\(\s*["']([^"'./][^"']*)["']\s*\)/g)) bareFirst.add(m[1].split('/')[0]);
  }
  // Only names the site's own alias map also knows (its packages were excluded there).
  for (const [name, target] of candidates) if (bareFirst.has(name) && known.get(name) === target) out.set(name, target);
  return out;
}

/** What the package.json files that build with `config` list: the Vite major (its JSX option) and the packages. */
function packageFacts(tree: StagedTree, config: string, appRoot: string): { viteMajor: number; dependencies: Set<string> } {
  const configDir = path.posix.dirname(config).replace(/^\.$/, '');
  const texts = [...new Set([join(configDir, 'package.json'), join(appRoot, 'package.json'), 'package.json'])].map((pj) => tree.read(pj) ?? '{}');
  return {
    viteMajor: texts.map((text) => listedMajor(text, 'vite')).find((m) => !Number.isNaN(m)) ?? NaN,
    dependencies: new Set(texts.flatMap((text) => [...listedDependencies(text)])),
  };
}

/** Folders named `public` that hold files, relative to the config's folder (`public`, `client/public`). */
function publicFolders(tree: StagedTree, config: string): string[] {
  const dir = path.posix.dirname(config).replace(/^\.$/, '');
  const out = new Set<string>();
  for (const f of tree.list()) {
    const rel = dir ? (f.startsWith(dir + '/') ? f.slice(dir.length + 1) : null) : f;
    const m = rel ? /^((?:[^/]+\/)*?public)\//.exec(rel) : null;
    if (m && !m[1].includes('node_modules')) out.add(m[1]);
  }
  return [...out];
}

export default defineStep({
  id: 'bundler-config',
  description: "Vite config: alias @ → src, base './', build.outDir 'preview-dist', vendor plugins removed",
  needs: ['analysis'],
  async run({ tree, analysis, site }): Promise<StepResult> {
    const appRoot = analysis.appRoot ?? site.appRoot;
    const appSrc = join(appRoot, 'src');
    const vendorPlugins = await vendorPluginPackages();
    const limitations: Limitation[] = [];
    const notes: string[] = [];
    let changed = false;

    let config = findViteConfig(tree);
    if (!config) {
      const pkgDir = tree.exists(join(appRoot, 'package.json')) ? appRoot : '';
      // A Create React App becomes a Vite app first: package, root index.html, env reads.
      const cra = isCraPackage(tree.read(join(pkgDir, 'package.json')) ?? '{}') ? convertCra(tree, pkgDir, appRoot, appSrc) : null;
      if (cra) notes.push(...cra.notes);
      const deps = listedDependencies(tree.read(join(pkgDir, 'package.json')) ?? '{}');
      const reactPlugin = ['@vitejs/plugin-react-swc', '@vitejs/plugin-react'].find((p) => deps.has(p)) ?? null;
      const ts = tree.exists(join(appRoot, 'tsconfig.json')) || analysis.framework.language !== 'js';
      config = join(appRoot, ts ? 'vite.config.ts' : 'vite.config.js');
      tree.write(config, viteConfigTemplate({ reactPlugin, appSrcRel: 'src', jsxInJs: cra?.jsxInJs ?? null, envPrefix: cra?.envPrefix ?? [], babelMacros: cra?.babelMacros ?? null, jsxImportSource: cra?.jsxImportSource ?? null }));
      notes.push(`${config}: created from the minimal template`);
      if (!reactPlugin) {
        limitations.push({ file: config, line: 1, what: 'no React plugin for Vite in package.json', why: 'add @vitejs/plugin-react and list it in `plugins`' });
        // Meanwhile JSX compiles as the plugin would (what a second run would otherwise add).
        const ast = tree.ast(config);
        if (ast && transformViteConfig(ast, { configPath: config, appSrc, vendorPlugins, appRoot, ...packageFacts(tree, config, appRoot) }).changed) tree.writeAst(config, ast);
      }
      changed = true;
    } else {
      const ast = tree.ast(config);
      if (!ast) {
        limitations.push({ file: config, line: 1, what: 'the Vite config does not parse', why: 'fix its syntax, then run convert again' });
        return { status: 'failed', limitations };
      }
      const r = transformViteConfig(ast, { configPath: config, appSrc, vendorPlugins, appRoot, ...packageFacts(tree, config, appRoot), publicFolders: publicFolders(tree, config) });
      for (const l of r.limitations) limitations.push({ file: config, ...l });
      if (r.changed) {
        tree.writeAst(config, ast);
        changed = true;
      }
      if (r.addedRoot !== undefined) {
        const moved = movePageToRoot(tree, path.posix.dirname(config).replace(/^\.$/, ''), appRoot);
        notes.push(`${config}: root set to ${appRoot}, the folder of the app's src${moved.length ? `; ${moved.join('; ')}` : ''}`);
      }
      if (r.removedPlugins.length) notes.push(`${config}: removed vendor plugins ${r.removedPlugins.join(', ')}`);
      if (r.bundledExternals?.length) notes.push(`${config}: bundled again (a browser cannot load a bare module name): ${r.bundledExternals.join(', ')}`);
      if (r.automaticJsx) notes.push(`${config}: no React plugin: JSX compiles with the automatic runtime, which the generated modules are written for`);
    }

    // Tailwind the source's toolchain ran without a PostCSS config (Create React App) runs under Vite through one.
    const pkgDir = [appRoot, path.posix.dirname(config).replace(/^\.$/, ''), ''].find((d) => tree.exists(join(d, 'package.json'))) ?? '';
    const tw = addTailwindPostcss(tree, { pkgDir, appRoot, viteConfig: config });
    if (tw.written) {
      notes.push(...tw.notes);
      changed = true;
    }

    // Bare imports of folders under a tsconfig `baseUrl` resolve through aliases of their own.
    const bare = baseUrlImports(tree, site.aliases, appRoot);
    if (bare.size) {
      const ast = tree.ast(config);
      if (ast && addViteAliases(ast, config, bare)) {
        tree.writeAst(config, ast);
        notes.push(`${config}: aliases for the bare imports of tsconfig's baseUrl: ${[...bare.keys()].sort().join(', ')}`);
        changed = true;
      }
    }

    // A router told the sub-path the source was deployed under would match no page of the theme.
    for (const file of tree.list().filter((f) => f.startsWith(appSrc + '/') && /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith('.d.ts'))) {
      if (!/\bbase(name)?\b/.test(tree.read(file) ?? '')) continue;
      const ast = tree.ast(file);
      if (!ast || !dropRouterBase(ast)) continue;
      tree.writeAst(file, ast);
      notes.push(`${file}: the router's deploy sub-path (basename) removed: the platform serves the theme's pages from its root`);
      changed = true;
    }

    // The plugin packages go from every package.json that builds this app.
    const configDir = path.posix.dirname(config).replace(/^\.$/, '');
    for (const pj of [...new Set(['package.json', join(appRoot, 'package.json'), join(configDir, 'package.json')])]) {
      const text = tree.read(pj);
      if (text === undefined) continue;
      const r = removeDependencies(text, vendorPlugins);
      if (r.text !== text) {
        tree.write(pj, r.text);
        notes.push(`${pj}: removed ${r.removed.join(', ')}`);
        changed = true;
      }
    }
    const status = limitations.length ? 'partial' : changed ? 'applied' : 'unnecessary';
    return { status, limitations, notes };
  },
});
