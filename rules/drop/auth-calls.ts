import { defineAuthCallRule } from '../../src/codemods/drop-pages/rule.js';

/**
 * Vendor auth calls by the dotted path of their callee (`base44.auth.me`, `User.me`,
 * `supabase.auth.getSession`). `current-user` calls become "nobody signed in"; subscriptions,
 * sign-in/out calls and the signed-in user's own profile saves (`User.updateMe`, the legacy
 * `User.updateMyUserData`) lose their statement. HTTP auth endpoints (`fetch('/api/auth/logout')`) are
 * known by the operation of their analysed site. Anything else is a Limitations row.
 */
export default defineAuthCallRule({
  id: 'auth-calls',
  docs: { description: 'Auth calls in storefront code: current-user reads become null, auth subscriptions and sign-in/out redirects go.' },
  calls: [
    { callee: /(^|\.)auth\.(me|getUser|getSession|currentUser|isAuthenticated)$|^User\.me$|(^|\.)getCurrentUser$/, action: 'current-user' },
    { callee: /(^|\.)(onAuthStateChange|onAuthStateChanged|onIdTokenChanged)$/, action: 'subscription' },
    { callee: /(^|\.)auth\.(redirectToLogin|loginWithRedirect|login|logout|signOut|signIn\w*|signUp|updateMe|updateMyUserData)$|^User\.(login\w*|logout|updateMe|updateMyUserData|redirectToLogin)$|^(signOut|signInWithPopup|signInWithRedirect|signInWithEmailAndPassword)$/, action: 'sign-in-out' },
  ],
  operations: [
    { operation: /^GET \S*\/(auth|session|account|users?)\/(me|user|session|current(-?user)?|whoami)\b/i, action: 'current-user' },
    { operation: /^(POST|GET|DELETE) \S*\/(auth|session|users?)\/(log-?out|sign-?out|log-?in|sign-?in|sign-?up|register)\b/i, action: 'sign-in-out' },
    { operation: /^(POST|GET|DELETE) \S*\/(logout|signout|login|signin)\b/i, action: 'sign-in-out' },
  ],
});
