import path from 'node:path';
import type * as t from '@babel/types';
import type { Site } from '../../load/site.js';
import { walk, lineOf } from '../../rule-kit/walk.js';
import { StaticEvaluator } from './static-eval.js';

export interface ServerRoute {
  method: string;
  path: string;
  file: string;
  line: number;
  /** The view rendered (`res.render(view, locals)`), when there is one. */
  view?: string;
  /** Variables the handler declares before rendering (`const tea = teas.find(...)`). */
  decls: { name: string; node: t.Expression; line: number }[];
  /** Variables holding the rows of an SQL read (`const [rows] = await pool.query('SELECT * FROM Products')`), by name. */
  reads?: Map<string, SqlRead>;
  /** Locals: name → its expression, with the evaluator of the file that holds it. */
  locals: { name: string; node: t.Expression; line: number }[];
  evaluator: StaticEvaluator;
  /** What the handler does besides rendering (e-mail, outside calls, writes...). */
  effects: { what: string; line: number }[];
  responds: 'render' | 'json' | 'redirect' | 'send' | 'other';
  /** Leaks server internals (process.env, a debug path). */
  debug: boolean;
}

/** An SQL read of a handler: the table, and whether it picks rows (`WHERE`). */
export interface SqlRead { table: string; filtered: boolean; line: number }

