/**
 * ISO 639-1 codes of the languages sites write their copy in, as they key dictionaries, phrase
 * tables and per-language records (`{ fr: …, en: … }`, `locales/pt-BR.json`). One list for the
 * analyzer and the codemods. Not `am` (Amharic): as a key it is far more often the morning (`{ am, pm }`).
 */
export const LANGUAGE_CODES: ReadonlySet<string> = new Set(
  ('en ar fr es de it pt nl ru zh ja ko tr fa ps ur he hi bn sv no nb da fi pl el ms id th vi uk ro cs hu bg hr sr sk sl et lv lt '
    + 'sq az ka hy kk uz ku sw te ta ml kn mr gu pa ca tl').split(' '),
);

/** The language part of a locale code (`pt-BR` → `pt`, `zh_CN` → `zh`). */
export const languageOf = (code: string): string => code.split(/[-_]/)[0].toLowerCase();
