import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';
import { formatReport } from '../../src/analyze/report.js';
import type { Collector } from '../../src/rule-kit/collector.js';
import type { DataLayerFacts } from '../../src/analyze/data-layer/index.js';

/** Whole-site facts on small inline sites; the data layer is stubbed so only these facts are under test. */
const noDataLayer: Collector<DataLayerFacts> = {
  name: 'no-data-layer',
  visitFile: () => null,
  finish: () => ({ origin: { primary: 'other', vendors: [] }, vendorBootstrap: [], vendorPackages: [], dataSites: [], limitations: [], authSiteFiles: [] }),
};

async function analyze(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-facts-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return analyzeSite(await loadSite(dir), { dataLayer: noDataLayer });
}

const pkg = (deps: Record<string, string>) => JSON.stringify({ name: 'x', dependencies: deps });
const page = (name: string, body: string) => `export default function ${name}() {\n  return ${body};\n}\n`;

describe('language status', () => {
  it('bilingual: two complete i18n resources', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-i18next': '^14.0.0' }),
      'src/i18n.js': 'i18n.init({ resources: { en: { translation: { hi: "Hi", bye: "Bye" } }, ar: { translation: { hi: "مرحبا", bye: "مع السلامة" } } } });\n',
      'src/pages/Home.jsx': page('Home', '<h1>{t("hi")}</h1>'),
    });
    expect(a.languageStatus).toBe('bilingual');
    expect(a.languages).toEqual(['ar', 'en']);
  });

  it('partial: a second locale covers part of the keys', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'src/locales/en/common.json': JSON.stringify({ a: 'A', b: 'B', c: 'C', d: 'D' }),
      'src/locales/ar/common.json': JSON.stringify({ a: 'أ' }),
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
    });
    expect(a.languageStatus).toBe('partial');
    expect(a.languages).toEqual(['ar', 'en']);
  });

  it('partial: a dictionary whose entries are still empty does not count them (a retrofitted theme half translated)', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'src/i18n/en.json': JSON.stringify({ 'nav.menu': 'Menu', 'nav.visit': 'Visit us', 'hero.title': 'Fresh every morning', 'cart.empty': 'Your basket is empty' }),
      'src/i18n/ar.json': JSON.stringify({ 'nav.menu': 'القائمة', 'nav.visit': '', 'hero.title': '', 'cart.empty': ' ' }),
      'src/lib/messages.js': "export const resources = { en: { greet: 'Hello', bye: 'Goodbye' }, ar: { greet: '', bye: '' } };\n",
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
    });
    expect(a.languageStatus).toBe('partial');
    expect(a.languages).toEqual(['ar', 'en']);
  });

  it('partial: an English dictionary that still holds a French source\'s copy, until source-copy.json shows it translated', async () => {
    const fr = {
      'hero.title': 'Une cuisine de saison préparée chaque matin avec des produits locaux',
      'hero.text': 'Réservez votre table pour le déjeuner ou le dîner en quelques clics',
      'menu.intro': 'Découvrez nos entrées, nos plats du jour et nos desserts faits maison',
      'contact.text': 'Nous sommes ouverts du mardi au samedi, de midi à vingt-deux heures',
    };
    const ar = { 'hero.title': 'مطبخ موسمي', 'hero.text': 'احجز طاولتك', 'menu.intro': 'اكتشف قائمتنا', 'contact.text': 'نفتح من الثلاثاء إلى السبت' };
    const files = {
      'package.json': pkg({ react: '^18.3.1' }),
      'src/i18n/ar.json': JSON.stringify(ar),
      'src/pages/Home.jsx': page('Home', '<h1>{t("hero.title")}</h1>'),
    };
    const before = await analyze({ ...files, 'src/i18n/en.json': JSON.stringify(fr) });
    expect([before.languageStatus, before.languages]).toEqual(['partial', ['ar', 'en', 'fr']]);
    // Translated (here into pseudo-English stand-ins), with the record of the French it replaced.
    const en = Object.fromEntries(Object.keys(fr).map((k) => [k, `[Ŧêšŧ ${k}]`]));
    const record = JSON.stringify({ language: 'fr', copy: fr, same: [] });
    const after = await analyze({ ...files, 'src/i18n/en.json': JSON.stringify(en), 'src/i18n/source-copy.json': record });
    expect([after.languageStatus, after.languages]).toEqual(['bilingual', ['ar', 'en']]);
    // Half translated: still partial, by the record.
    const half = await analyze({ ...files, 'src/i18n/en.json': JSON.stringify({ ...fr, 'hero.title': 'Seasonal cooking' }), 'src/i18n/source-copy.json': record });
    expect([half.languageStatus, half.languages]).toEqual(['partial', ['ar', 'en', 'fr']]);
  });

  it('monolingual Arabic: <html lang="ar"> and Arabic UI strings', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'index.html': '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>',
      'src/pages/Home.jsx': page('Home', '<div><h1>أهلا بكم</h1><p>أفضل المنتجات</p><p>تسوق الآن</p></div>'),
    });
    expect(a.languageStatus).toBe('monolingual');
    expect(a.languages).toEqual(['ar']);
  });
});

