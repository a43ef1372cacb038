import { createRequire } from 'node:module';
import type { ParserPlugin } from '@babel/parser';
import type { File } from '@babel/types';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { count, nameTree } from '../infra/counters.js';
import { installFastReprints } from '../convert/recast-reprints.js';

// Required on first use, not at start-up: a command that parses no script (`--help`, `status`,
// `analyze` of an HTML page) does not pay for Babel's parser or recast. Both are CommonJS.
const require = createRequire(import.meta.url);
let babel: typeof import('@babel/parser') | undefined;
let recastMod: typeof import('recast') | undefined;
const babelParse: typeof import('@babel/parser').parse = (text, opts) => (babel ??= require('@babel/parser') as typeof import('@babel/parser')).parse(text, opts);
const recast = () => {
  if (!recastMod) {
    recastMod = require('recast') as typeof import('recast');
    installFastReprints();
  }
  return recastMod;
};

/**
 * One parse per file per run (DESIGN §3). `analyze` parses with Babel alone (fast); `convert`
 * parses through recast so codemods can reprint with the source's own formatting, and the
 * analysis runs on that same tree.
 */
export type ParseMode = 'analyze' | 'edit';

const COMMON: ParserPlugin[] = [
  'decorators-legacy',
  'importAttributes',
  'explicitResourceManagement',
  'exportDefaultFrom',
];

export function pluginsFor(filePath: string): ParserPlugin[] {
  const ext = filePath.slice(filePath.lastIndexOf('.')).toLowerCase();
  if (ext === '.ts' || ext === '.mts' || ext === '.cts') return ['typescript', ...COMMON];
  if (ext === '.tsx') return ['typescript', 'jsx', ...COMMON];
  return ['jsx', ...COMMON];
}

export function babelOptions(filePath: string, tokens: boolean) {
  return {
    sourceType: 'unambiguous' as const,
    allowReturnOutsideFunction: true,
    allowImportExportEverywhere: true,
    allowAwaitOutsideFunction: true,
    errorRecovery: false,
    tokens,
    // Analysis reads `ast.comments` when it needs comments; attaching them to nodes is only
    // worth its cost when recast reprints the tree (edit mode).
    attachComment: tokens,
    plugins: pluginsFor(filePath),
  };
}

export type ParseResult = { ok: true; ast: File } | { ok: false; diagnostic: Diagnostic };

/** The text each edit-mode tree was parsed from: its nodes' lines count in that text. */
const parsedFrom = new WeakMap<File, string>();
export const parsedText = (ast: File): string | undefined => parsedFrom.get(ast);

export function parseSource(filePath: string, text: string, mode: ParseMode = 'analyze'): ParseResult {
  count('parse', filePath);
  try {
    if (mode === 'edit') {
      const ast = recast().parse(text, {
        parser: { parse: (src: string) => babelParse(src, babelOptions(filePath, true)) },
      }) as File;
      nameTree(ast, filePath);
      parsedFrom.set(ast, text);
      return { ok: true, ast };
    }
    return { ok: true, ast: babelParse(text, babelOptions(filePath, false)) as unknown as File };
  } catch (err) {
    const e = err as { message?: string; loc?: { line: number; column: number } };
    const message = (e.message ?? String(err)).replace(/\s*\(\d+:\d+\)\s*$/, '');
    return {
      ok: false,
      diagnostic: {
        ruleId: 'parse-error',
        source: 'load',
        severity: 'error',
        messageId: 'syntax',
        message: `does not parse: ${message}`,
        hint: 'fix the syntax error; the rest of the site is still analyzed',
        file: filePath,
        line: e.loc?.line,
        column: e.loc ? e.loc.column + 1 : undefined,
      },
    };
  }
}

/** Print an edited recast tree back, keeping untouched code byte for byte. */
export function printEdited(ast: File): string {
  return recast().print(ast as never).code;
}
