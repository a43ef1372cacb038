import { defineAuthCallRule } from '../../src/codemods/drop-pages/rule.js';

/**
 * Vendor auth calls by the dotted path of their callee (`base44.auth.me`, `User.me`,
 * `supabase.auth.getSession`). `current-user` calls become "nobody signed in"; subscriptions and
 * sign-in/out calls lose their statement. Anything else is a Limitations row.
 */
export default defineAuthCallRule({
  id: 'auth-calls',
  docs: { description: 'Auth calls in storefront code: current-user reads become null, auth subscriptions and sign-in/out redirects go.' },
  calls: [
    { callee: /(^|\.)auth\.(me|getUser|getSession|currentUser|isAuthenticated)$|^User\.me$|(^|\.)getCurrentUser$/, action: 'current-user' },
    { callee: /(^|\.)(onAuthStateChange|onAuthStateChanged|onIdTokenChanged)$/, action: 'subscription' },
    { callee: /(^|\.)auth\.(redirectToLogin|loginWithRedirect|login|logout|signOut|signIn\w*|signUp|updateMe)$|^User\.(login\w*|logout|updateMe|redirectToLogin)$|^(signOut|signInWithPopup|signInWithRedirect|signInWithEmailAndPassword)$/, action: 'sign-in-out' },
  ],
});
