import { defineStateRule } from '../../src/codemods/drop-pages/rule.js';

/** The value each piece of auth state takes when nobody is ever signed in. */
export default defineStateRule({
  id: 'auth-state',
  docs: { description: 'Fields of an auth hook or context become signed-out constants: users and sessions null, flags false, actions no-ops.' },
  stateNames: /^(current)?(user|session|profile|account|customer|member)$|auth|logged|signed|^token$|^is(Admin|Member)$/i,
  signInText: /\b(sign|log)[ -]?in\b|\blogin\b|create an account|تسجيل الدخول/i,
  signedInText: /welcome back|\b(signed|logged) in as\b|\b(sign|log)[ -]?out\b|\blogout\b|my account|your account|my orders|^\s*(hello|hi),?\s*$|مرحبا|تسجيل الخروج/i,
  waitingText: /\b(loading|checking|verifying|authenticating|please wait|one moment|just a moment)\b|جار[ٍي]? التحميل|يرجى الانتظار|لحظة من فضلك/i,
  // A REST site's own login keeps its token or user in browser storage: that state is auth state too.
  storageReads: /^(window\.)?(localStorage|sessionStorage)\.getItem$|^(Cookies|cookies|Cookie)\.get$|^getCookie$/,
  storageWrites: /^(window\.)?(localStorage|sessionStorage)\.(setItem|removeItem)$|^(Cookies|cookies|Cookie)\.(set|remove)$|^(setCookie|removeCookie|deleteCookie)$/,
  // Only keys about who is signed in: never a cart, language or preference key.
  storageKeys: /^(token|auth[-_]?token|user[-_]?token|jwt|access[-_]?token|id[-_]?token|refresh[-_]?token|user|current[-_]?user|auth[-_]?user|session)$/i,
  defaults: [
    { name: /^(is|has|can|should)[A-Z_]|^(loading|busy|pending|authenticated|loggedIn|signedIn|admin|ready)$/i, value: 'false' },
    { name: /^(login|logout|log[A-Z]|sign[A-Z]|signin|signout|signup|register|navigate[A-Z]|redirect|refresh|check[A-Z]|set[A-Z]|update[A-Z]|reset[A-Z]|verify)/, value: 'noop' },
    { name: /^(token|accessToken|jwt|authToken)$/i, value: 'empty-string' },
    { name: /./, value: 'null' },
  ],
});
