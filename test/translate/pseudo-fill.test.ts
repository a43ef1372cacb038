import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { po } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { fillPo } from '../../bench/field/pseudo-fill.js';

describe("the field test's stand-in translator", () => {
  it('fills each entry with its pseudo-translation and leaves an entry flagged a name as it is', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pseudo-fill-'));
    const from = path.join(dir, 'ar.po');
    const to = path.join(dir, 'ar.pseudo.po');
    writeFileSync(from, po.compile({
      charset: 'utf-8',
      headers: { Language: 'ar', 'Content-Type': 'text/plain; charset=UTF-8' },
      translations: {
        '': { '': { msgid: '', msgstr: [''] } },
        'shop.basket': { Basket: { msgctxt: 'shop.basket', msgid: 'Basket', msgstr: [''] } },
        'shop.rosemary-latin': { 'Salvia rosmarinus': { msgctxt: 'shop.rosemary-latin', msgid: 'Salvia rosmarinus', msgstr: [''], comments: { flag: 'name' } } },
      },
    }));
    expect(await fillPo(from, to)).toBe(2);
    const out = po.parse(readFileSync(to));
    expect(out.translations['shop.basket'].Basket.msgstr[0]).toMatch(/^⟦.+⟧$/);
    expect(out.translations['shop.rosemary-latin']['Salvia rosmarinus'].msgstr).toEqual(['Salvia rosmarinus']);
  });
});
