// Bundles the built CLI (dist/src/cli.js) and the rules it discovers into dist/cli/, one chunk per
// lazily loaded command, so a run loads a few dozen files instead of ~600 ES modules (issue 18:
// start-up; a one-file `analyze` took 0.43 s of CPU unbundled, 0.32 s bundled). Packages stay
// external: they are the package's dependencies. dist/src stays as tsc wrote it (the library entry, `main`).
//   node scripts/bundle-cli.mjs     (after `tsc -p tsconfig.build.json`; part of `npm run build`)
import { readdirSync, rmSync } from 'node:fs';
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

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { cli: path.join(dist, 'src', 'cli.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [rulesPlugin],
  logLevel: 'warning',
});
