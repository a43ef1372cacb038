import { parse as babelParse } from '@babel/parser';
import type { File } from '@babel/types';
import * as recast from 'recast';
import { describe, expect, it } from 'vitest';
import { babelOptions } from '../../../src/load/parse.js';
import { foldVendorSettings } from '../../../src/codemods/data-layer/vendor-settings.js';

function run(code: string): { changed: boolean; code: string } {
  const ast = recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions('x.ts', true)) } }) as File;
  const changed = foldVendorSettings(ast);
  return { changed, code: recast.print(ast).code };
}

describe('data-layer: tests of a vendor setting once its calls are converted', () => {
  it('folds presence tests to "configured" and drops the const nothing reads any more', () => {
    const out = run([
      'const URL = import.meta.env.VITE_SUPABASE_URL;',
      'export function useThing(id) {',
      '  if (!URL) return null;',
      '  const q = useQuery({ queryKey: ["x"], enabled: !!URL && !!id });',
      '  return { q, loading: Boolean(URL) ? q.isLoading : false };',
      '}',
    ].join('\n'));
    expect(out.changed).toBe(true);
    expect(out.code).toBe([
      'export function useThing(id) {',
      '  const q = useQuery({ queryKey: ["x"], enabled: !!id });',
      '  return { q, loading: q.isLoading };',
      '}',
    ].join('\n'));
  });

  it('leaves a setting used as a value (a URL passed on) and settings of other tools', () => {
    const src = [
      'const URL = import.meta.env.VITE_SUPABASE_URL;',
      'const ok = !!URL;',
      'export const base = `${URL}/functions/v1`;',
      'export const gate = !!import.meta.env.VITE_ANALYTICS_ID;',
    ].join('\n');
    const out = run(src);
    expect(out.changed).toBe(false);
    expect(out.code).toBe(src);
  });
});

describe('data-layer: an endpoint address built from a vendor setting once its call is converted', () => {
  const clean = async (code: string) => {
    const { removeDeadVendorRefs } = await import('../../../src/codemods/data-layer/dead-refs.js');
    const ast = recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions('x.ts', true)) } }) as File;
    const changed = removeDeadVendorRefs(ast, new Set());
    return { changed, code: recast.print(ast).code };
  };

  it('goes when nothing reads it; stays while something does, or when it mixes in other values', async () => {
    const dead = await clean([
      'export async function pay(place) {',
      '  const endpoint = `${import.meta.env.VITE_SUPABASE_URL}/functions/v1/pay-now`;',
      '  return place({ total: 1 });',
      '}',
    ].join('\n'));
    expect(dead.changed).toBe(true);
    expect(dead.code).toBe('export async function pay(place) {\n  return place({ total: 1 });\n}');
    const read = [
      'const base = import.meta.env.VITE_SUPABASE_URL + "/storage/v1";',
      'export const logo = base + "/logo.png";',
    ].join('\n');
    expect((await clean(read)).code).toBe(read);
    const mixed = 'export function f(id) {\n  const url = `${import.meta.env.VITE_SUPABASE_URL}/x/${id}`;\n  return 1;\n}';
    expect((await clean(mixed)).code).toBe(mixed);
  });
});
