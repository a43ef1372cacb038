import path from 'node:path';
import type { Node } from '@babel/types';
import { staticString } from '../../src/check/ast.js';
import { property, viteConfigObject } from '../../src/check/vite-config.js';
import { appPath } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';
import { aliasesFromViteConfig, type AliasMap } from '../../src/load/aliases.js';

/** Is a node the config file's own folder: `__dirname` or `import.meta.dirname`? */
const isConfigDir = (n: Node) =>
  (n.type === 'Identifier' && n.name === '__dirname') ||
  (n.type === 'MemberExpression' && n.object.type === 'MetaProperty' && n.property.type === 'Identifier' && n.property.name === 'dirname');

/**
 * `path.resolve(__dirname, 'preview-dist')` (or `join`, `import.meta.dirname`): a folder relative
 * to the config file, the form a config with its own `root: 'client'` needs; else null.
 */
function dirRelative(n: Node): string | null {
  if (n.type !== 'CallExpression' || !n.arguments.length) return null;
  const callee = n.callee;
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
  if (name !== 'resolve' && name !== 'join') return null;
  const [first, ...rest] = n.arguments as Node[];
  if (!isConfigDir(first)) return null;
  const parts = rest.map((a) => staticString(a));
  return parts.length && parts.every((p): p is string => p !== null) ? path.posix.join(...parts) : null;
}

export default defineCheck({
  id: 'bundler-config',
  severity: 'error',
  docs: {
    description: 'The Vite config of a theme: alias `@` resolves to `src`, `base` is `./`, `build.outDir` is `preview-dist`.',
    why: 'Spec §2 "Theme package requirements" 1: the platform serves the build from `preview-dist/index.html` under its own path, and imports through `@`.',
    fix: "set `base: './'`, `build: { outDir: 'preview-dist' }` and `resolve: { alias: { '@': path.resolve(__dirname, './src') } }` in vite.config",
  },
  messages: {
    missingConfig: 'no vite.config found',
    unreadable: 'the exported Vite config is not an object literal this check can read',
    base: "`base` is {{value}}; it must be './'",
    outDir: '`build.outDir` is {{value}}; it must be `preview-dist`',
    alias: 'alias `@` {{value}}; it must resolve to `src`',
  },
  hints: {
    base: "set `base: './'`",
    outDir: "set `build: { outDir: 'preview-dist' }`",
    alias: "set `resolve: { alias: { '@': path.resolve(__dirname, './src') } }`",
  },
  checkSite(ctx) {
    const { site } = ctx;
    if (!site.viteConfig) return ctx.report({ file: appPath(site, 'vite.config.js'), messageId: 'missingConfig' });
    const file = site.file(site.viteConfig)!;
    const ast = site.ast(file.path);
    if (!ast) return; // the parse error is already reported
    const obj = viteConfigObject(ast);
    if (!obj) return ctx.report({ file: file.path, line: 1, column: 1, messageId: 'unreadable' });

    const base = property(obj, 'base');
    const baseValue = base ? staticString(base.value as Node) : null;
    if (baseValue !== './') ctx.report({ file: file.path, node: base ?? obj, messageId: 'base', data: { value: base ? (baseValue === null ? 'not a literal' : `'${baseValue}'`) : 'not set' } });

    const build = property(obj, 'build');
    const outDir = build?.value.type === 'ObjectExpression' ? property(build.value, 'outDir') : null;
    const outValue = outDir ? staticString(outDir.value as Node) ?? dirRelative(outDir.value as Node) : null;
    if (outValue === null || path.posix.normalize(outValue.replace(/^\.\//, '')) !== 'preview-dist') {
      ctx.report({ file: file.path, node: outDir ?? build ?? obj, messageId: 'outDir', data: { value: outDir ? (outValue === null ? 'not a literal' : `'${outValue}'`) : 'not set' } });
    }

    const aliases: AliasMap = new Map();
    aliasesFromViteConfig(file, ast, aliases);
    const target = aliases.get('@');
    const src = appPath(site, 'src');
    if (target === undefined) ctx.report({ file: file.path, node: property(obj, 'resolve') ?? obj, messageId: 'alias', data: { value: 'is not set' } });
    else if (target !== src) ctx.report({ file: file.path, node: property(obj, 'resolve') ?? obj, messageId: 'alias', data: { value: `points to '${target || '.'}'` } });
  },
});
