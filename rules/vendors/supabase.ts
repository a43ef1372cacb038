import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';
import { objectProp, stringValue } from '../../src/rule-kit/pattern-values.js';
import { entityWords, PATH_ACTIONS } from './_surface.js';

const FILTERS = ['eq', 'neq', 'in', 'is', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'or', 'and', 'not', 'match', 'contains', 'containedBy', 'filter', 'textSearch'].map((m) => `chain:${m}`);
const CHAIN_ARGS = { filter: FILTERS, sort: 'chain:order', limit: ['chain:limit', 'chain:range'], one: ['chain:single', 'chain:maybeSingle'] };
const UPLOAD = 'file upload has no storefront endpoint: drop it or reference the file in a lead payload (spec §1.8)';

/** Supabase: query chains on `supabase.from(table)`, auth, storage, edge functions, realtime and rpc. */
const rule: VendorRule = {
  id: 'supabase',
  docs: { description: 'Supabase JS client: table query chains, auth, storage, edge functions, realtime channels, rpc.' },
  origin: 'supabase',
  priority: 90,
  packages: ['@supabase/supabase-js', '@supabase/ssr', '@supabase/auth-helpers-react', '@supabase/auth-ui-react'],
  // Lovable's component tagger rides along with its Supabase sites (removed with the vendor).
  vitePlugins: ['lovable-tagger'],
  envVars: [/^VITE_SUPABASE_/, /^NEXT_PUBLIC_SUPABASE_/],
  serverDirs: [/^supabase\//],
  // Files in the project's Supabase Storage, Lovable's branding (og:image, favicon) on lovable.dev, and its editor script.
  assetUrls: [/^https?:\/\/[\w-]+\.supabase\.co\/storage\/v1\/(object|render\/image)\//i, /^https?:\/\/([\w-]+\.)*lovable\.(dev|app)\//i, /^https?:\/\/cdn\.gpteng\.co\//i],
  bootstrapFiles: [/(^|\/)integrations\/supabase\/client\.(t|j)sx?$/, /(^|\/)integrations\/supabase\/types\.ts$/, /(^|\/)database\.types\.ts$/, /(^|\/)lib\/supabase(Client)?\.(t|j)sx?$/],
  variants: [
    { origin: 'lovable-supabase', packages: ['lovable-tagger'], files: [/(^|\/)src\/integrations\/supabase\//] },
    { origin: 'bolt-supabase', files: [/(^|\/)\.bolt\//, /(^|\/)src\/lib\/supabase\.(t|j)sx?$/] },
  ],
  modules: { sb: ['@supabase/supabase-js'], ssr: ['@supabase/ssr'], helpers: ['@supabase/auth-helpers-react'] },
  client: {
    factories: ['@sb.createClient()', '@ssr.createBrowserClient()', '@helpers.useSupabaseClient()'],
    names: [/^supabase(Client|Admin)?$/],
    modules: [/integrations\/supabase\/client$/, /(^|\/)supabase(Client)?$/],
  },
  calls: [
    {
      id: 'from.select', pattern: '@client.from($TABLE).select($COLUMNS, $OPTIONS)', entity: '$TABLE', action: 'list', args: { ...CHAIN_ARGS, columns: '$COLUMNS' },
      refine: (m) => {
        if (objectProp(m.bindings.$OPTIONS as never, 'head')) return { action: 'count' };
        return m.rest.some((s) => s.name === 'single' || s.name === 'maybeSingle') ? { action: 'one' } : {};
      },
    },
    { id: 'from.insert', pattern: '@client.from($TABLE).insert($DATA)', entity: '$TABLE', action: 'create', args: { data: '$DATA' } },
    { id: 'from.upsert', pattern: '@client.from($TABLE).upsert($DATA, $OPTIONS)', entity: '$TABLE', action: 'upsert', args: { data: '$DATA' } },
    { id: 'from.update', pattern: '@client.from($TABLE).update($DATA)', entity: '$TABLE', action: 'update', args: { data: '$DATA', filter: FILTERS } },
    { id: 'from.delete', pattern: '@client.from($TABLE).delete()', entity: '$TABLE', action: 'delete', args: { filter: FILTERS } },
    {
      // Supabase v1 realtime on a table, or a builder finished elsewhere (`let query = supabase.from(t)`).
      id: 'from', pattern: '@client.from($TABLE)', entity: '$TABLE', action: 'list',
      refine: (m) => (m.rest[0]?.name === 'on' ? { kind: 'realtime', operation: 'from.on', sdk: 'none', limitation: 'realtime subscriptions have no SDK equivalent' }
        : m.rest.some((s) => s.name === 'single' || s.name === 'maybeSingle') ? { action: 'one' } : {}),
    },
    { id: 'auth.$METHOD', pattern: ['@client.auth.$METHOD($$$ARGS)', '@client.auth.admin.$METHOD($$$ARGS)', '@client.auth.mfa.$METHOD($$$ARGS)'], kind: 'auth', sdk: 'none', limitation: 'the platform owns identity: login, session and user calls are removed (spec §1.2)' },
    { id: 'storage.getPublicUrl', pattern: '@client.storage.from($BUCKET).{getPublicUrl,createSignedUrl,createSignedUrls}($$$ARGS)', ignore: true },
    { id: 'storage.$METHOD', pattern: '@client.storage.from($BUCKET).$METHOD{upload,update,remove,move,copy,uploadToSignedUrl}($$$ARGS)', kind: 'upload', entity: '$BUCKET', sdk: 'none', limitation: UPLOAD },
    { id: 'storage.$METHOD', pattern: '@client.storage.from($BUCKET).$METHOD{list,download}($$$ARGS)', kind: 'read', entity: '$BUCKET', sdk: 'none', limitation: 'file storage has no storefront endpoint' },
    { id: 'functions.invoke', pattern: '@client.functions.invoke($NAME, $OPTIONS)', kind: 'function', entity: '$NAME', action: 'create', args: { name: '$NAME', body: '$OPTIONS' } },
    {
      id: 'channel', pattern: '@client.channel($NAME)', kind: 'realtime', sdk: 'none', limitation: 'realtime channels have no SDK equivalent',
      refine: (m) => {
        for (const s of m.rest) if (s.name === 'on' && s.call) { const t = stringValue(objectProp(s.call.args[1], 'table')); if (t) return { entity: t }; }
        return { entity: null };
      },
    },
    { id: 'removeChannel', pattern: '@client.{removeChannel,removeAllChannels,getChannels}($$$ARGS)', ignore: true },
    {
      id: 'rpc', pattern: '@client.rpc($FN, $ARGS)', entity: '$FN', args: { name: '$FN', params: '$ARGS' },
      refine: (m) => {
        const name = stringValue(m.bindings.$FN as never);
        const act = name ? entityWords(name).map((w) => PATH_ACTIONS[w]).find(Boolean) : undefined;
        const action = act ?? 'list';
        return { action, kind: action === 'list' || action === 'one' ? 'read' : 'function' };
      },
    },
  ],
};

export default rule;
