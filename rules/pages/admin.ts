import { BECOMES, definePageRule, name, route, text, words, dataSites, wrapper, adminRoleCheck } from '../../src/analyze/pages/page-rule.js';

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
    // The owner's store-setup wizard (`/onboarding/payment`, `/setup/store`): the platform's admin does that.
    route(/^\/(onboarding|setup)(\/|$)/, 3),
    wrapper(/Admin|Protected|Private|RequireAuth|Role|Guard/, 2),
    adminRoleCheck(2),
    dataSites('three or more writes', (s) => s.kind === 'write', 1, 3),
    text(/لوحة التحكم|لوحة الإدارة|admin panel|dashboard/i, 1),
  ],
});
