import path from 'node:path';
import type { Site } from '../../load/site.js';
import type { SiteFile } from '../../load/files.js';
import type { ModuleFacts } from '../module-facts.js';
import type { ServerKind } from '../types.js';
import { siblingServers } from './sibling-server.js';
import { reach } from './dropped-reach.js';

/** Folders that hold server code of the site's own. */
const SERVER_DIRS = [/^(server|backend|api|functions)\//, /^supabase\/functions\//, /^base44\/functions\//, /^netlify\/functions\//, /(^|\/)(server|backend)\//];
const SCHEMA_FILES = [/(^|\/)schema\.prisma$/, /^base44\/entities\/.+\.jsonc?$/];
const MIGRATIONS = /(^|\/)(migrations|drizzle)\/.+\.sql$/;
/** SQL that defines or fills the site's own database: a schema of its own even with no server code (issue 14 item 9). */
const SCHEMA_SQL = /\b(create\s+(table|policy|type|function|or\s+replace\s+function|index|view|trigger)|alter\s+table|insert\s+into)\b/i;
const NOT_SOURCE = /(^|\/)(node_modules|dist|build)\//;
/** Build and tool configs (`vite.config.ts`, `tailwind.config.js`). */
const TOOL_CONFIG = /(^|\/)[\w-]+\.config\.(c|m)?(j|t)s$/;

/** What an import in server code says it does. */
const KIND_BY_PACKAGE: [RegExp, ServerKind][] = [
  [/^(express|fastify|hono|koa|@hono\/.+|@koa\/router|express-router|@fastify\/.+|h3|polka|restify)$/, 'routes'],
  [/^(pg|postgres|mysql2?|mongoose|mongodb|better-sqlite3|sqlite3|@neondatabase\/serverless|@prisma\/client|knex|sequelize|typeorm|drizzle-orm(\/.+)?|@planetscale\/database|redis|ioredis|@libsql\/client)$/, 'database'],
  [/^(drizzle-orm\/(pg|mysql|sqlite)-core|drizzle-zod|@prisma\/client)$/, 'schema'],
  [/^(express-session|passport(-.+)?|cookie-session|connect-pg-simple|memorystore|connect-redis|jsonwebtoken|iron-session|lucia)$/, 'sessions'],
  [/^(multer|formidable|busboy|express-fileupload|@aws-sdk\/client-s3|cloudinary)$/, 'uploads'],
  [/^(nodemailer|resend|npm:resend.*|@sendgrid\/mail|mailgun\.js|mailgun-js|postmark|@react-email\/.+|https:\/\/esm\.sh\/resend.*)$/, 'email'],
  [/^(twilio|npm:twilio.*|@vonage\/.+|vonage|messagebird|plivo)$/, 'sms'],
  [/^(stripe|npm:stripe.*|https:\/\/esm\.sh\/stripe.*|razorpay|@paypal\/checkout-server-sdk|@paypal\/paypal-server-sdk|paystack|mollie-api-node|@mollie\/api-client)$/, 'payments'],
];

/** The kind of server work a package does (`express` → routes), or null for any other package. */
export const serverPackageKind = (name: string): ServerKind | null => KIND_BY_PACKAGE.find(([re]) => re.test(name))?.[1] ?? null;

/** What server code does that no import names: vendor e-mail helpers, raw provider APIs. */
const KIND_BY_TEXT: [RegExp, ServerKind][] = [
  [/\b(SendEmail|sendEmail|sendMail|api\.resend\.com|api\.sendgrid\.com|smtp\.)/, 'email'],
  [/\b(sendSms|SendSMS|api\.twilio\.com)\b/, 'sms'],
  [/\b(api\.stripe\.com|checkout\.sessions\.create|paymentIntents\.create)\b/, 'payments'],
];
/** ORM configs: the site has a database of its own and a schema (drizzle-kit, prisma). */
const DB_CONFIG = /(^|\/)(drizzle\.config\.(c|m)?(j|t)s|schema\.prisma|knexfile\.(j|t)s|ormconfig\.(json|(j|t)s))$/;

export interface ServerFacts {
  present: boolean;
  paths: string[];
  kinds: ServerKind[];
  /** Why (extra field): what made the analyzer say there is a server. */
  evidence?: string[];
}

/** Base44 entity definitions exported anywhere (`src/entities/Product.json`): JSON schemas of the site's own records. */
const ENTITY_FILE = /(^|\/)entities\/[^/]+\.jsonc?$/;
/** The text is asked for only when the path fits: in analyze mode a text asked for is read from disk again. */
const isEntitySchema = (f: SiteFile) => {
  if (!ENTITY_FILE.test(f.path) || NOT_SOURCE.test(f.path)) return false;
  const text = f.text;
  return text !== undefined && /"type"\s*:\s*"object"/.test(text) && /"properties"\s*:/.test(text);
};

/** The folder (or file) that stands for a server file in `server.paths`. */
function serverPath(p: string): string {
  for (const re of [/^(supabase\/functions)\//, /^(base44\/functions)\//, /^(.*?(?:^|\/)entities)\/[^/]+\.jsonc?$/, /^(netlify\/functions)\//, /^(.*?(?:^|\/)(?:server|backend))\//, /^(api|functions)\//]) {
    const m = re.exec(p);
    if (m) return m[1];
  }
  return p;
}

/**
 * Local modules reached from the server's files through their imports (transitively) that no
 * other script imports: `routes/site.js` → `controllers/pages.js` → `db/index.js`. A module the
 * client imports too (a shared schema) stays the client's.
 */
function serverOnlyModules(site: Site, modules: Map<string, ModuleFacts>, serverFiles: string[]): string[] {
  if (!serverFiles.length) return [];
  const isServerFile = new Set(serverFiles);
  // A dev server reads the build's own config (`import viteConfig from '../vite.config'`): the theme's, not the server's.
  const stop = new Set(site.scripts.filter((f) => NOT_SOURCE.test(f.path) || TOOL_CONFIG.test(f.path)).map((f) => f.path));
  const reached = reach(site, modules, serverFiles, stop);
  // What the client reaches (not through the server's own files) stays the client's: a shared schema.
  const client = reach(site, modules, site.scripts.map((f) => f.path).filter((f) => !isServerFile.has(f) && !reached.has(f)), isServerFile);
  return [...reached].filter((f) => !isServerFile.has(f) && !client.has(f) && site.file(f)?.kind === 'script').sort();
}

/**
 * A server of the site's own (spec 1.7): Express/Fastify/Hono servers, `server/` folders, edge
 * functions (`supabase/functions`, `base44/functions`), ORM schemas and migrations, and what its
 * code does (routes, database, schema, sessions, uploads, e-mail, SMS, payments), read from imports.
 */
export function serverFacts(site: Site, modules: Map<string, ModuleFacts>): ServerFacts {
  const kinds = new Set<ServerKind>();
  const paths = new Set<string>();
  const serverFiles: string[] = [];
  for (const f of site.scripts) {
    const inServerDir = SERVER_DIRS.some((re) => re.test(f.path));
    const m = modules.get(f.path);
    const sources = m ? [...m.sources] : [];
    const fileKinds = new Set<ServerKind>();
    for (const s of sources) for (const [re, k] of KIND_BY_PACKAGE) if (re.test(s)) fileKinds.add(k);
    const isServer = inServerDir || fileKinds.has('routes');
    if (!isServer) {
      // drizzle table definitions shared with the client (Replit `shared/schema.ts`).
      if (sources.some((s) => /^drizzle-orm\/(pg|mysql|sqlite)-core$/.test(s))) {
        kinds.add('schema');
        paths.add(f.path);
      }
      continue;
    }
    paths.add(serverPath(f.path));
    serverFiles.push(f.path);
    for (const k of fileKinds) kinds.add(k);
    const text = f.text;
    for (const [re, k] of KIND_BY_TEXT) if (text && re.test(text)) kinds.add(k);
  }
  // The modules only the server imports (its controllers, its database pool) are the server's too.
  for (const p of serverOnlyModules(site, modules, serverFiles)) {
    paths.add(p);
    for (const s of modules.get(p)?.sources ?? []) for (const [re, k] of KIND_BY_PACKAGE) if (re.test(s)) kinds.add(k);
  }
  for (const f of site.files) {
    if (SCHEMA_FILES.some((re) => re.test(f.path)) || isEntitySchema(f)) {
      kinds.add('schema');
      paths.add(serverPath(f.path));
    }
  }
  for (const f of site.files) {
    if (!DB_CONFIG.test(f.path)) continue;
    kinds.add('database');
    kinds.add('schema');
    paths.add(f.path);
  }
  const evidence: string[] = paths.size ? [`server code or schema in ${[...paths].sort().join(', ')}`] : [];
  // Migrations, a schema or seed SQL: the site defines a database of its own, server code or not.
  const sql = site.files.filter((f) => f.path.endsWith('.sql') && !NOT_SOURCE.test(f.path) && (MIGRATIONS.test(f.path) || (f.text !== undefined && SCHEMA_SQL.test(f.text))));
  if (sql.length) {
    kinds.add('schema');
    const dirs = new Set(sql.map((f) => (MIGRATIONS.test(f.path) ? path.posix.dirname(f.path) : f.path)));
    for (const d of dirs) paths.add(d);
    evidence.push(`SQL schema or seed files: ${[...dirs].sort().join(', ')}`);
  }
  // A server beside the app folder (`client/` converted, `server/` next to it).
  if (!site.files.some((f) => SERVER_DIRS.some((re) => re.test(f.path)))) {
    for (const s of siblingServers(site.root, serverPackageKind)) {
      paths.add(s.path);
      for (const k of s.kinds) kinds.add(k);
      evidence.push(`${s.path}: a server folder beside the app folder`);
    }
  }
  const order = ['routes', 'database', 'schema', 'sessions', 'uploads', 'email', 'sms', 'payments'] as const;
  return { present: paths.size > 0, paths: [...paths].sort(), kinds: order.filter((k) => kinds.has(k)), ...(evidence.length ? { evidence } : {}) };
}
