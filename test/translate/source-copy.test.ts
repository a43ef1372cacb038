import { describe, expect, it } from 'vitest';
import { englishSlotLanguages, parseSourceCopy, pendingSourceCopy, sourceCopyJson } from '../../src/translate/source-copy.js';

describe('source-copy: which English entries still hold the source language', () => {
  const en = { 'a.title': 'Pane fresco', 'a.cta': 'Order now', 'a.brand': 'Forno Rossi', 'a.empty': '' };

  it('with no record every filled English entry is the source copy', () => {
    expect(pendingSourceCopy(en, null)).toEqual(['a.title', 'a.cta', 'a.brand']);
  });

  it('an entry changed from its recorded copy is English; one left as recorded is not, unless marked the same', () => {
    const sc = { language: 'it', copy: { 'a.cta': 'Ordina ora', 'a.brand': 'Forno Rossi' }, same: [] as string[] };
    expect(pendingSourceCopy(en, sc)).toEqual(['a.title', 'a.brand']);
    expect(pendingSourceCopy(en, { ...sc, same: ['a.brand'] })).toEqual(['a.title']);
  });

  it('the English slot is free of the source language only when nothing is pending', () => {
    const all = { language: 'it', copy: { 'a.title': 'Pane fresco', 'a.cta': 'Ordina ora', 'a.brand': 'Forno Rossi' }, same: ['a.brand'] };
    const translated = { ...en, 'a.title': 'Fresh bread' };
    expect(englishSlotLanguages(['it'], translated, sourceCopyJson(all))).toEqual([]);
    expect(englishSlotLanguages(['it'], en, sourceCopyJson(all))).toEqual(['it']);
    expect(englishSlotLanguages(['it'], translated, null)).toEqual(['it']);
    // A source with English of its own never had another language in the English slot.
    expect(englishSlotLanguages(['en', 'it'], en, null)).toEqual([]);
  });

  it('reads back what it writes, and a broken record as none', () => {
    const sc = { language: 'fr', copy: { b: 'Bonjour', a: 'Menu' }, same: ['a'] };
    expect(parseSourceCopy(sourceCopyJson(sc))).toEqual(sc);
    expect(parseSourceCopy('{ not json')).toBeNull();
    expect(parseSourceCopy(JSON.stringify({ copy: {} }))).toBeNull();
  });
});
