import { BECOMES, definePageRule, exact, name, route, text, words, dataSites, wrapper, adminRoleCheck, roleGuard, input, when, calls } from '../../src/analyze/pages/page-rule.js';

export default definePageRule({
  id: 'admin',
  docs: { description: 'Admin, dashboard and back-office pages: the platform owns administration (spec 1.2).' },
  kind: 'drop',
  class: 'drop',
  canonical: null,
  becomes: BECOMES.removed,
  threshold: 3,
  signals: [
    name(/لوحة التحكم|لوحة الإدارة/, 3),
    name(words('admin', 'dashboard', 'backoffice', 'back office', 'manage', 'management', 'cms', 'inventory', 'moderat'), 3),
    route(/^\/(admin|dashboard|manage|seller|staff|backoffice)/, 3),
    // `/vendor/dashboard` is the seller's back office; `/vendor/:id` alone may be their public shop.
    route(/^\/vendor(\/|$)/, 2),
    // Staff screens in the languages real sites use (till, kitchen, waiter, order tickets): with a
    // guard, a role check or writes they are back office; alone a "kitchen" may be a story page.
    name(exact('staff', 'cashier', 'cashdesk', 'till', 'pos', 'kitchen', 'waiter', 'cassa', 'cucina', 'cameriere', 'comanda', 'comande', 'caisse', 'cuisine', 'serveur', 'caja', 'cocina', 'camarero', 'comandas', 'kasse', 'kueche', 'personale', 'personnel'), 2),
    // A staff member's record (pay, bank account, national id number): HR, not a public "our team" page.
    name(exact('employee', 'employees', 'employeedetails', 'staffmember', 'staffdetails', 'hr'), 2),
    text(/^(salary|monthly salary|payroll|bank account( number)?|national id( number)?|nid( number)?|employee id|joining date|date of joining|الراتب|رقم الحساب البنكي|الرقم القومي|رقم الهوية)\s*:?$/i, 2),
    // Pages that create or edit catalogue records are the owner's editors.
    name(/\b(add|edit|create|update|manage|delete|remove)(oredit|edit)?(product|item|category|categorie|store|shop|listing|menuitem|dish|service|promotion|coupon|discount)/, 3),
    // Behaviour, whatever the page is called (`/add`, `/edit/:id`, `/inventory`): its own calls create
    // or delete catalogue records, delete records it lists, or change every customer's orders. A
    // storefront page writes a cart, places an order, sends a review, a message or a booking.
    when('creates or deletes catalogue records', (f) => f.records.catalogueEdits.length > 0, 3),
    // An update alone may be a storefront's bookkeeping (stock after an order, a view counter).
    when('updates catalogue records', (f) => f.records.catalogueEdits.length === 0 && f.records.catalogueUpdates.length > 0, 2),
    when('deletes records it lists', (f) => f.records.catalogueEdits.length === 0 && f.records.listDeletes.length > 0, 3),
    when("changes the orders it lists (status, delete)", (f) => f.records.orderDesk, 3),
    // Every customer's orders, read by a page that places none and reads none by id or by the
    // signed-in user: an order desk even before it changes one (a guard or a status button does the rest).
    // A confirmation or tracking page reading the latest order without an id is the buyer's own.
    when("lists every customer's orders", (f) => f.records.ordersListed && !f.records.orderDesk && !/confirm|success|thank|track|status|receipt/.test(f.names), 2),
    // The site's own catalogue writers (`useDeleteProduct()`, `createCategory(...)`); add/remove are a cart's verbs.
    calls(/^(use)?(create|insert|update|edit|delete|save|upsert)(New)?(Products?|Categor(y|ies)|MenuItems?|Dish(es)?|Listings?|Coupons?|Promotions?|Banners?)(Mutation)?$/, 2),
    dataSites('uploads files', (s) => s.kind === 'upload', 1),
    input('file', 1),
    // The owner's store-setup wizard (`/onboarding/payment`, `/setup/store`): the platform's admin does that.
    route(/^\/(onboarding|setup)(\/|$)/, 3),
    wrapper(/Admin|Protected|Private|RequireAuth|Role|Guard/, 2),
    adminRoleCheck(2),
    // Nested under `<Route element={<Guard requiredRole="admin"/>}>` or wrapped in one.
    roleGuard(3),
    dataSites('three or more writes', (s) => s.kind === 'write', 1, 3),
    text(/لوحة التحكم|لوحة الإدارة|admin panel|dashboard/i, 1),
  ],
});
