import type { File, Node, Statement } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { expr } from '../data-layer/build.js';
import { pruneImports, referenceCount } from '../data-layer/imports.js';

/** The name a call chain starts from (`getAuth` in `getAuth(app)`, `firebase` in `firebase.auth()`), else null. */
function calleeRoot(n: Node): string | null {
  let cur: Node = n;
  for (;;) {
    if (cur.type === 'AwaitExpression') cur = cur.argument as Node;
    else if (cur.type === 'CallExpression' || cur.type === 'NewExpression') cur = cur.callee as Node;
    else if (cur.type === 'MemberExpression' || cur.type === 'OptionalMemberExpression') cur = cur.object as Node;
    else if (cur.type === 'TSAsExpression' || cur.type === 'TSNonNullExpression' || cur.type === 'ParenthesizedExpression') cur = cur.expression as Node;
    else return cur.type === 'Identifier' ? cur.name : null;
  }
}

const isCall = (n: Node | null | undefined): boolean => {
  let cur = n;
  while (cur && (cur.type === 'AwaitExpression' || cur.type === 'TSAsExpression' || cur.type === 'TSNonNullExpression')) cur = (cur.type === 'AwaitExpression' ? cur.argument : cur.expression) as Node;
  return !!cur && (cur.type === 'CallExpression' || cur.type === 'NewExpression');
};

function hasJsx(ast: File): boolean {
  let hit = false;
  walkNodes(ast.program, (c) => { if (!hit && (c.type === 'JSXElement' || c.type === 'JSXFragment')) hit = true; });
  return hit;
}

function mentions(n: Node, names: Set<string>): boolean {
  let hit = false;
  walkNodes(n, (c) => { if (!hit && c.type === 'Identifier' && names.has(c.name)) hit = true; });
  return hit;
}

/** Reads an `import.meta.env` variable named like one of the vendor's settings. */
function readsSetting(n: Node, settings: RegExp[]): boolean {
  let hit = false;
  walkNodes(n, (c) => {
    if (hit || c.type !== 'MemberExpression' || c.computed || c.property.type !== 'Identifier') return;
    const o = c.object;
    const env = o.type === 'MemberExpression' && o.object.type === 'MetaProperty' && o.property.type === 'Identifier' && o.property.name === 'env';
    if (env && settings.some((re) => re.test((c.property as { name: string }).name))) hit = true;
  });
  return hit;
}

/**
 * A module that sets the vendor up at its top level and is kept for its components (a context
 * provider handing `{ app, auth, db }` to the tree, with `initializeApp(config)` beside it): the
 * client made there is `null` (every call through it was converted or made inert by then), top-level
 * statements that only start the vendor (`isSupported().then(...)`) go, and so do the vendor settings
 * objects and imports nothing reads any more. Returns true when the file changed.
 */
export function neutralizeClientSetup(ast: File, vendorNames: Set<string>, settings: RegExp[]): boolean {
  // A module without components is the vendor's own bootstrap or a request module: other steps own it.
  if (!hasJsx(ast)) return false;
  const body = ast.program.body as Statement[];
  const nulled = new Set<string>();
  let changed = false;
  for (const st of body) {
    const decl = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations) {
      if (d.id.type !== 'Identifier' || !d.init || !isCall(d.init)) continue;
      const root = calleeRoot(d.init as Node);
      if (!root || !(vendorNames.has(root) || nulled.has(root))) continue;
      d.init = expr('null', '') as typeof d.init;
      nulled.add(d.id.name);
      changed = true;
    }
  }
  if (!changed) return false;
  const starts = new Set([...vendorNames, ...nulled]);
  // Statements that only run the vendor (`if (ok) isSupported().then(...)`, `connectEmulator(db)`).
  for (let i = body.length - 1; i >= 0; i--) {
    const st = body[i];
    if ((st.type === 'ExpressionStatement' || st.type === 'IfStatement') && mentions(st, starts)) body.splice(i, 1);
  }
  // Settings objects (`const firebaseConfig = { apiKey: import.meta.env.VITE_… }`) nothing reads now.
  for (let i = body.length - 1; i >= 0; i--) {
    const st = body[i];
    if (st.type !== 'VariableDeclaration' || st.declarations.length !== 1) continue;
    const d = st.declarations[0];
    if (d.id.type === 'Identifier' && d.init && readsSetting(d.init as Node, settings) && referenceCount(ast, d.id.name) === 1) body.splice(i, 1);
  }
  pruneImports(ast, vendorNames);
  return true;
}
