import { BECOMES, calls, definePageRule, exact, name, route, text, dataSites, when, wrapper } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'account',
  docs: { description: 'Account, profile, settings and order-history pages: the platform owns accounts (spec 1.2).' },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 3,
  signals: [
    name(/حسابي|طلباتي|الملف الشخصي/, 3),
    name(exact('account', 'accounts', 'myaccount', 'profile', 'myprofile', 'myorders', 'orderhistory', 'settings', 'addresses', 'subscriptions', 'membership'), 3),
    // "My page", the account page of shops written in Korean and Japanese (마이페이지, マイページ).
    name(exact('mypage', 'mypages'), 3),
    name(/마이페이지|마이 페이지|マイページ/, 3),
    name(exact('orders'), 2),
    // Account and profile in the other languages real sites are written in (it, es, pt, fr, de).
    name(exact('profilo', 'perfil', 'profil', 'miperfil', 'meuperfil', 'monprofil', 'cuenta', 'micuenta', 'conta', 'minhaconta', 'compte', 'moncompte', 'konto', 'meinkonto', 'ilmioaccount'), 3),
    // "User" as a page's whole name is the visitor's own page (a back office's user list is `users`, under admin).
    name(exact('user', 'myuser', 'userpage'), 2),
    // Signing out (called, or handed to a button as `onClick={logout}`) happens on the signed-in
    // visitor's own page; a sign-in page has nobody to sign out yet.
    calls(/^(logout|logOut|signOut|signout|sign_out|log_out)$/, 3),
    // Saved items are per-user data the platform keeps (spec 1.2).
    name(exact('wishlist', 'favorites', 'favourites', 'saveditems', 'wunschliste'), 3),
    name(/المفضلة/, 3),
    // A stored-value wallet (balance, top-ups, reward points) is the signed-in customer's too.
    name(exact('wallet', 'mywallet', 'ewallet'), 3),
    name(/المحفظة|محفظتي/, 3),
    // Structure wins over names: `/account/faq` is the account's, whatever the file is called.
    route(/^\/(account|profile|my-|me\b|mypage\b|settings)/, 3),
    wrapper(/Protected|Private|RequireAuth|Auth|Guard/, 1),
    dataSites('reads the signed-in user', (s) => s.kind === 'auth', 1),
    // "Your orders", read by the signed-in user's id: an order history, however the page is named
    // (`/track-orders` scores as order tracking too). A page after checkout reads one order by its id.
    when("lists the signed-in user's orders", (f) => /\borders\b/.test(f.names) && !!f.signals.readsByUser, 4),
    text(/حسابي|طلباتي|الملف الشخصي|my account|my orders|order history|마이페이지|マイページ/i, 1),
  ],
});
