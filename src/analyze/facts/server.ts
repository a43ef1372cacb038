import path from 'node:path';
import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import type { ServerKind } from '../types.js';

/** Folders that hold server code of the site's own. */
const SERVER_DIRS = [/^(server|backend|api|functions)\//, /^supabase\/functions\//, /^base44\/functions\//, /^netlify\/functions\//, /(^|\/)(server|backend)\//];
const SCHEMA_FILES = [/(^|\/)schema\.prisma$/, /^base44\/entities\/.+\.jsonc?$/];
const MIGRATIONS = /(^|\/)(migrations|drizzle)\/.+\.sql$/;

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
}

/** The folder (or file) that stands for a server file in `server.paths`. */
function serverPath(p: string): string {
  for (const re of [/^(supabase\/functions)\//, /^(base44\/functions)\//, /^(base44\/entities)\//, /^(netlify\/functions)\//, /^(.*?(?:^|\/)(?:server|backend))\//, /^(api|functions)\//]) {
    const m = re.exec(p);
    if (m) return m[1];
  }
  return p;
}

/**
 * A server of the site's own (spec 1.7): Express/Fastify/Hono servers, `server/` folders, edge
 * functions (`supabase/functions`, `base44/functions`), ORM schemas and migrations, and what its
 * code does (routes, database, schema, sessions, uploads, e-mail, SMS, payments), read from imports.
 */
export function serverFacts(site: Site, modules: Map<string, ModuleFacts>): ServerFacts {
  const kinds = new Set<ServerKind>();
  const paths = new Set<string>();
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
    for (const k of fileKinds) kinds.add(k);
    for (const [re, k] of KIND_BY_TEXT) if (f.text && re.test(f.text)) kinds.add(k);
  }
  for (const f of site.files) {
    if (SCHEMA_FILES.some((re) => re.test(f.path))) {
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
  const present = paths.size > 0;
  if (present) {
    const migrations = site.files.filter((f) => MIGRATIONS.test(f.path));
    if (migrations.length) {
      kinds.add('schema');
      paths.add(path.posix.dirname(migrations[0].path));
    }
  }
  const order = ['routes', 'database', 'schema', 'sessions', 'uploads', 'email', 'sms', 'payments'] as const;
  return { present, paths: [...paths].sort(), kinds: order.filter((k) => kinds.has(k)) };
}
