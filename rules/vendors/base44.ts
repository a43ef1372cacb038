import type { Node } from '@babel/types';
import type { ChainMatch } from '../../src/rule-kit/pattern.js';
import type { ShapeRefinement, VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** Does a callback search the list for one row (`ps => ps.find(p => p.id === id)`)? */
function findsOne(node: Node | undefined, depth = 0): boolean {
  if (!node || depth > 8) return false;
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier' && node.callee.property.name === 'find') return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return findsOne(node.body as Node, depth + 1);
  if (node.type === 'BlockStatement') return node.body.some((s) => findsOne(s, depth + 1));
  if (node.type === 'ReturnStatement' || node.type === 'ExpressionStatement') return findsOne((node.type === 'ReturnStatement' ? node.argument : node.expression) ?? undefined, depth + 1);
  if (node.type === 'CallExpression') return node.arguments.some((a) => findsOne(a as Node, depth + 1)) || findsOne(node.callee as Node, depth + 1);
  if (node.type === 'MemberExpression') return findsOne(node.object, depth + 1);
  return false;
}

/** A whole list loaded to pick one row is a detail read: it becomes `useProduct({ id })`. */
const listOrOne = (m: ChainMatch): ShapeRefinement => (m.rest.some((s) => s.name === 'then' && s.call && findsOne(s.call.args[0])) ? { action: 'one' } : {});

/** A filter on the record's own id or slug (`Product.filter({ id })`) asks for one row: a detail read too. */
const byIdOrList = (m: ChainMatch): ShapeRefinement => {
  const f = m.bindings.$FILTER as Node | undefined;
  const keyed = f?.type === 'ObjectExpression' && f.properties.some((p) => p.type === 'ObjectProperty' && !p.computed
    && ((p.key.type === 'Identifier' && ['id', 'slug'].includes(p.key.name)) || (p.key.type === 'StringLiteral' && ['id', 'slug'].includes(p.key.value))));
  return keyed ? { action: 'one' } : listOrOne(m);
};

const AUTH = 'the platform owns identity: login, user and role calls are removed (spec §1.2)';

/** Base44: `base44.entities.X.*`, auth, integrations, functions and app logs, inline or through `@/api/entities`-style re-exports. */
const rule: VendorRule = {
  id: 'base44',
  docs: { description: 'Base44 SDK client: entity reads/writes, auth, Core integrations, functions, app logs.' },
  origin: 'base44',
  priority: 100,
  packages: ['@base44/sdk', '@base44/vite-plugin'],
  vitePlugins: ['@base44/vite-plugin'],
  envVars: [/^VITE_BASE44_/],
  serverDirs: [/^base44\//],
  // Branding on base44.com/app and the app's files in Base44's Supabase storage buckets (`base44-prod`).
  assetUrls: [/^https?:\/\/([\w-]+\.)*base44\.(com|app)\//i, /^https?:\/\/[\w-]+\.supabase\.co\/storage\/v1\/object\/(public|sign)\/base44[\w-]*\//i],
  bootstrapFiles: [/(^|\/)api\/base44Client\.(j|t)sx?$/, /(^|\/)lib\/app-params\.(j|t)sx?$/, /(^|\/)api\/(entities|integrations|functions)\.(j|t)sx?$/, /(^|\/)lib\/NavigationTracker\.(j|t)sx?$/],
  modules: { sdk: ['@base44/sdk'] },
  client: {
    factories: ['@sdk.createClient()'],
    names: [/^base44$/],
    modules: [/base44Client$/, /(^|\/)base44$/],
  },
  // Re-export modules we cannot follow still say what their names are.
  virtualModules: [
    { module: /(^|\/)api\/entities$/, path: (n) => (n === 'User' ? ['auth'] : ['entities', n]) },
    { module: /(^|\/)entities\/[\w-]+$/, path: (n) => (n === 'User' ? ['auth'] : ['entities', n]) },
    { module: /(^|\/)api\/integrations$/, path: (n) => (n === 'Core' ? ['integrations', 'Core'] : ['integrations', 'Core', n]) },
    { module: /(^|\/)api\/functions$/, path: (n) => ['functions', n] },
  ],
  calls: [
    { id: 'entities.list', pattern: '@client.entities.$ENTITY.list($SORT, $LIMIT)', action: 'list', entity: '$ENTITY', args: { sort: '$SORT', limit: '$LIMIT' }, refine: listOrOne },
    { id: 'entities.filter', pattern: '@client.entities.$ENTITY.filter($FILTER, $SORT, $LIMIT)', action: 'list', entity: '$ENTITY', args: { filter: '$FILTER', sort: '$SORT', limit: '$LIMIT' }, refine: byIdOrList },
    { id: 'entities.get', pattern: '@client.entities.$ENTITY.get($ID)', action: 'one', entity: '$ENTITY', args: { id: '$ID' } },
    { id: 'entities.create', pattern: '@client.entities.$ENTITY.{create,bulkCreate}($DATA)', action: 'create', entity: '$ENTITY', args: { data: '$DATA' } },
    { id: 'entities.update', pattern: '@client.entities.$ENTITY.update($ID, $DATA)', action: 'update', entity: '$ENTITY', args: { id: '$ID', data: '$DATA' } },
    { id: 'entities.delete', pattern: '@client.entities.$ENTITY.delete($ID)', action: 'delete', entity: '$ENTITY', args: { id: '$ID' } },
    { id: 'entities.subscribe', pattern: '@client.entities.$ENTITY.subscribe($HANDLER)', kind: 'realtime', entity: '$ENTITY', sdk: 'none', limitation: 'realtime subscriptions have no SDK equivalent' },
    { id: 'entities.schema', pattern: '@client.entities.$ENTITY.schema()', ignore: true },
    { id: 'auth.$METHOD', pattern: '@client.auth.$METHOD($$$ARGS)', kind: 'auth', sdk: 'none', limitation: AUTH },
    { id: 'integrations.Core.$METHOD', pattern: ['@client.integrations.Core.$METHOD{UploadFile,UploadPrivateFile,CreateFileSignedUrl}($INPUT)'], kind: 'upload', sdk: 'none', limitation: 'file upload has no storefront endpoint: drop it or reference the file in a lead payload (spec §1.8)' },
    { id: 'integrations.Core.$METHOD', pattern: '@client.integrations.Core.$METHOD{InvokeLLM,GenerateImage,ExtractDataFromUploadedFile}($INPUT)', kind: 'integration', sdk: 'none', limitation: 'LLM and AI integrations have no SDK equivalent' },
    { id: 'integrations.Core.$METHOD', pattern: '@client.integrations.Core.$METHOD{SendEmail,SendSMS}($INPUT)', kind: 'integration', sdk: 'none', limitation: 'e-mail and SMS sending has no SDK equivalent (a lead can notify the brand on the platform)' },
    { id: 'integrations.$PACKAGE.$METHOD', pattern: '@client.integrations.$PACKAGE.$METHOD($INPUT)', kind: 'integration', sdk: 'none', limitation: 'vendor integration with no SDK equivalent' },
    { id: 'functions.invoke', pattern: '@client.functions.invoke($NAME, $BODY)', kind: 'function', entity: '$NAME', action: 'create', args: { name: '$NAME', body: '$BODY' } },
    { id: 'functions.$NAME', pattern: '@client.functions.$NAME($BODY)', kind: 'function', entity: '$NAME', action: 'create', args: { body: '$BODY' } },
    { id: 'appLogs.$METHOD', pattern: '@client.appLogs.$METHOD($$$ARGS)', kind: 'integration', sdk: 'useTracker' },
    // Custom analytics events (`base44.analytics.track({ eventName, properties })`): the platform's useTracker() sends events.
    { id: 'analytics.$METHOD', pattern: '@client.analytics.$METHOD($$$ARGS)', kind: 'integration', sdk: 'useTracker' },
  ],
};

export default rule;
