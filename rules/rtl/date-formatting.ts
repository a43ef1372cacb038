/**
 * Date formatting that names a fixed locale (`d.toLocaleDateString('fr-FR')`, `new
 * Intl.DateTimeFormat('de-DE')`, date-fns `format(d, 'PPP', { locale: fr })`) writes the source's
 * language in both locales of the theme: the retrofit makes it follow the active one. Knowledge as
 * data: the methods that take a locale first, and date-fns' locale module with the names of its
 * Arabic and English locales.
 */
export const DATE_LOCALE_METHODS: ReadonlySet<string> = new Set(['toLocaleDateString', 'toLocaleTimeString']);

/** `Intl.X(locale, …)` constructors that format dates and times. */
export const INTL_DATE_FORMATTERS: ReadonlySet<string> = new Set(['DateTimeFormat', 'RelativeTimeFormat']);

/** date-fns passes its locale as an object imported from this module. */
export const DATE_FNS_LOCALES = { module: /^date-fns\/locale(\/[\w-]+)?$/, ar: 'ar', en: 'enUS', from: 'date-fns/locale' } as const;

/**
 * date-fns functions that write words (`formatDistanceToNow(d, { addSuffix: true })` is "3 days
 * ago"), by the index of their options argument. Called without a `locale` they write English in
 * both locales of the theme.
 */
export const DATE_FNS_WORD_FORMATTERS: ReadonlyMap<string, number> = new Map([
  ['formatDistance', 2],
  ['formatDistanceStrict', 2],
  ['formatDistanceToNow', 1],
  ['formatDistanceToNowStrict', 1],
  ['formatRelative', 2],
  ['formatDuration', 1],
  ['format', 2],
]);

/** date-fns' own module, or one function's module (`date-fns/formatDistanceToNow`). */
export const DATE_FNS_MODULE = /^date-fns(\/(\w+))?$/;

/**
 * A `format` pattern that writes words: month and weekday names, long localized dates, day periods,
 * ordinals. Text quoted in the pattern (`'at'`) is left out first.
 */
export const DATE_FNS_WORD_TOKENS = /M{3,}|L{3,}|E+|e{3,}|c{3,}|P{2,}|do|a+|b+|B+/;
