import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_SLICE, ownKeys, ownSet, ownString } from '../../src/infra/own-string.js';
import { leanCopy, leanCopyWithoutBodies } from '../../src/analyze/data-layer/lean.js';
import { analyzeSite } from '../../src/analyze/index.js';
import { loadSite } from '../../src/load/site.js';

describe('strings kept past a file walk (own-string)', () => {
  it('are equal copies, one per distinct string, lone surrogates included', () => {
    const text = `const ${'a'.repeat(40)} = 'x';`;
    const slice = text.slice(6, 46);
    const own = ownString(slice);
    expect(own).toBe(slice);
    expect(ownString(text.slice(6, 46))).toBe(own);
    const odd = 'abc\uD800defghijklmnop';
    expect(ownString(odd)).toBe(odd);
    expect(ownString('short')).toBe('short');
    expect('short'.length).toBeLessThan(MIN_SLICE);
  });

  it('keep the order of maps and sets, and leave short keys alone', () => {
    const m = new Map([['componentsAndMore', 1], ['b', 2], ['anotherLongNameHere', 3]]);
    expect([...ownKeys(m)]).toEqual([...m]);
    const short = new Map([['a', 1]]);
    expect(ownKeys(short)).toBe(short);
    const s = new Set(['@/components/ui/button', 'react', '@/lib/utils-and-more']);
    expect([...ownSet(s)]).toEqual([...s]);
  });
});

describe('lean copies of kept initialisers', () => {
  const init = (code: string): Node => {
    const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    return (ast.program.body[0] as unknown as { declarations: { init: Node }[] }).declarations[0].init;
  };

  it('cut every function and class body in one pass, keeping values, keys and places', () => {
    const n = init(`const x = { url: '/api/products', load: async () => { await fetch('/a'); }, get(a: number) { return a; }, K: class { m() {} }, list: [1, 'two'] as const };`);
    const copy = leanCopyWithoutBodies(n) as unknown as { properties: Record<string, unknown>[] };
    const [url, load, get, k, list] = copy.properties;
    expect(url).toMatchObject({ type: 'ObjectProperty', value: { type: 'StringLiteral', value: '/api/products' } });
    expect(url).not.toHaveProperty('loc');
    expect((url as { value: object }).value).not.toHaveProperty('extra');
    expect(load).toMatchObject({ value: { type: 'ArrowFunctionExpression', async: true, params: [], body: { type: 'BlockStatement', body: [] } } });
    expect(get).toMatchObject({ type: 'ObjectMethod', kind: 'method', key: { type: 'Identifier', name: 'get' }, params: [], body: { body: [] } });
    expect(k).toMatchObject({ value: { type: 'ClassExpression', id: null, superClass: null, body: { type: 'ClassBody', body: [] } } });
    expect(list).toMatchObject({ value: { type: 'TSAsExpression', expression: { type: 'ArrayExpression', elements: [{ value: 1 }, { value: 'two' }] } } });
    expect((list as { value: object }).value).not.toHaveProperty('typeAnnotation');
  });

  it('copy chains whole, callbacks included, with places only where asked', () => {
    const n = init(`const q = api.get('/items').then((r) => r.data.find((x) => x.id === id));`);
    const copy = leanCopy(n, new Set([n])) as unknown as { loc: unknown; arguments: { body: { type: string } }[] };
    expect(copy.loc).toEqual({ start: expect.objectContaining({ line: 1 }), end: expect.objectContaining({ line: 1 }) });
    expect(copy.arguments[0].body.type).toBe('CallExpression');
  });
});

describe('analyze mode lets go of script texts after their walk', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-analyze-memory-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('and reads a text again, the same, when it is asked for', async () => {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{"name":"t","dependencies":{"react":"18"}}');
    const code = "import React from 'react';\r\nexport default function Home() { return <h1>مرحبا — Welcome</h1>; }\r\n";
    writeFileSync(path.join(dir, 'src', 'Home.jsx'), '\uFEFF' + code);
    const site = await loadSite(dir);
    const file = site.file('src/Home.jsx')!;
    const before = file.text;
    await analyzeSite(site, { pageRules: [] });
    expect(Object.getOwnPropertyDescriptor(file, 'text')?.get).toBeTypeOf('function');
    expect(file.text).toBe(before);
    expect(site.ast('src/Home.jsx')).not.toBeNull();
    // Edit mode keeps its texts: the staged tree rewrites them.
    const edit = await loadSite(dir, { mode: 'edit' });
    await analyzeSite(edit, { pageRules: [] });
    expect(Object.getOwnPropertyDescriptor(edit.file('src/Home.jsx')!, 'text')?.get).toBeUndefined();
  });
});