const SQL_SELECT = /^\s*SELECT\b[\s\S]*?\bFROM\s+[`"\[]?(\w+)/i;

/** The SQL read a declarator's initialiser makes (`await db.query("SELECT …")`, `.execute`, `.all`), or null. */
function sqlRead(init: t.Node | null | undefined, line: number): SqlRead | null {
  let n = init;
  if (n?.type === 'AwaitExpression') n = n.argument;
  if (n?.type !== 'CallExpression' || !/(^|\.)(query|execute|all|get)$/.test(calleeName(n.callee))) return null;
  const a = n.arguments[0];
  const sql = a?.type === 'StringLiteral' ? a.value : a?.type === 'TemplateLiteral' ? a.quasis.map((q) => q.value.cooked ?? q.value.raw).join('?') : null;
  const m = sql ? SQL_SELECT.exec(sql) : null;
  return m ? { table: m[1], filtered: /\bWHERE\b/i.test(sql!), line } : null;
}

export interface ExpressApp {
  routes: ServerRoute[];
  viewsDir: string;
  staticDirs: string[];
  serverFiles: string[];
  /** Server scripts that did not parse (their routes are unknown). */
  unparsed: { file: string; line: number; message: string }[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all']);
const DEBUG_PATH = /(^|\/)(debug|_debug|__[\w-]*|test|env|health|healthz|status|ping|phpinfo|admin\/debug)(\/|$)/i;

/** Effects worth a Limitations row, by what the handler calls. Knowledge as data. */
const EFFECTS: { what: string; test: (callee: string) => boolean }[] = [
  { what: 'sends e-mail (nodemailer / mail API)', test: (c) => /(^|\.)(sendMail|createTransport|send)$/.test(c) && /mail|transport|sgMail|resend|postmark/i.test(c) },
  { what: 'calls an outside service (newsletter / CRM sync)', test: (c) => /^(fetch|axios(\.\w+)?|got|request|superagent\.\w+)$/.test(c) || /mailchimp|sendinblue|brevo|convertkit|hubspot/i.test(c) },
  { what: 'writes to a file', test: (c) => /^fs(\.promises)?\.(writeFile|appendFile|writeFileSync|appendFileSync)$/.test(c) },
  { what: 'writes to a database', test: (c) => /\.(insert|insertOne|insertMany|create|save|query|execute|run)$/.test(c) && !/^res\./.test(c) },
];

export function calleeName(n: t.Node): string {
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') return `${calleeName(n.object)}.${n.property.name}`;
  if (n.type === 'CallExpression') return calleeName(n.callee) + '()';
  if (n.type === 'AwaitExpression') return calleeName(n.argument);
  return '?';
}

/**
 * Read an Express app with @babel/parser (the site's one parse per file): the routes of `app` and
 * of routers mounted with `app.use(prefix, require(...))`, the views and static folders.
 */
export function readExpressApp(site: Site): ExpressApp {
  const app: ExpressApp = { routes: [], viewsDir: 'views', staticDirs: [], serverFiles: [], unparsed: [] };
  const mounts = new Map<string, string>(); // router file → prefix
  const mountedDirs: string[] = [];
  const scripts = site.scripts.filter((f) => !/(^|\/)(public|static|views|node_modules|test|tests)\//.test(f.path));
  const pending: { file: string; ast: t.File; ev: StaticEvaluator }[] = [];
  for (const f of scripts) {
    if (!/\bexpress\b|\bRouter\(/.test(f.text ?? '')) continue;
    const ast = site.ast(f.path);
    if (!ast) {
      const d = site.diagnostics.find((x) => x.file === f.path);
      app.unparsed.push({ file: f.path, line: d?.line ?? 0, message: d?.message ?? 'does not parse' });
      continue;
    }
    pending.push({ file: f.path, ast, ev: new StaticEvaluator(site, f.path, ast.program) });
    app.serverFiles.push(f.path);
  }
  for (const { file, ast, ev } of pending) {
    walk(ast.program, [{
      CallExpression(node) {
        const c = node.callee;
        if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier') return;
        const m = c.property.name;
        if (m === 'set' && node.arguments[0]?.type === 'StringLiteral' && node.arguments[0].value === 'views') {
          const v = ev.eval(node.arguments[1]);
          if (v.ok && typeof v.value === 'string') app.viewsDir = path.posix.normalize(v.value.startsWith('.') || !v.value.includes('/') ? path.posix.join(path.posix.dirname(file), v.value) : v.value);
        }
        if (m === 'static' && calleeName(c.object) === 'express') {
          const v = ev.eval(node.arguments[0]);
          if (v.ok && typeof v.value === 'string') app.staticDirs.push(path.posix.normalize(v.value.includes('/') ? v.value : path.posix.join(path.posix.dirname(file), v.value)));
        }
      },
    }]);
  }
  for (const { file, ast, ev } of pending) readMounts(site, file, ast.program, ev, { mounts, dirs: mountedDirs });
  for (const { file, ast, ev } of pending) {
    walk(ast.program, [{
      CallExpression(node) {
        const c = node.callee;
        if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier' || !METHODS.has(c.property.name)) return;
        const p = node.arguments[0];
        const handler = node.arguments[node.arguments.length - 1];
        if (p?.type !== 'StringLiteral' || !handler) return;
        // A handler written in place, or named: a function of this file or of a controller module.
        const fn = ev.functionAt(handler);
        if (!fn) return;
        const full = mountedPath({ mounts, dirs: mountedDirs }, file, p.value);
        app.routes.push(readHandler(c.property.name.toUpperCase(), full, file, lineOf(node), fn.fn, fn.ev));
      },
    }]);
  }
  if (!app.staticDirs.length && site.files.some((f) => f.path.startsWith('public/'))) app.staticDirs.push('public');
  return app;
}

/** Where a server's routers are mounted: router file → prefix, and folders a loop mounts file by file. */
export interface Mounts {
  mounts: Map<string, string>;
  /** Folders whose every file is mounted by a loop (`readdirSync(dir).forEach(f => app.use(...))`). */
  dirs: string[];
}

/** Add the mounts one server file makes (`app.use('/admin', require('./routes/admin'))`, a folder loop) to `into`. */
export function readMounts(site: Site, file: string, program: t.Program, ev: StaticEvaluator, into: Mounts): void {
  walk(program, [{
    CallExpression(node) {
      const c = node.callee;
      if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier' || c.property.name !== 'use') return;
      if (node.arguments.length > 1 && !isLiteralPrefix(node.arguments[0])) {
        const dir = readdirOf(program, ev);
        if (dir !== null) into.dirs.push(path.posix.normalize(dir).replace(/\/$/, ''));
      }
      if (node.arguments[0]?.type !== 'StringLiteral') return;
      const target = node.arguments[1];
      const spec = target?.type === 'CallExpression' && calleeName(target.callee) === 'require' && target.arguments[0]?.type === 'StringLiteral' ? target.arguments[0].value
        : target?.type === 'Identifier' ? requireOf(ev.binding(target.name)) : null;
      const resolved = spec ? site.resolve(file, spec) : null;
      if (resolved) into.mounts.set(resolved, node.arguments[0].value);
    },
  }]);
}

/** The full path of a route a file declares, under the prefix its router is mounted at. */
export function mountedPath(m: Mounts, file: string, routePath: string): string {
  const prefix = m.mounts.get(file) ?? (m.dirs.includes(path.posix.dirname(file)) ? fileRoutePrefix(file) : '/');
  return path.posix.join('/', prefix, routePath).replace(/\/+$/, '') || '/';
}

const isLiteralPrefix = (n: t.Node | undefined) => n?.type === 'StringLiteral' || (n?.type === 'TemplateLiteral' && !n.expressions.length);

/**
 * The folder a server file lists with `fs.readdirSync(dir)`, relative to the site root (the
 * evaluator resolves `path.join(__dirname, …)`; a bare path is taken from the root, the usual cwd).
 */
function readdirOf(program: t.Program, ev: StaticEvaluator): string | null {
  let dir: string | null = null;
  walk(program, [{
    CallExpression(node) {
      if (dir !== null || !/(^|\.)readdirSync$/.test(calleeName(node.callee))) return;
      const v = ev.eval(node.arguments[0]);
      if (v.ok && typeof v.value === 'string') dir = v.value;
    },
  }]);
  return dir;
}

/**
 * The prefix a router file gets when a loop mounts every file of its folder: by the file-name
 * convention of such loops, `index` at the root and any other file under its own name.
 */
function fileRoutePrefix(file: string): string {
  const name = path.posix.basename(file, path.posix.extname(file));
  return name === 'index' ? '/' : `/${name}`;
}

function requireOf(init: t.Expression | undefined): string | null {
  return init?.type === 'CallExpression' && calleeName(init.callee) === 'require' && init.arguments[0]?.type === 'StringLiteral' ? init.arguments[0].value : null;
}

function readHandler(method: string, routePath: string, file: string, line: number, handler: t.Node, ev: StaticEvaluator): ServerRoute {
  const r: ServerRoute = { method, path: routePath, file, line, locals: [], decls: [], evaluator: ev, effects: [], responds: 'other', debug: DEBUG_PATH.test(routePath) };
  let leaksEnv = false;
  const body = (handler as t.Function).body;
  for (const s of body?.type === 'BlockStatement' ? body.body : []) {
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) {
      if (d.id.type === 'Identifier' && d.init) r.decls.push({ name: d.id.name, node: d.init, line: lineOf(d) });
      const read = sqlRead(d.init, lineOf(d));
      const rows = d.id.type === 'ArrayPattern' ? d.id.elements[0] : d.id;
      if (read && rows?.type === 'Identifier') (r.reads ??= new Map()).set(rows.name, read);
    }
  }
  walk(handler, [{
    CallExpression(node) {
      const name = calleeName(node.callee);
      if (/\.render$/.test(name) && node.arguments[0]?.type === 'StringLiteral' && !r.view) {
        r.view = node.arguments[0].value;
        r.responds = 'render';
        const locals = node.arguments[1];
        if (locals?.type === 'ObjectExpression') {
          for (const prop of locals.properties) {
            if (prop.type === 'ObjectProperty' && !prop.computed && prop.key.type === 'Identifier') r.locals.push({ name: prop.key.name, node: prop.value as t.Expression, line: lineOf(prop) });
          }
        }
      } else if (/\.json$/.test(name) && r.responds === 'other') r.responds = 'json';
      else if (/\.redirect$/.test(name) && r.responds === 'other') r.responds = 'redirect';
      else if (/\.(send|sendFile)$/.test(name) && r.responds === 'other') r.responds = 'send';
      for (const e of EFFECTS) if (e.test(name) && !r.effects.some((x) => x.what === e.what)) r.effects.push({ what: e.what, line: lineOf(node) });
    },
    MemberExpression(node) {
      if (calleeName(node) === 'process.env' && r.responds !== 'render') leaksEnv = leaksEnv || r.method === 'GET';
    },
  }]);
  // A health-check path (`/status`) that renders a view is a page (an order-status page), not a probe.
  r.debug = (r.debug && r.responds !== 'render') || leaksEnv;
  return r;
}
