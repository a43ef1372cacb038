/**
 * i18n libraries that hold the page language themselves (issue 6 item 3), as data: a theme on
 * one of them keeps it, driven by the platform locale. `setLanguage` is the instance method a
 * language switch calls; `hook`/`instance` read the instance inside a component.
 */
export interface I18nLibrary {
  name: string;
  /** Import sources that mean the site uses it. */
  imports: RegExp;
  setLanguage: string;
  /** `const { <instance> } = <hook>()` from `hookModule` gives the instance in a component. */
  hookModule: string;
  hook: string;
  instance: string;
}

export default {
  id: 'i18n-libraries',
  docs: { description: 'i18n libraries holding the language (i18next / react-i18next): how to read and set it.' },
  libraries: [
    { name: 'i18next', imports: /^(react-i18next|i18next|next-i18next)$/, setLanguage: 'changeLanguage', hookModule: 'react-i18next', hook: 'useTranslation', instance: 'i18n' },
  ] as I18nLibrary[],
};
