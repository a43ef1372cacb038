/**
 * The shape of the data modules under rules/drop/: vendor-neutral names of auth gates, auth state
 * and auth calls, so the drop-pages codemod holds no list of names of its own (DESIGN §3).
 */
export interface DropRuleMeta {
  /** Equals the file name; limitation comments read `drop-pages/<id>`. */
  id: string;
  docs: { description: string };
}

/** Components and hooks that gate pages on a signed-in user. */
export interface GateRule extends DropRuleMeta {
  /** Route guards: unwrapped to their children (`<ProtectedRoute>`, `<RequireAuth>`). */
  guards: RegExp;
  /** Auth providers: unwrapped (`<AuthProvider>`, `<AuthContext.Provider>`). */
  providers: RegExp;
  /** Hooks that return the signed-in user or session (`useAuth()`, `useSession()`). */
  hooks: RegExp;
  /** Packages whose hooks of that name are auth hooks even when not in a local auth module. */
  hookPackages: RegExp;
  /** Client options that force sign-in for every visitor (`requiresAuth: true`): set to false. */
  forceSignInOptions: string[];
  /**
   * Module file names (separators removed) whose job is auth plumbing: providers, stores, helpers,
   * the screens a failed sign-in shows. The analyzer lists them in `authFiles`.
   */
  modules: RegExp;
}

/** What an auth value becomes when nobody is ever signed in. */
export interface StateRule extends DropRuleMeta {
  /** Names of variables holding who is signed in (`user`, `session`, `isLoggedIn`, `token`). */
  stateNames: RegExp;
  /** Text of a sign-in prompt (`Please sign in to see your cart`). */
  signInText: RegExp;
  /** Text about the signed-in person (`Welcome back`, `Signed in as`, `Log out`): a branch showing it goes. */
  signedInText: RegExp;
  /**
   * Text of a waiting placeholder (`Loading…`, `Checking auth`): a branch showing only that, shown
   * while auth state is read back, is not what an anonymous visitor sees once it is.
   */
  waitingText: RegExp;
  /** Calls reading browser storage (`localStorage.getItem`, `Cookies.get`): first argument is the key. */
  storageReads: RegExp;
  /** Calls writing or clearing browser storage (`localStorage.setItem`, `Cookies.remove`). */
  storageWrites: RegExp;
  /** Storage keys that hold who is signed in (`token`, `jwt`, `user`), never a cart or preference key. */
  storageKeys: RegExp;
  /** Ordered: the first pattern matching a field or variable name gives its constant. */
  defaults: { name: RegExp; value: 'null' | 'false' | 'noop' | 'empty-string' }[];
}

export type AuthCallAction =
  /** The call yields the current user/session: it becomes `null` (or `{ data: { user: null, session: null } }`). */
  | 'current-user'
  /** A subscription to auth changes: its statement goes (and the effect when nothing is left). */
  | 'subscription'
  /** Sign-in / sign-out / redirect-to-login: its statement goes. */
  | 'sign-in-out';

export interface AuthCallRule extends DropRuleMeta {
  calls: { callee: RegExp; action: AuthCallAction }[];
  /**
   * Auth calls known by the operation the analysis gave their site (`POST /api/auth/logout`)
   * rather than by their callee (`fetch`, `apiRequest`): the call on that line that names the
   * endpoint in an argument.
   */
  operations: { operation: RegExp; action: AuthCallAction }[];
}

/** How links, redirects and page URLs are written. */
export interface LinkRule extends DropRuleMeta {
  /** JSX attributes holding a link target. */
  linkAttributes: string[];
  /** Keys of nav-array entries that hold a link target (`{ name, href }`). */
  navKeys: string[];
  /** Functions that turn a page name into a URL (`createPageUrl('Login')`). */
  pageUrlHelpers: string[];
  /** Calls that navigate (the last member name): `navigate('/login')`, `router.push('/login')`. */
  navigateCalls: RegExp;
  /** JSX elements that redirect when rendered (`<Navigate to>`, `<Redirect to>`). */
  redirectElements: RegExp;
  /** Assignments that navigate: `window.location.href = '/login'`. */
  locationTargets: RegExp;
  /**
   * A path word that, in a link no route of the site serves (`/staff-x9/dashboard`), names a
   * page the theme does not have: the link goes like one to a dropped page.
   */
  deadLinkWords: string[];
}

export const defineGateRule = (r: GateRule): GateRule => r;
export const defineStateRule = (r: StateRule): StateRule => r;
export const defineAuthCallRule = (r: AuthCallRule): AuthCallRule => r;
export const defineLinkRule = (r: LinkRule): LinkRule => r;
