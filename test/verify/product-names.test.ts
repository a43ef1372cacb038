import { describe, expect, it } from 'vitest';
import { translatedNames } from '../../src/verify/product-names.js';
import { pseudoDictionaries } from '../../src/verify/pseudo.js';

describe('verify: demo product names as the theme translates them', () => {
  const entries = {
    en: { 'item.linen-apron': 'Linen Apron', 'item.add-to-bag': 'Add to bag', 'item.clay-mug': 'Clay  mug' },
    ar: { 'item.linen-apron': 'مريلة كتان', 'item.add-to-bag': 'أضف إلى الحقيبة', 'item.clay-mug': '' },
  };

  it('gives the locale text of each entry that is a product name, and of no other entry', () => {
    expect(translatedNames(['Linen Apron', 'Clay mug'], entries, entries.ar)).toEqual(['مريلة كتان']);
  });

  it('reads a pseudo build without its marks, an empty side as its pseudo-translation', () => {
    const served = pseudoDictionaries(entries.en, entries.ar).ar;
    const out = translatedNames(['Clay mug'], entries, served);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^⟦[^\u2063\u2064]+⟧$/);
  });
});
