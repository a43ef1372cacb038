import type { File, Node, Statement } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { envName } from '../data-layer/vendor-settings.js';

/**
 * The other shape of a load-time settings check: a table of settings
 * (`const required = { VITE_SHOP_URL: import.meta.env.VITE_SHOP_URL }`), a function that lists
 * what is missing from it, its result kept at module level, and a module-level `if` on that
 * result that throws (`if (!checked.ok) { console.error(…); throw … }`). A theme is built without
 * the source's settings (and by the time this step runs, the vendor's reads are already `''`), so
 * the check always fails and stops every page that imports the module. The table and the
 * function stay (code may call it); the throwing `if` goes.
 */

/** How build settings are named in the bundlers we convert from. */
const SETTING_KEY = /^(VITE|REACT_APP|NEXT_PUBLIC|PUBLIC|EXPO_PUBLIC)_[A-Z0-9_]+$/;

const keyName = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

/** Module-level `const NAME = { SETTING: …, … }` whose keys are all setting names: name → the settings. */
function settingTables(ast: File): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const d of moduleConsts(ast)) {
    const init = d.init ? unwrap(d.init) : null;
    if (init?.type !== 'ObjectExpression' || !init.properties.length) continue;
    const keys = init.properties.map((p) => (p.type === 'ObjectProperty' ? keyName(p.key) : null));
    if (keys.every((k): k is string => !!k && SETTING_KEY.test(k))) out.set(d.name, keys);
  }
  return out;
}

function moduleConsts(ast: File): { name: string; init: Node | null }[] {
  const out: { name: string; init: Node | null }[] = [];
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
    for (const d of decl.declarations) if (d.id.type === 'Identifier') out.push({ name: d.id.name, init: d.init ?? null });
  }
  return out;
}

/** The settings a piece of code checks: the tables it reads and the settings it reads directly. */
function settingsChecked(n: Node, tables: Map<string, string[]>): string[] {
  const found = new Set<string>();
  walkNodes(n, (c) => {
    if (c.type === 'Identifier' && tables.has(c.name)) tables.get(c.name)!.forEach((s) => found.add(s));
    const env = envName(c);
    if (env && SETTING_KEY.test(env)) found.add(env);
  });
  return [...found];
}

/** Module-level functions that check settings: name → the settings each checks. */
function validators(ast: File, tables: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const consider = (name: string, fn: Node | null | undefined) => {
    if (!fn || (fn.type !== 'FunctionDeclaration' && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression')) return;
    const settings = settingsChecked(fn.body, tables);
    if (settings.length) out.set(name, settings);
  };
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (decl?.type === 'FunctionDeclaration' && decl.id) consider(decl.id.name, decl);
  }
  for (const d of moduleConsts(ast)) consider(d.name, d.init);
  return out;
}

const isConsoleCall = (s: Statement) => s.type === 'ExpressionStatement' && s.expression.type === 'CallExpression'
  && s.expression.callee.type === 'MemberExpression' && s.expression.callee.object.type === 'Identifier' && s.expression.callee.object.name === 'console';

/** A block that only logs and stops the module: a throw, possibly under a further test (`if (import.meta.env.PROD) throw …`). */
export function logsAndThrows(s: Statement): boolean {
  if (s.type === 'ThrowStatement') return true;
  if (s.type === 'IfStatement') return !s.alternate && logsAndThrows(s.consequent);
  if (s.type !== 'BlockStatement' || !s.body.length) return false;
  const throwsSomewhere = s.body.some((x) => x.type === 'ThrowStatement' || x.type === 'IfStatement');
  return throwsSomewhere && s.body.every((x) => isConsoleCall(x) || x.type === 'ThrowStatement' || (x.type === 'IfStatement' && logsAndThrows(x)));
}

export interface RemovedValidation {
  line: number;
  settings: string[];
}

/** Remove the module-level `if`s that throw on the result of a settings check; returns what went. */
export function removeSettingsValidation(ast: File): RemovedValidation[] {
  const tables = settingTables(ast);
  const checks = validators(ast, tables);
  if (!checks.size) return [];
  // `const checked = validateSettings()`: the result names the settings its function checks.
  const results = new Map(checks);
  for (const d of moduleConsts(ast)) {
    const init = d.init ? unwrap(d.init) : null;
    if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && checks.has(init.callee.name)) results.set(d.name, checks.get(init.callee.name)!);
  }
  const removed: RemovedValidation[] = [];
  ast.program.body = ast.program.body.filter((s) => {
    if (s.type !== 'IfStatement' || s.alternate || !logsAndThrows(s.consequent)) return true;
    const settings = new Set<string>();
    walkNodes(s.test, (c) => { if (c.type === 'Identifier' && results.has(c.name)) results.get(c.name)!.forEach((x) => settings.add(x)); });
    if (!settings.size) return true;
    removed.push({ line: s.loc?.start.line ?? 1, settings: [...settings] });
    return false;
  });
  return removed;
}
