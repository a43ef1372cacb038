import { defineGateRule } from '../../src/codemods/drop-pages/rule.js';

/** Guards, providers and hooks that gate storefront pages on a signed-in user. */
export default defineGateRule({
  id: 'auth-gates',
  docs: { description: 'Protected-route wrappers and auth providers are unwrapped; auth hooks become signed-out constants (spec 1.2: the platform owns identity).' },
  guards: /^(Role|Admin|Auth|User)?(Protected|Private|Admin|Auth|Authenticated|Authorized|Secure|Guarded|Role|Member|Customer|User|Login)(Only)?(Route|Outlet|Guard|Gate|Page|Layout|Wrapper|Boundary)$|^Require(s)?(Auth|Admin|User|Login|Role|Session|SignIn)$|^(Auth|Admin|Login|Role|Session)(Guard|Gate|Check|Required)$|^With(Auth|Admin|User|Session)$|^SignedIn$/,
  providers: /^(Auth|Session|User|CurrentUser|Supabase(Auth)?|FirebaseAuth|Clerk|Auth0|Identity)(Context)?\.?Provider$|^SessionContextProvider$/,
  hooks: /^use(Auth|AuthContext|AuthState|Session|SessionContext|User|CurrentUser|Me|Admin|IsAdmin|Profile|UserProfile|MyProfile|SupabaseUser|SupabaseSession|Viewer|AdminPermissions|Permissions|UserRole|Role|Roles)(Store)?$/,
  forceSignInOptions: ['requiresAuth', 'requireAuth', 'authRequired'],
  // `authUtils`, `authReturnTo`, `AuthLayout`, `AuthButtons` (not `author…`, `authentic…`), the
  // stores and guards of the lines above, and the screens shown to a visitor without the right
  // account (`UserNotRegisteredError`, `AccessDenied`).
  modules: /^(use)?(auth(?!or|entic(?!at))\w*|session(context|provider|guard|store|slice)?|currentuser(context|provider|store)?)$|^(role|admin|auth|user)?(protected|private|require|with)(route|auth|page|outlet)s?$|^(login|signin|signup)(callback|modal|form|dialog|gate|wrapper)?$|^(user)?(not(registered|authori[sz]ed|allowed)|unauthori[sz]ed|accessdenied)(error|page|screen|view)?$/i,
  hookPackages: /^(@supabase\/auth-helpers-react|@supabase\/auth-ui-react|@clerk\/|@auth0\/|next-auth|react-firebase-hooks\/auth)/,
});
