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
