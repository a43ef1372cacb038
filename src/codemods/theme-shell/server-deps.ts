import { builtinModules } from 'node:module';
import path from 'node:path';
import { applyEdits, modify, parseTree, findNodeAtLocation, type FormattingOptions } from 'jsonc-parser';
import type { StagedTree } from '../../convert/staged-tree.js';
import { serverPackageKind } from '../../analyze/facts/server.js';
import { importSites } from '../vendor-removal/import-sources.js';
import { scripts } from '../vendor-removal/importers.js';
import { resolveIn, type ResolveScope } from '../vendor-removal/resolve.js';
import type { AppLayout } from './layout.js';

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.split('/')[0]));

/** Packages that only make sense in a Node server: its framework's middleware and view engines. */
const SERVER_ONLY = /^(ejs|pug|jade|hbs|handlebars|express-handlebars|nunjucks|mustache-express|cors|body-parser|cookie-parser|morgan|helmet|compression|serve-static|serve-favicon|method-override|connect-flash|express-[\w-]+|nodemon|ts-node-dev|bcrypt(js)?|socket\.io)$/;

/** Why a dependency is the server's, or null when the theme may need it. */
export function serverOnlyReason(name: string): string | null {
  if (BUILTINS.has(name.replace(/^node:/, ''))) return `named like the Node built-in \`${name}\``;
  const kind = serverPackageKind(name);
  if (kind) return `server ${kind} package`;
  if (SERVER_ONLY.test(name)) return 'server-only package';
  return null;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative and alias paths give null. */
export function packageOf(spec: string): string | null {
  if (/^[./]/.test(spec) || /^[a-z][\w+.-]*:/i.test(spec.replace(/^node:/, ''))) return null;
  const parts = spec.replace(/^node:/, '').split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What the theme's build can reach: its app code (`src/`), the config files at the package root
 * (`vite.config.*`, `tailwind.config.*`) and every local module those import (`files`), and the
 * packages any of them import (`packages`).
 */
export function reachableFromApp(tree: StagedTree, layout: AppLayout, scope: ResolveScope): { files: Set<string>; packages: Set<string> } {
  const all = scripts(tree);
  const rootConfig = (f: string) => path.posix.dirname(f) === (layout.pkg || '.') && /\.config\.[cm]?[jt]s$/.test(f);
  const queue = all.filter((f) => f.startsWith(layout.src + '/') || rootConfig(f));
  const seen = new Set(queue);
  const out = new Set<string>();
  while (queue.length) {
    const f = queue.pop()!;
    const ast = tree.ast(f);
    if (!ast) continue;
    for (const s of importSites(ast)) {
      const spec = s.source.value;
      const local = resolveIn(scope, f, spec, (p) => tree.exists(p));
      if (local) {
        if (!seen.has(local)) { seen.add(local); queue.push(local); }
        continue;
      }
      const pkg = packageOf(spec);
      if (pkg) out.add(pkg);
    }
  }
  return { files: seen, packages: out };
}

/** Packages the theme's build can reach (reachableFromApp). */
export function reachablePackages(tree: StagedTree, layout: AppLayout, scope: ResolveScope): Set<string> {
  return reachableFromApp(tree, layout, scope).packages;
}

export interface DroppedDependency { name: string; section: 'dependencies' | 'devDependencies'; why: string }

/**
 * Dependencies a theme cannot carry: Node built-in names (npm holds at best a placeholder for
 * `fs`, which does not install) and server packages, when nothing the build reaches imports them.
 * A minimal edit of package.json; other lines keep their bytes.
 */
export function dropServerDependencies(text: string, reachable: Set<string>, fmt: FormattingOptions): { text: string; dropped: DroppedDependency[] } {
  const dropped: DroppedDependency[] = [];
  let out = text;
  for (const section of ['dependencies', 'devDependencies'] as const) {
    const node = findNodeAtLocation(parseTree(out)!, [section]);
    const names = (node?.children ?? []).map((c) => c.children?.[0]?.value as string).filter(Boolean);
    for (const name of names) {
      const why = serverOnlyReason(name);
      if (!why || reachable.has(name)) continue;
      out = applyEdits(out, modify(out, [section, name], undefined, { formattingOptions: fmt }));
      dropped.push({ name, section, why });
    }
  }
  return { text: out, dropped };
}
