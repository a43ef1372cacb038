// Bundles the built CLI (dist/src/cli.js) and the rules it discovers into dist/cli/, one chunk per
// lazily loaded command, so a run loads a few dozen files instead of ~600 ES modules (issue 18:
// start-up; a one-file `analyze` took 0.43 s of CPU unbundled, 0.32 s bundled). Packages stay
// external: they are the package's dependencies. dist/src stays as tsc wrote it (the library entry, `main`).
//   node scripts/bundle-cli.mjs     (after `tsc -p tsconfig.build.json`; part of `npm run build`)
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { RULE_FOLDERS, ruleModuleNames } from '../dist/src/rule-kit/rule-modules.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repo, 'dist');
const outdir = path.join(dist, 'cli');

// Rule discovery reads rules/<folder> at run time (src/rule-kit/discover.ts). In the bundle each
// folder becomes one module importing the rule modules found there now, and discover.js a module
// that loads that folder's module on first use, so commands that never ask for a folder never load it.
const RULES_NS = 'platform-convert-rules';
const discoverModule = `import { ruleOf } from './rule-modules.js';
const folders = { ${RULE_FOLDERS.map((f) => `${JSON.stringify(f)}: () => import(${JSON.stringify(`${RULES_NS}:${f}`)})`).join(', ')} };
const cache = new Map();
export function discoverRules(folder) {
  let p = cache.get(folder);
  if (!p) {
    const load = folders[folder];
    p = load ? load().then((m) => m.default.map(([name, mod]) => ruleOf(folder, name, mod)).filter(Boolean)) : Promise.resolve([]);
    cache.set(folder, p);
  }
  return p;
}
`;

function folderModule(folder) {
  const dir = path.join(dist, 'rules', folder);
  const names = ruleModuleNames(readdirSync(dir).filter((n) => n.endsWith('.js')));
  const imports = names.map((n, i) => `import * as m${i} from ${JSON.stringify(path.join(dir, n))};`);
  return `${imports.join('\n')}\nexport default [${names.map((n, i) => `[${JSON.stringify(n)}, m${i}]`).join(', ')}];\n`;
}

const rulesPlugin = {
  name: 'discovered-rules',
  setup(b) {
    const discover = path.join(dist, 'src', 'rule-kit', 'discover.js');
    b.onLoad({ filter: /[\\/]rule-kit[\\/]discover\.js$/ }, (args) =>
      args.path === discover ? { contents: discoverModule, resolveDir: path.dirname(discover), loader: 'js' } : undefined,
    );
    b.onResolve({ filter: new RegExp(`^${RULES_NS}:`) }, (args) => ({ path: args.path.slice(RULES_NS.length + 1), namespace: RULES_NS }));
    b.onLoad({ filter: /.*/, namespace: RULES_NS }, (args) => ({ contents: folderModule(args.path), resolveDir: path.join(dist, 'rules', args.path), loader: 'js' }));
  },
};

// A CommonJS package imported from an ES module costs Node a scan of its source (and of every file
// it re-exports) for export names, on every run: ~70 ms of start-up for Babel's and recast's. The
// bundle loads those through `require` and a module generated here that exports the names Node's scan
// would find, each read once when it loads, which is what that import does after the scan (esbuild's
// own interop copies every export into each importing module instead: seconds for @babel/types).
// Packages that ship ES modules (or resolve to one for `import`) stay imports.
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs') || !file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
  }
  return true;
}

const requireHere = createRequire(import.meta.url);
/** `export default module.exports` and one named export per own enumerable name, as Node gives an importer of a CommonJS module. */
function facade(name) {
  const names = Object.keys(requireHere(name)).filter((k) => k !== 'default' && k !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(k));
  const reads = names.map((k, i) => `const v${i} = m.${k};`).join('\n');
  return `const m = require(${JSON.stringify(name)});\n${reads}\nexport default m;\nexport { ${names.map((k, i) => `v${i} as ${k}`).join(', ')} };\n`;
}

const CJS_NS = 'required-package';
const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
/** The package's own dependencies: what `require` from dist/ finds wherever the package is installed. */
const ownDependencies = new Set(Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }));
// Loaded only by the commands that need them and large, or reading files of their own at run time:
// they stay packages Node loads.
const LOADED_BY_NODE = new Set(['playwright-core', 'ts-morph', 'typescript', 'vite', 'esbuild', 'gettext-parser']);
const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

// ES module packages are bundled into the chunk that uses them: Node 20 resolves, reads, compiles
// and links each ES module on its own (a `convert` loaded ~360 of them, zod's and micromark's),
// which cost more start-up than compiling the same code in one file. A CommonJS package the
// package depends on is loaded by `require` through the facade above; one that only a bundled
// package needs is bundled too (esbuild's interop), since Node could not find it from dist/ when
// npm nests it under its importer.
const requiredPackagesPlugin = {
  name: 'required-packages',
  setup(b) {
    b.onResolve({ filter: /.*/, namespace: CJS_NS }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.namespace === CJS_NS || args.path.startsWith('node:') || args.pluginData?.asIs) return undefined;
      const name = packageName(args.path);
      if (LOADED_BY_NODE.has(name)) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { asIs: true } });
      if (found.errors.length || found.external || !found.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined; // a builtin, or not installed here (an optional package): left to Node at run time
      if (!isCommonJs(found.path)) return undefined;
      if (!ownDependencies.has(name)) return undefined;
      return args.kind === 'import-statement' ? { path: args.path, namespace: CJS_NS } : { path: args.path, external: true };
    });
    b.onLoad({ filter: /.*/, namespace: CJS_NS }, (args) => ({ contents: facade(args.path), loader: 'js' }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { cli: path.join(dist, 'src', 'cli.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [rulesPlugin, requiredPackagesPlugin],
  // `require` for the packages above, in each output file (esbuild's shim throws without one).
  banner: { js: "import { createRequire as __platformConvertRequire } from 'node:module';\nconst require = __platformConvertRequire(import.meta.url);" },
  logLevel: 'warning',
});
