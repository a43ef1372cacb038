import type { File, Node } from '@babel/types';
import { VENDOR_CLEANUP_METHODS } from '../../../rules/data-layer/vendor-recipes.js';
import { apiUrl } from '../../../rules/review/no-api-urls.js';
import { referenceCount } from './imports.js';
import { foldVendorSettings, isVendorSettingValue } from './vendor-settings.js';

/**
 * After a rewrite, vendor reference builders the old calls used (`const ref = doc(db, 'products',
 * id)`, `const db = getFirestore()`) and endpoint addresses built from the vendor's settings
 * (`${SUPABASE_URL}/functions/v1/x`) are left dead, and so are the addresses the old requests were
 * made with (`const url = \`${api.products.url}?${q}\``). A `const` whose name nothing reads and whose
 * value only calls vendor functions, only spells a setting or only builds an address is removed
 * (repeatedly, so chains go too).
 */
function onlyVendorCalls(node: Node, vendorNames: Set<string>): boolean {
  let ok = true;
  let calls = 0;
  const walk = (n: Node) => {
    if (!ok) return;
    // `surname.replaceAll(" ", "")` in a document id: text made with no effect, not a call to keep.
    if (n.type === 'CallExpression' && isTextMethod(n.callee)) {
      walk(n.callee.object);
      n.arguments.forEach((a) => walk(a as Node));
      return;
    }
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      calls++;
      if (n.callee.type !== 'Identifier' || !vendorNames.has(n.callee.name)) { ok = false; return; }
    }
    if (n.type === 'AssignmentExpression' || n.type === 'UpdateExpression' || n.type === 'AwaitExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') { ok = false; return; }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
      if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && walk(c));
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(node);
  return ok && calls > 0;
}

/** Methods that only make text from text (an id or a path a vendor reference is built with). */
const TEXT_METHODS = /^(replace|replaceAll|split|join|trim|trimStart|trimEnd|toLowerCase|toUpperCase|toString|slice|substring|padStart|padEnd|concat|toISOString)$/;
const isTextMethod = (c: Node): c is Node & { object: Node } =>
  c.type === 'MemberExpression' && !c.computed && c.property.type === 'Identifier' && TEXT_METHODS.test(c.property.name);

/** A name for an address (`url`, `endpoint`, `apiPath`). */
const ADDRESS_NAME = /(url|uri|endpoint|api|path)$/i;

/**
 * `const url = \`${api.products.url}?${query}\``: an address the old request was made with,
 * built only from names, property reads and text (no call, so dropping it changes nothing else).
 */
function isAddressValue(name: string, n: Node): boolean {
  if (!ADDRESS_NAME.test(name)) return false;
  const ok = (x: Node): boolean => {
    if (x.type === 'StringLiteral' || x.type === 'Identifier') return true;
    if (x.type === 'TemplateLiteral') return x.expressions.every((e) => ok(e as Node));
    if (x.type === 'BinaryExpression' && x.operator === '+') return ok(x.left as Node) && ok(x.right);
    if ((x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') && !x.computed) return ok(x.object);
    return false;
  };
  return n.type !== 'Identifier' && ok(n);
}

/**
 * `function listUrl(col) { return \`https://host/v1/.../${col}?key=${KEY}\`; }`: a helper that only
 * builds an API address (from its parameters, names, property reads and text). Once the requests
 * that used it are rewritten nothing calls it, and the address must not stay in the theme.
 */
function isAddressBuilder(fn: Node): boolean {
  if (fn.type !== 'FunctionDeclaration' && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') return false;
  if (fn.async || fn.generator) return false;
  let value: Node | null | undefined = null;
  if (fn.body.type !== 'BlockStatement') value = fn.body;
  else if (fn.body.body.length === 1 && fn.body.body[0].type === 'ReturnStatement') value = fn.body.body[0].argument;
  if (!value || !isAddressValue('url', value)) return false;
  const text = value.type === 'TemplateLiteral' ? value.quasis.map((q) => q.value.cooked ?? '').join('x') : value.type === 'StringLiteral' ? value.value : '';
  return apiUrl(text) !== null || isVendorSettingValue(value);
}

/** `supabase.removeChannel(channel);`: a vendor client's release call, as a statement of its own. */
function isVendorCleanup(s: Node, vendorNames: Set<string>): boolean {
  if (s.type !== 'ExpressionStatement') return false;
  const e = s.expression.type === 'AwaitExpression' ? s.expression.argument : s.expression;
  if (e.type !== 'CallExpression' || e.callee.type !== 'MemberExpression' || e.callee.computed) return false;
  const { object, property } = e.callee;
  return object.type === 'Identifier' && vendorNames.has(object.name) && property.type === 'Identifier' && VENDOR_CLEANUP_METHODS.has(property.name);
}

export function removeDeadVendorRefs(ast: File, vendorNames: Set<string>): boolean {
  let removed = false;
  for (let pass = 0; pass < 4; pass++) {
    // Tests of the vendor's settings (`enabled: !!SUPABASE_URL`) go with its calls (again once an
    // address builder that read them as values is gone).
    let changed = foldVendorSettings(ast);
    const visitBodies = (n: Node) => {
      const body = n.type === 'BlockStatement' || n.type === 'Program' ? n.body : null;
      if (body) {
        for (let i = body.length - 1; i >= 0; i--) {
          const s = body[i];
          if (isVendorCleanup(s, vendorNames)) { body.splice(i, 1); changed = true; continue; }
          if (s.type === 'FunctionDeclaration' && s.id && isAddressBuilder(s) && referenceCount(ast, s.id.name) <= 1) { body.splice(i, 1); changed = true; continue; }
          if (s.type !== 'VariableDeclaration' || s.declarations.length !== 1) continue;
          const d = s.declarations[0];
          if (d.id.type !== 'Identifier' || !d.init || !(onlyVendorCalls(d.init, vendorNames) || isVendorSettingValue(d.init) || isAddressValue(d.id.name, d.init) || isAddressBuilder(d.init))) continue;
          if (referenceCount(ast, d.id.name) > 1) continue; // the declaration's own id counts once
          body.splice(i, 1);
          changed = true;
        }
      }
      for (const [k, v] of Object.entries(n)) {
        if (k === 'loc' || k === 'original' || k === 'tokens' || k === 'comments') continue;
        if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof c.type === 'string' && visitBodies(c));
        else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visitBodies(v as Node);
      }
    };
    visitBodies(ast.program);
    if (!changed) break;
    removed = true;
  }
  return removed;
}
