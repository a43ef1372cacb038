import { describe, expect, it } from 'vitest';
import { ownLanguageSwitch } from '../../../src/codemods/bilingual/source-dictionary.js';
import { labelLanguageToggles, settersHandedOn, wireLanguageState } from '../../../src/codemods/bilingual/own-language-state.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';

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

// A hook whose exposed setter wraps the state's (`setLanguage(l)` → `setLanguageState(l)` and
// more): the wrapper is a language setter too, so a picker in another file that calls it names
// the language of each item.
describe("bilingual: a wrapped language setter used in another file", () => {
  const parse = (file: string, text: string) => {
    const r = parseSource(file, text, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    return r.ast;
  };
  it('labels the items of a picker that calls the wrapper', () => {
    const hook = parse('use-tongue.ts', "import { useEffect, useState } from 'react';\nexport function useTongueState() {\n  const [tongue, setTongueState] = useState('en');\n  const setTongue = (next) => {\n    setTongueState(next);\n    localStorage.setItem('tongue', next);\n  };\n  useEffect(() => {\n    document.documentElement.lang = tongue;\n  }, [tongue]);\n  return { tongue, setTongue };\n}\n");
    const wiring = wireLanguageState(hook, '../i18n/locale-state');
    expect([...wiring.setters.keys()]).toContain('setTongue');
    const picker = parse('picker.tsx', "export function Picker({ tongue, setTongue, list }) {\n  return (\n    <Choice value={tongue} onValueChange={(v) => setTongue(v)}>\n      {list.map((code) => <ChoiceItem key={code} value={code}>{code}</ChoiceItem>)}\n    </Choice>\n  );\n}\n");
    expect(labelLanguageToggles(picker, wiring.setters)).toBe(true);
    expect(printLikeSource(picker, '')).toContain('<ChoiceItem key={code} value={code} lang={code}>');
  });
});

// A context whose toggle hands its setter an updater (`setTongue((was) => (was === 'ar' ? 'en' : 'ar'))`):
// the button in the bar that calls the toggle names the language the updater gives, read from the
// state's value the bar also takes from the context.
describe('bilingual: a toggle that hands the language setter an updater', () => {
  const parse = (file: string, text: string) => {
    const r = parseSource(file, text, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    return r.ast;
  };
  const provider = "import { createContext, useContext, useEffect, useState } from 'react';\nconst TongueContext = createContext();\nexport function TongueProvider({ children }) {\n  const [lang, setLang] = useState('ar');\n  useEffect(() => {\n    document.documentElement.lang = lang;\n    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';\n  }, [lang]);\n  const flipTongue = () => {\n    setLang((was) => (was === 'ar' ? 'en' : 'ar'));\n  };\n  return <TongueContext.Provider value={{ lang, flipTongue }}>{children}</TongueContext.Provider>;\n}\nexport const useTongue = () => useContext(TongueContext);\n";

  it('labels the button of another file with the language the updater gives', () => {
    const wiring = wireLanguageState(parse('tongue.jsx', provider), '../i18n/locale-state');
    expect(wiring.wired).toBe(true);
    const bar = parse('bar.jsx', "import { useTongue } from './tongue';\nexport default function Bar() {\n  const { lang, flipTongue } = useTongue();\n  return <button onClick={flipTongue}>{lang === 'ar' ? 'English' : 'العربية'}</button>;\n}\n");
    expect(labelLanguageToggles(bar, wiring.setters)).toBe(true);
    expect(printLikeSource(bar, '')).toContain("<button onClick={flipTongue} lang={lang === 'ar' ? 'en' : 'ar'}>");
  });

  it('leaves a button alone where the language is not in scope, and an updater that reads more than its argument', () => {
    const wiring = wireLanguageState(parse('tongue.jsx', provider), '../i18n/locale-state');
    const blind = parse('blind.jsx', "import { useTongue } from './tongue';\nexport default function Blind() {\n  const { flipTongue } = useTongue();\n  return <button onClick={flipTongue}>⇄</button>;\n}\n");
    expect(labelLanguageToggles(blind, wiring.setters)).toBe(false);
    const other = wireLanguageState(parse('tongue.jsx', provider.replace("(was) => (was === 'ar' ? 'en' : 'ar')", "(was) => (was === 'ar' ? fallbackTongue : 'ar')")), '../i18n/locale-state');
    expect(other.setters.get('flipTongue')).toBeNull();
  });
});

// A page hands its language setter to a menu component as a prop (`onTongueChange={setTongue}`);
// the menu, in its own file, offers a third language. The menu's file calls the setter by the
// prop's name: its choices name their language and the third one leaves it.
describe('bilingual: a language setter handed to a menu as a prop', () => {
  const parse = (file: string, text: string) => {
    const r = parseSource(file, text, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    return r.ast;
  };
  it('finds the prop and treats it as a setter in the menu\'s file', () => {
    const page = parse('page.tsx', "import { useEffect, useState } from 'react';\nimport { TongueMenu } from './tongue-menu';\nexport function Page() {\n  const [tongue, setTongue] = useState('ar');\n  useEffect(() => {\n    document.documentElement.lang = tongue;\n  }, [tongue]);\n  return (\n    <header>\n      <TongueMenu current={tongue} onTongueChange={setTongue} onChange={setTongue} />\n      <TongueMenu current={tongue} pickLocale={(l) => setTongue(l)} />\n    </header>\n  );\n}\n");
    const wiring = wireLanguageState(page, '../i18n/locale-state');
    expect(wiring.wired).toBe(true);
    // `onChange` is handed the setter too, but names no language: other `onChange`s are not setters.
    expect(settersHandedOn(page, wiring.setters).sort()).toEqual(['onTongueChange', 'pickLocale']);
    const menu = parse('tongue-menu.tsx', "export function TongueMenu({ current, onTongueChange }) {\n  const tongues = [\n    { code: 'ar', name: 'العربية' },\n    { code: 'fr', name: 'Français' },\n    { code: 'en', name: 'English' },\n  ];\n  return (\n    <ul>\n      {tongues.map((x) => (\n        <li key={x.code}>\n          <button type=\"button\" onClick={() => onTongueChange(x.code)}>{x.name}</button>\n        </li>\n      ))}\n    </ul>\n  );\n}\n");
    const setters = new Map([...wiring.setters, ...settersHandedOn(page, wiring.setters).map((n) => [n, null] as const)]);
    expect(labelLanguageToggles(menu, setters)).toBe(true);
    const out = printLikeSource(menu, '');
    expect(out).toContain('onClick={() => onTongueChange(x.code)} lang={x.code}>');
    expect(out).not.toContain('Français');
    expect(out).toContain("{ code: 'ar', name: 'العربية' }");
    expect(out).toContain("{ code: 'en', name: 'English' }");
  });
});
