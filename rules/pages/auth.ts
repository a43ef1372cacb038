import { BECOMES, definePageRule, exact, name, route, text, words, dataSites, calls, input, jsx } from '../../src/analyze/pages/page-rule.js';

import { BOOKING } from './lead-form.js';

export default definePageRule({
  id: 'auth',
  docs: { description: 'Login, registration, password reset and OAuth pages: the platform owns identity (spec 1.2).' },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 4,
  signals: [
    name(/تسجيل الدخول|إنشاء حساب|كلمة المرور|نسيت/, 3),
    name(exact('auth'), 3),
    name(words('login', 'log in', 'signin', 'sign in', 'signup', 'sign up', 'register', 'authenticat', 'forgot', 'resetpassword', 'reset password', 'password', 'logout', 'oauth', 'otp', 'consent'), 3),
    input('password', 3),
    // The screen a guard sends a visitor without the right session or role to.
    name(words('unauthori', 'unauthenticated', 'accessdenied', 'access denied', 'forbidden', 'notallowed'), 4),
    // The screens an account waiting for, or refused, the owner's approval is sent to.
    name(words('pendingapproval', 'pending approval', 'awaitingapproval', 'awaiting approval', 'rejectedaccess', 'rejected access', 'accessrejected', 'accountsuspended', 'accountpending'), 4),
    // The form may live in a component of its own (`<LoginForm/>`); the route says what the page is.
    route(/^\/(login|log-in|signin|sign-in|register|signup|sign-up|forgot-password|reset-password|otp|verify-otp|verify-email|email-verification)\/?$/, 1),
    jsx(/^(Login|LogIn|SignIn|Signin|Register|SignUp|Signup|Auth)(Form|Card|Panel)$/, 1),
    calls(/^(signIn\w*|signUp|login|register|createUserWithEmailAndPassword|sendPasswordResetEmail|resetPasswordForEmail|updatePassword|updateUser|verifyOtp|confirmPasswordReset)$/, 1),
    dataSites('auth calls', (s) => s.kind === 'auth', 1),
    text(/تسجيل الدخول|إنشاء حساب|كلمة المرور|نسيت|sign in|log in|forgot password|create an account/i, 1),
    // A booking or reservation page that lets the visitor sign up on the way is still the booking.
    name(BOOKING, -3),
  ],
});