describe('language status: a scaffold <html lang>', () => {
  it('Arabic UI text wins over lang="en" left by the scaffold', async () => {
    const strings = ['أهلا', 'المنتجات', 'تسوق الآن', 'من نحن', 'اتصل بنا', 'السلة', 'الدفع', 'العروض', 'الرئيسية', 'حسابي', 'تواصل'];
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
      'src/pages/Home.jsx': page('Home', `<div>${strings.map((t) => `<p>${t}</p>`).join('')}<p>SAR</p></div>`),
    });
    expect(a.languageStatus).toBe('monolingual');
    expect(a.languages).toEqual(['ar']);
  });
});

describe('server, framework and design', () => {
  it('reads a server of its own from imports and ORM configs', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', express: '^4.19.0' }),
      'server/index.ts': 'import express from "express";\nimport session from "express-session";\nimport multer from "multer";\nimport nodemailer from "nodemailer";\nimport Stripe from "stripe";\nimport twilio from "twilio";\nconst app = express();\n',
      'drizzle.config.ts': 'export default { schema: "./shared/schema.ts" };\n',
      'shared/schema.ts': 'import { pgTable, text } from "drizzle-orm/pg-core";\nexport const products = pgTable("products", { name: text("name") });\n',
      'src/pages/Home.tsx': page('Home', '<h1>Home</h1>'),
    });
    expect(a.server.present).toBe(true);
    expect(a.server.kinds).toEqual(['routes', 'database', 'schema', 'sessions', 'uploads', 'email', 'sms', 'payments']);
    expect(a.server.paths).toEqual(['drizzle.config.ts', 'server', 'shared/schema.ts']);
  });

  it('counts the modules only the server imports as the server\'s, not those the client shares or the build config', async () => {
    const a = await analyze({
      'package.json': pkg({ express: '^4', mysql2: '^3', react: '^18' }),
      'app.js': "const express = require('express');\nconst pages = require('./handlers/pages');\nconst app = express();\napp.get('/', pages.home);\n",
      'handlers/pages.js': "const pool = require('../store/pool');\nconst { slugify } = require('../shared/text');\nexports.home = (req, res) => res.render('index');\n",
      'store/pool.js': "const mysql = require('mysql2');\nmodule.exports = mysql.createPool({});\n",
      'shared/text.js': "exports.slugify = (s) => s.toLowerCase();\n",
      'server/dev.ts': "import express from 'express';\nimport config from '../vite.config';\n",
      'vite.config.ts': 'export default {};\n',
      'src/main.jsx': "import { slugify } from '../shared/text';\nexport const x = slugify('A');\n",
    });
    expect(a.server.paths).toEqual(['app.js', 'handlers/pages.js', 'server', 'store/pool.js']);
    expect(a.server.kinds).toEqual(['routes', 'database']);
  });
  it('no server for a client-only site with a vendor client', async () => {
    const a = await analyze({ 'package.json': pkg({ react: '^18.3.1' }), 'src/api/client.js': 'import { createClient } from "@supabase/supabase-js";\n' });
    expect(a.server).toEqual({ present: false, paths: [], kinds: [] });
  });

  it('framework, styling, UI kit, animation and the design summary', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', vite: '^5.0.0', tailwindcss: '^3.4.0', 'framer-motion': '^11.0.0', 'tailwindcss-animate': '^1.0.7' }),
      'vite.config.ts': 'export default {};\n',
      'components.json': '{}',
      'tailwind.config.ts': 'export default { theme: { extend: { fontFamily: { sans: ["Cairo", "sans-serif"] }, colors: { brand: { DEFAULT: "#0f766e", light: "#5eead4" } }, keyframes: { "fade-in": {} } } } };\n',
      'src/index.css': '@import url("https://fonts.googleapis.com/css2?family=Tajawal:wght@400;700&display=swap");\n@tailwind base;\n:root { --primary: 222 47% 11%; --radius: 0.5rem; }\n',
      'src/App.tsx': 'import { Routes, Route } from "react-router-dom";\nimport Layout from "./components/Layout";\nimport Home from "./pages/Home";\nexport default function App() {\n  return <Layout><Routes><Route path="/" element={<Home />} /></Routes></Layout>;\n}\n',
      'src/components/Layout.tsx': 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <main>{children}</main>;\n}\n',
      'src/pages/Home.tsx': 'import { motion } from "framer-motion";\nexport default function Home() {\n  return <motion.h1>Home</motion.h1>;\n}\n',
    });
    expect(a.framework).toMatchObject({ react: true, bundler: 'vite', router: 'react-router-v6', language: 'ts', styling: ['tailwind'], uiKit: ['shadcn'] });
    expect(a.framework.animation).toEqual(['framer-motion', 'tailwindcss-animate', 'css-keyframes']);
    expect(a.design).toMatchObject({
      fonts: ['Cairo', 'Tajawal'],
      colors: { '--primary': '222 47% 11%', brand: '#0f766e', 'brand-light': '#5eead4' },
      tailwindConfig: 'tailwind.config.ts',
      cssFiles: ['src/index.css'],
      layoutShell: 'src/components/Layout.tsx',
    });
    expect(a.design!.animation).toContain('keyframes:fade-in');
  });
});

