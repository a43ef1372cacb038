import { describe, expect, it } from 'vitest';
import { ownLanguageSwitch } from '../../../src/codemods/bilingual/source-dictionary.js';

// What counts as the source's own language switch: writes to the document's lang/dir, or a
// wrapper whose dir a language value drives; a record's own text direction does not.
describe("bilingual: a source's own language switch", () => {
  it('finds the document writes and the language-driven wrappers, with their line', () => {
    expect(ownLanguageSwitch('const a = 1;\ndocument.documentElement.dir = side;')).toBe(2);
    expect(ownLanguageSwitch("document.documentElement.setAttribute('lang', code);")).toBe(1);
    expect(ownLanguageSwitch("<main dir={isRtl ? 'rtl' : 'ltr'}>")).toBe(1);
    expect(ownLanguageSwitch('<section dir={textDirection}>')).toBe(1);
    expect(ownLanguageSwitch('<div dir={i18n.dir()}>')).toBe(1);
  });

  it("leaves out a record's own direction and fixed strings", () => {
    expect(ownLanguageSwitch("<td dir={entry.dir || 'rtl'}>{entry.text}</td>")).toBeNull();
    expect(ownLanguageSwitch('<p dir={message.direction}>')).toBeNull();
    expect(ownLanguageSwitch('<div dir="rtl">')).toBeNull();
  });
});
