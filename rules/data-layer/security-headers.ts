/**
 * Response headers a source sets from the page itself (a `<meta http-equiv>` in index.html, or a
 * "security hardening" component that injects one at run time). In a theme the platform serves the
 * page and its headers; a policy set from the page also binds the platform's own scripts, and the
 * browser logs an error for directives a `<meta>` cannot carry (`frame-ancestors`).
 */
export const SECURITY_HEADERS = /^(content-security-policy(-report-only)?|x-frame-options|x-content-type-options|x-xss-protection|strict-transport-security|permissions-policy|cross-origin-(embedder|opener|resource)-policy)$/i;

export const SECURITY_HEADERS_WHY = 'the platform serves the theme and its security headers; a policy set from the page would also bind the platform\'s scripts';