describe('pages, gaps, auth files and links', () => {
  it('keeps unrouted files of a routed app out of the pages; lists missing canonical pages, auth files and broken links', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': 'import { Routes, Route, Link } from "react-router-dom";\nimport Home from "./pages/Home";\nimport Login from "./pages/Login";\nimport Services from "./pages/Services";\nexport default function App() {\n  return <><Link to="/privacy">Privacy</Link><Link to="/services">Services</Link><Routes><Route path="/" element={<Home />} /><Route path="/login" element={<Login />} /><Route path="/services" element={<Services />} /></Routes></>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Login.jsx': page('Login', '<form><input type="password" /></form>'),
      'src/pages/Services.jsx': page('Services', '<h1>Our services</h1>'),
      'src/pages/OldPromo.jsx': page('OldPromo', '<h1>Promo</h1>'),
      'src/context/AuthContext.jsx': 'import { createContext } from "react";\nexport const AuthContext = createContext(null);\n',
    });
    expect(a.pages.map((p) => [p.file, p.route, p.class, p.canonical])).toEqual([
      ['src/pages/Home.jsx', '/', 'storefront', 'home'],
      ['src/pages/Login.jsx', '/login', 'drop', null],
      ['src/pages/Services.jsx', '/services', 'storefront', 'services'],
    ]);
    // A dead file of the pages folder is not a page; it is listed with its reading.
    expect(a.unroutedFiles?.map((u) => [u.file, u.class])).toEqual([['src/pages/OldPromo.jsx', 'content']]);
    expect(a.missingCanonical).toEqual(['products', 'product', 'cart', 'checkout', 'order-status', 'service', 'about', 'contact', 'blog', 'careers', 'faq', 'legal']);
    expect(a.authFiles).toEqual(['src/context/AuthContext.jsx', 'src/pages/Login.jsx']);
    expect(a.brokenLinks).toEqual([{ file: 'src/App.jsx', line: 6, to: '/privacy' }]);
  });

  it('auth files: a context provided under an auth provider name, and hooks that hand back an auth value, transitively', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /></Routes>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      // `CurrentUserContext.Provider` is unwrapped by name: the module supplies auth state.
      'src/state/visitor.jsx': 'import { createContext, useState } from "react";\nconst CurrentUserContext = createContext();\nexport function VisitorShell({ children }) {\n  const [who, setWho] = useState(null);\n  return <CurrentUserContext.Provider value={{ who, setWho }}>{children}</CurrentUserContext.Provider>;\n}\nexport default CurrentUserContext;\n',
      // Hands the context value back (or a fallback): its callers read auth state.
      'src/hooks/use-visitor-safe.js': 'import { useContext } from "react";\nimport CurrentUserContext from "../state/visitor";\nexport function useVisitorSafe() {\n  const v = useContext(CurrentUserContext);\n  if (!v) return { who: null, setWho: () => {} };\n  return v;\n}\n',
      // One more hop: a field of the value above.
      'src/hooks/useWho.js': 'import { useVisitorSafe } from "./use-visitor-safe";\nexport const useWho = () => useVisitorSafe().who;\n',
      // Uses auth state but hands back a cart: not an auth file.
      'src/hooks/useBasket.js': 'import { useState } from "react";\nimport { useVisitorSafe } from "./use-visitor-safe";\nexport function useBasket() {\n  const { who } = useVisitorSafe();\n  const [items] = useState([]);\n  return { items, owner: who };\n}\n',
      // A neutral context rendered by an exported `AuthProvider`: auth too.
      'src/state/account.jsx': 'import { createContext, useContext } from "react";\nconst Ctx = createContext(null);\nexport function AuthProvider({ children }) {\n  return <Ctx.Provider value={{ member: null }}>{children}</Ctx.Provider>;\n}\nexport const useAccount = () => useContext(Ctx);\n',
      // One module for the shopper and the basket: the basket would go with it, so not auth.
      'src/state/shop.jsx': 'import { createContext } from "react";\nexport const UserContext = createContext(null);\nexport const BasketContext = createContext([]);\n',
      // A context under a name the mend leaves alone.
      'src/state/theme.jsx': 'import { createContext } from "react";\nexport const ThemeContext = createContext("light");\nexport function ThemeProvider({ children }) {\n  return <ThemeContext.Provider value="dark">{children}</ThemeContext.Provider>;\n}\n',
    });
    expect(a.authFiles).toEqual(['src/hooks/use-visitor-safe.js', 'src/hooks/useWho.js', 'src/state/account.jsx', 'src/state/visitor.jsx']);
  });

  it('auth plumbing by name and by structure: helpers, permission hooks, role guards, error screens, approval pages, layouts of a dropped area', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': [
        'import { createBrowserRouter, RouterProvider } from "react-router-dom";',
        'import Home from "./pages/Home";',
        'import Staff from "./pages/StaffUsers";',
        'import StaffShell from "./components/StaffShell";',
        'import Awaiting from "./pages/PendingApproval";',
        'import SiteShell from "./components/SiteShell";',
        'const router = createBrowserRouter([',
        '  { path: "/", element: <SiteShell />, children: [{ index: true, element: <Home /> }, { path: "waiting", element: <Awaiting /> }] },',
        '  { path: "/staff", element: <StaffShell />, children: [{ index: true, element: <Staff /> }] },',
        ']);',
        'export default function App() {',
        '  return <RouterProvider router={router} />;',
        '}',
        '',
      ].join('\n'),
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/StaffUsers.jsx': 'import { useAdminPermissions } from "../hooks/use-admin-permissions";\nexport default function StaffUsers() {\n  const { canEdit } = useAdminPermissions();\n  return <table><tbody><tr><td>{canEdit ? "edit" : "view"}</td></tr></tbody></table>;\n}\n',
      'src/pages/PendingApproval.jsx': page('PendingApproval', '<p>Your account waits for approval.</p>'),
      'src/components/StaffShell.jsx': 'import { Outlet } from "react-router-dom";\nexport default function StaffShell() {\n  return <div className="staff"><Outlet /></div>;\n}\n',
      'src/components/SiteShell.jsx': 'import { Outlet } from "react-router-dom";\nexport default function SiteShell() {\n  return <main><Outlet /></main>;\n}\n',
      'src/hooks/use-admin-permissions.js': 'export function useAdminPermissions() {\n  return { canEdit: false };\n}\n',
      'src/lib/authReturnTo.js': 'export const rememberReturn = (path) => sessionStorage.setItem("return", path);\n',
      'src/components/UserNotRegisteredError.jsx': 'export default function UserNotRegisteredError() {\n  return <p>Not registered</p>;\n}\n',
      'src/components/RoleProtectedRoute.jsx': 'export default function RoleProtectedRoute({ children }) {\n  return children;\n}\n',
      // Not auth: an author's card, and a layout drawn inside one page.
      'src/components/AuthorCard.jsx': 'export default function AuthorCard() {\n  return <p>By the team</p>;\n}\n',
      'src/components/AdminLayout.jsx': 'export default function AdminLayout({ children }) {\n  return <div>{children}</div>;\n}\n',
    });
    const classOf = Object.fromEntries(a.pages.map((p) => [p.file, p.class]));
    expect(classOf['src/pages/PendingApproval.jsx']).toBe('drop');
    expect(a.authFiles).toEqual([
      'src/components/RoleProtectedRoute.jsx',
      'src/components/StaffShell.jsx',
      'src/components/UserNotRegisteredError.jsx',
      'src/hooks/use-admin-permissions.js',
      'src/lib/authReturnTo.js',
      'src/pages/PendingApproval.jsx',
      'src/pages/StaffUsers.jsx',
    ]);
  });

  it('a page that another path redirects to is named by that path too (`/contact` → the catering enquiry page)', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': 'import { Routes, Route, Navigate } from "react-router-dom";\nimport Home from "./pages/Home";\nimport Events from "./pages/Events";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/events" element={<Events />} /><Route path="/contact" element={<Navigate to="/events" replace />} /></Routes>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Events.jsx': page('Events', '<form><input name="guests" /><button>Ask us</button></form>'),
    });
    expect(a.pages.map((p) => [p.file, p.route, p.canonical])).toEqual([
      ['src/pages/Events.jsx', '/events', 'contact'],
      ['src/pages/Home.jsx', '/', 'home'],
    ]);
  });

  it('language: a dictionary in a constant and string-by-string ternaries are two languages; a UI kit\'s English labels are not', async () => {
    const ar = ['الرئيسية', 'المنتجات', 'من نحن', 'اتصل بنا', 'السلة', 'الدفع', 'العروض', 'المدونة', 'الأسئلة', 'الشروط', 'الخصوصية', 'الحساب'];
    const en = ['Home', 'Products', 'About us', 'Contact us', 'Cart', 'Checkout', 'Offers', 'Blog', 'Questions', 'Terms', 'Privacy', 'Account'];
    const dict = (words: string[]) => `{ ${words.map((w, i) => `k${i}: "${w}"`).join(', ')} }`;
    const inConst = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'src/copy.js': `export const COPY = { en: ${dict(en)}, ar: ${dict(ar)} };\n`,
      'src/App.jsx': 'import { COPY } from "./copy";\nexport default function App({ lang }) {\n  return <h1>{COPY[lang].k0}</h1>;\n}\n',
    });
    expect([inConst.languageStatus, inConst.languages]).toEqual(['bilingual', ['ar', 'en']]);

    const ternaries = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'src/Nav.jsx': `export default function Nav({ rtl }) {\n  return <nav>${ar.map((w, i) => `<a>{rtl ? "${w}" : "${en[i]}"}</a>`).join('')}</nav>;\n}\n`,
    });
    expect([ternaries.languageStatus, ternaries.languages]).toEqual(['bilingual', ['ar', 'en']]);

    const arabicOnly = await analyze({
      'package.json': pkg({ react: '^18.3.1' }),
      'src/App.jsx': `export default function App() {\n  return <main>${ar.map((w) => `<p>${w}</p>`).join('')}<span className="sr-only">Open menu</span><span className="sr-only">Next picture</span><span className="sr-only">Previous picture</span></main>;\n}\n`,
      'src/components/ui/sheet.jsx': 'export function Sheet() {\n  return <div><button aria-label="Close panel">x</button><span>Close</span><span>Loading more</span><span>Previous page</span><span>Next page</span></div>;\n}\n',
    });
    expect([arabicOnly.languageStatus, arabicOnly.languages]).toEqual(['monolingual', ['ar']]);
  });

  it('an unrouted page file the route table imports (a route path held in a constant) is still a page; an unrouted login file is still an auth file', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/paths.js': 'export const PATHS = { BASKET: "/basket" };\n',
      'src/App.jsx': 'import { lazy } from "react";\nimport { Routes, Route } from "react-router-dom";\nimport { PATHS } from "./paths";\nimport Home from "./pages/Home";\nconst Basket = lazy(() => import("./pages/Basket"));\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path={PATHS.BASKET} element={<Basket />} /></Routes>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Basket.jsx': page('Basket', '<h1>Your basket</h1>'),
      'src/pages/SignIn.jsx': page('SignIn', '<form><input type="password" /></form>'),
    });
    expect(a.pages.map((p) => [p.file, p.class, p.canonical])).toEqual([
      ['src/pages/Basket.jsx', 'storefront', 'cart'],
      ['src/pages/Home.jsx', 'storefront', 'home'],
    ]);
    expect(a.authFiles).toEqual(['src/pages/SignIn.jsx']);
  });

  it('follows route paths held in a constant object (`path={PATHS.BASKET}`, `PATHS.ITEM()` with a default param) and React.lazy pages', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/paths.js': 'export const PATHS = { BASKET: "/basket", ITEM: (id = ":id") => `/item/${id}` };\n',
      'src/App.jsx': 'import React from "react";\nimport { Routes, Route } from "react-router-dom";\nimport { PATHS } from "./paths";\nconst Basket = React.lazy(() => import("./pages/Basket"));\nconst Item = React.lazy(() => import("./pages/Item"));\nexport default function App() {\n  return <Routes><Route path={PATHS.BASKET} element={<Basket />} /><Route path={PATHS.ITEM()} element={<Item />} /></Routes>;\n}\n',
      'src/pages/Basket.jsx': page('Basket', '<h1>Your basket</h1>'),
      'src/pages/Item.jsx': page('Item', '<h1>Item</h1>'),
    });
    expect(a.pages.map((p) => [p.file, p.route, p.canonical])).toEqual([
      ['src/pages/Basket.jsx', '/basket', 'cart'],
      ['src/pages/Item.jsx', '/item/:id', 'product'],
    ]);
  });

  it('pages nested under a layout route whose guard is given a role are back office, whatever their names', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nimport Pass from "./pages/Pass";\nimport Menu from "./pages/Menu";\nimport Gate from "./components/Gate";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route element={<Gate allowedRoles={["chef"]} />}><Route path="/pass" element={<Pass />} /><Route path="/menu-editor" element={<Menu />} /></Route></Routes>;\n}\n',
      'src/components/Gate.jsx': 'import { Outlet } from "react-router-dom";\nexport default function Gate() {\n  return <Outlet />;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Pass.jsx': page('Pass', '<h1>Tickets</h1>'),
      'src/pages/Menu.jsx': page('Menu', '<h1>Menu</h1>'),
    });
    expect(a.pages.map((p) => [p.file, p.class, p.rule])).toEqual([
      ['src/pages/Home.jsx', 'storefront', 'home'],
      ['src/pages/Menu.jsx', 'drop', 'admin'],
      ['src/pages/Pass.jsx', 'drop', 'admin'],
    ]);
    expect(a.pages.find((p) => p.file === 'src/pages/Pass.jsx')?.evidence?.[0]).toContain('behind a guard given a role');
    // The readable report says why each page goes.
    const report = formatReport(a, 'site').join('\n');
    expect(report).toContain('Why pages are removed (2)');
    expect(report).toMatch(/src\/pages\/Pass\.jsx \(\/pass\): admin \d+\/3: .*behind a guard given a role/);
  });

  it('a UI kit <Switch> toggle beside a header does not make a page the layout shell', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nimport Settings from "./pages/Preferences";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/preferences" element={<Settings />} /></Routes>;\n}\n',
      'src/components/ui/switch.jsx': 'export function Switch(props) {\n  return <button role="switch" {...props} />;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Preferences.jsx': 'import { Switch } from "../components/ui/switch";\nimport Header from "../components/Header";\nexport default function Preferences() {\n  return <div><Header /><Switch checked /></div>;\n}\n',
      'src/components/Header.jsx': page('Header', '<header>Shop</header>'),
    });
    expect(a.pages.map((p) => p.file)).toEqual(['src/pages/Home.jsx', 'src/pages/Preferences.jsx']);
    expect(a.design?.layoutShell ?? null).not.toBe('Preferences');
  });

  it('an HTML file a service worker serves when offline is not a page of a React app', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")).render(<App />);\n',
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /></Routes>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'public/offline.html': '<!doctype html><html><body><main><h1>You are offline</h1><p>Reconnect to order.</p></main></body></html>',
      'public/sw.js': 'self.addEventListener("fetch", (e) => e.respondWith(fetch(e.request).catch(() => caches.match("/offline.html"))));\n',
    });
    expect(a.nonReactSources).toEqual([]);
    expect(a.pages.map((p) => p.file)).toEqual(['src/pages/Home.jsx']);
  });

  it('a test run\'s HTML report committed with the source is not a page', async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")).render(<App />);\n',
      'src/App.jsx': 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /></Routes>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'smoke_tests/run-report.html': '<!doctype html><html><body><main><h1>Run report</h1><section>12 passed</section></main></body></html>',
      'coverage/index.html': '<!doctype html><html><body><h1>Coverage</h1></body></html>',
      'docs/guide.html': '<!doctype html><html><body><main><h1>Guide</h1></main></body></html>',
    });
    expect(a.nonReactSources).toEqual([{ kind: 'plain-html', paths: ['docs/guide.html'] }]);
  });

  it("a developer's scratch pages beside a React app (test-…, …-debug, sandbox) are not pages; a page of the site still is", async () => {
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', wouter: '^3.3.5' }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")).render(<App />);\n',
      'src/App.jsx': 'import { Switch, Route } from "wouter";\nimport Home from "./pages/Home";\nexport default function App() {\n  return <Switch><Route path="/" component={Home} /></Switch>;\n}\n',
      'src/pages/Home.jsx': page('Home', '<h1>Quindim House</h1>'),
      'test-orders-api.html': '<!doctype html><html><body><main><h1>Orders API check</h1><button onclick="run()">Run</button></main></body></html>',
      'basket-debug.html': '<!doctype html><html><body><main><h1>Basket debug</h1><section id="dump"></section></main></body></html>',
      'sandbox.html': '<!doctype html><html><body><main><h1>Sandbox</h1></main></body></html>',
      'public/shipping.html': '<!doctype html><html><body><main><h1>Shipping</h1></main></body></html>',
    });
    expect(a.nonReactSources).toEqual([{ kind: 'plain-html', paths: ['public/shipping.html'] }]);
    expect(a.pages.map((p) => p.file)).not.toContain('basket-debug.html');
  });

  it('a copy of the app left in the server folder (functions/) declares no pages: only the app\'s own routes are', async () => {
    const table = 'import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\nimport Desk from "./pages/Desk";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/Desk" element={<Desk />} /></Routes>;\n}\n';
    const a = await analyze({
      'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")).render(<App />);\n',
      'src/App.jsx': table,
      'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
      'src/pages/Desk.jsx': page('Desk', '<h1>Desk</h1>'),
      'functions/package.json': pkg({ react: '^18.3.1' }),
      'functions/sendMail.ts': 'export default async function handler(req: Request) { return new Response("sent"); }\n',
      'functions/src/App.jsx': table.replace('"/"', '"/Desk2"'),
      'functions/src/pages/Home.jsx': page('Home', '<h1>Old home</h1>'),
      'functions/src/pages/Desk.jsx': page('Desk', '<h1>Old desk</h1>'),
    });
    expect(a.pages.filter((p) => p.route).map((p) => [p.file, p.route])).toEqual([['src/pages/Desk.jsx', '/Desk'], ['src/pages/Home.jsx', '/']]);
  });

  it('a placeholder page in public/ at the address the app itself serves is not a page; another HTML page still is', async () => {
    const files = {
      'package.json': pkg({ react: '^18.3.1' }),
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")).render(<App />);\n',
      'src/App.jsx': 'export default function App() {\n  return <main><h1>Lantern Traders</h1><section id="about">About</section></main>;\n}\n',
      'public/index.html': '<!doctype html><html><body><h1>Hosting is set up</h1><p>Deploy your site to replace this page.</p></body></html>',
    };
    // A one-page app with only the placeholder beside it has no routed page (page-router gives it a route table).
    const alone = await analyze(files);
    expect(alone.nonReactSources).toEqual([]);
    expect(alone.pages.filter((p) => p.route)).toEqual([]);
    // A page with an address of its own is still one.
    const withHelp = await analyze({ ...files, 'public/help.html': '<!doctype html><html><body><main><h1>Help</h1></main></body></html>' });
    expect(withHelp.nonReactSources).toEqual([{ kind: 'plain-html', paths: ['public/help.html'] }]);
    expect(withHelp.pages.map((p) => [p.file, p.route])).toEqual([['public/help.html', '/help']]);
  });

  it('plain HTML pages are pages at their file route, and the origin is plain-html', async () => {
    const a = await analyze({
      'index.html': '<!doctype html><html lang="en"><body><h1>Welcome</h1><a href="/about.html">About</a><a href="/team.html">Team</a></body></html>',
      'about.html': '<!doctype html><html lang="en"><body><h1>About us</h1></body></html>',
      'css/site.css': 'body { margin: 0 }\n',
    });
    expect(a.origin.primary).toBe('plain-html');
    expect(a.framework.react).toBe(false);
    expect(a.nonReactSources).toEqual([{ kind: 'plain-html', paths: ['about.html', 'index.html'] }]);
    expect(a.pages.map((p) => [p.file, p.route, p.canonical])).toEqual([['about.html', '/about', 'about'], ['index.html', '/', 'home']]);
    expect(a.brokenLinks).toEqual([{ file: 'index.html', line: 1, to: '/team' }]);
  });
});
