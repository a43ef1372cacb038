import type { Node } from '@babel/types';
import type { ShapeContext, ShapeRefinement, VendorRule } from '../../src/rule-kit/vendor-rule.js';
import type { ChainMatch } from '../../src/rule-kit/pattern.js';
import { unwrap } from '../../src/rule-kit/pattern.js';
import { stringValue } from '../../src/rule-kit/pattern-values.js';

const AUTH = 'the platform owns identity: sign-in, sign-up and session calls are removed (spec §1.2)';
const UPLOAD = 'file upload has no storefront endpoint: drop it or reference the file in a lead payload (spec §1.8)';

/** The collection a Firestore reference names: `query(collection(db, 'products'), where(...))` → products. */
function collectionOf(node: Node | undefined, ctx: ShapeContext, depth = 0): { name: string | null; doc: boolean } {
  if (!node || depth > 6) return { name: null, doc: false };
  const n = unwrap(node);
  if (n.type === 'Identifier') return collectionOf(ctx.initOf(n.name) ?? undefined, ctx, depth + 1);
  if (n.type === 'AwaitExpression' && n.argument) return collectionOf(n.argument, ctx, depth + 1);
  if (n.type === 'ConditionalExpression') {
    const a = collectionOf(n.consequent, ctx, depth + 1);
    return a.name ? a : collectionOf(n.alternate, ctx, depth + 1);
  }
  if (n.type !== 'CallExpression' || n.callee.type !== 'Identifier') return { name: null, doc: false };
  const fn = n.callee.name;
  const args = n.arguments as Node[];
  // `collection(db, PRODUCTS)` with `const PRODUCTS = 'products'`.
  const str = (a: Node | undefined) => {
    if (!a) return null;
    const u = unwrap(a);
    return stringValue(u) ?? (u.type === 'Identifier' ? stringValue(ctx.initOf(u.name)) : null);
  };
  if (fn === 'query') return collectionOf(args[0], ctx, depth + 1);
  if (fn === 'collection' || fn === 'collectionGroup') {
    const strings = args.map((a) => str(a));
    const last = strings.length - 1;
    return { name: strings[last] ?? str(args[1]) ?? null, doc: false };
  }
  if (fn === 'doc') {
    if (args.length >= 3) return { name: str(args[args.length - 2]), doc: true };
    if (args.length === 2 && unwrap(args[0]).type !== 'Identifier') return collectionOf(args[0], ctx, depth + 1);
    // `doc(shelf, id)` with `const shelf = collection(db, 'products')`: a row of that collection.
    if (args.length === 2) return { name: collectionOf(args[0], ctx, depth + 1).name, doc: true };
    // `doc(collection(db, 'orders'))`: a new row of that collection, its id made up on the spot.
    if (args.length === 1) return { name: collectionOf(args[0], ctx, depth + 1).name, doc: true };
    return { name: null, doc: true };
  }
  return { name: null, doc: false };
}

const refEntity = (m: ChainMatch, ctx: ShapeContext): ShapeRefinement => ({ entity: collectionOf(m.bindings.$REF as Node, ctx).name });

/** v8 chains: `db.collection('products').where(...).get()`: the operation is the last I/O call of the chain. */
function compatChain(m: ChainMatch): ShapeRefinement | null {
  const names = m.rest.filter((s) => s.call).map((s) => s.name);
  const docRef = names.includes('doc');
  const op = [...names].reverse().find((n) => ['get', 'add', 'set', 'update', 'delete', 'onSnapshot'].includes(n));
  if (!op) return null;
  const entity = stringValue(m.bindings.$COL as Node);
  if (op === 'onSnapshot') return { kind: 'realtime', entity, operation: 'collection.onSnapshot', sdk: 'none', limitation: 'realtime listeners have no SDK equivalent' };
  const action = op === 'get' ? (docRef ? 'one' : 'list') : op === 'add' ? 'create' : op === 'set' ? 'upsert' : op === 'update' ? 'update' : 'delete';
  return { action, entity, operation: `collection.${docRef ? 'doc.' : ''}${op}` };
}

/**
 * `runTransaction(db, async (tx) => { tx.get(a); tx.update(a, …); tx.set(orderRef, …) })`: one write of
 * several records; what it writes is named by the record it creates (`tx.set`), else the first it changes.
 */
function transactionWrite(m: ChainMatch, ctx: ShapeContext): ShapeRefinement {
  const fn = unwrap(m.bindings.$FN as Node);
  const param = (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') && fn.params[0]?.type === 'Identifier' ? fn.params[0].name : null;
  const written: { op: string; ref: Node }[] = [];
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) { n.forEach(walk); return; }
    const node = n as Node;
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === param
      && node.callee.property.type === 'Identifier' && ['set', 'update', 'delete'].includes(node.callee.property.name) && node.arguments[0]) {
      written.push({ op: node.callee.property.name, ref: node.arguments[0] as Node });
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc' && k !== 'leadingComments' && k !== 'trailingComments') walk(v);
  };
  if (param) walk(fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' ? fn.body : null);
  const pick = written.find((w) => w.op === 'set') ?? written[0];
  const entity = pick ? collectionOf(pick.ref, ctx).name : null;
  return { action: pick?.op === 'set' || !pick ? 'create' : pick.op === 'delete' ? 'delete' : 'update', entity };
}

/** Firebase: Firestore reads/writes (modular and v8), realtime listeners, auth, storage uploads, callable functions. */
const rule: VendorRule = {
  id: 'firebase',
  docs: { description: 'Firebase / Firestore: getDocs, getDoc, onSnapshot, addDoc/setDoc/updateDoc/deleteDoc, auth, storage, functions.' },
  origin: 'firebase',
  priority: 80,
  packages: ['firebase', 'firebase-admin', 'reactfire', 'react-firebase-hooks', 'rxfire'],
  envVars: [/^VITE_FIREBASE_/, /^REACT_APP_FIREBASE_/],
  serverDirs: [/^firebase\/functions\//],
  // Files in the project's Cloud Storage for Firebase buckets.
  assetUrls: [/^https?:\/\/firebasestorage\.googleapis\.com\//i, /^https?:\/\/[\w-]+\.firebasestorage\.app\//i, /^https?:\/\/storage\.googleapis\.com\/[\w-]+\.appspot\.com\//i],
  bootstrapFiles: [/(^|\/)firebase(\/(config|index|firebase))?\.(t|j)sx?$/, /(^|\/)firebase[-.]?config\.(t|j)sx?$/],
  modules: {
    firestore: ['firebase/firestore', '@firebase/firestore', 'firebase/firestore/lite'],
    auth: ['firebase/auth', '@firebase/auth'],
    storage: ['firebase/storage', '@firebase/storage'],
    functions: ['firebase/functions', '@firebase/functions'],
    compat: ['firebase', 'firebase/app', 'firebase/compat/app'],
    // rxfire: Firestore reads handed back as RxJS observables (`collectionData(ref)` emits the rows).
    rxfire: ['rxfire/firestore'],
  },
  client: {
    factories: ['@firestore.getFirestore()', '@firestore.initializeFirestore()', '@compat.default.firestore()'],
    names: [/^(db|firestore)$/],
    modules: [/(^|\/)firebase(\/(config|index|firebase))?$/, /firebase[-.]?config$/],
  },
  calls: [
    { id: 'getDocs', pattern: '@firestore.getDocs($REF)', action: 'list', refine: refEntity, args: { ref: '$REF' } },
    { id: 'getDoc', pattern: '@firestore.getDoc($REF)', action: 'one', refine: refEntity, args: { ref: '$REF' } },
    { id: 'getCountFromServer', pattern: '@firestore.getCountFromServer($REF)', action: 'count', refine: refEntity },
    { id: 'onSnapshot', pattern: '@firestore.onSnapshot($REF, $$$ARGS)', kind: 'realtime', sdk: 'none', limitation: 'realtime listeners have no SDK equivalent', refine: refEntity },
    { id: 'addDoc', pattern: '@firestore.addDoc($REF, $DATA)', action: 'create', refine: refEntity, args: { data: '$DATA' } },
    { id: 'setDoc', pattern: '@firestore.setDoc($REF, $DATA)', action: 'upsert', refine: refEntity, args: { data: '$DATA' } },
    { id: 'updateDoc', pattern: '@firestore.updateDoc($REF, $DATA)', action: 'update', refine: refEntity, args: { data: '$DATA' } },
    { id: 'deleteDoc', pattern: '@firestore.deleteDoc($REF)', action: 'delete', refine: refEntity },
    { id: 'runTransaction', pattern: '@firestore.runTransaction($DB, $FN)', action: 'create', refine: transactionWrite },
    // rxfire's streams are reads of the same references: rows (`collectionData`, `docData`) or
    // snapshots (`collection`, `doc`), each an Observable the caller subscribes to.
    { id: '$METHOD', pattern: '@rxfire.$METHOD{collectionData,collection}($REF, $$$ARGS)', action: 'list', refine: refEntity, args: { ref: '$REF' } },
    { id: '$METHOD', pattern: '@rxfire.$METHOD{docData,doc}($REF, $$$ARGS)', action: 'one', refine: refEntity, args: { ref: '$REF' } },
    { id: 'collection', pattern: ['@client.collection($COL)', '@compat.default.firestore().collection($COL)'], refine: (m) => compatChain(m) },
    { id: 'auth.setup', pattern: '@auth.{getAuth,initializeAuth,connectAuthEmulator}($$$ARGS)', ignore: true },
    { id: '$METHOD', pattern: '@auth.$METHOD($$$ARGS)', kind: 'auth', sdk: 'none', limitation: AUTH },
    { id: 'storage.url', pattern: '@storage.{getDownloadURL,ref,getStorage,getMetadata,listAll}($$$ARGS)', ignore: true },
    { id: '$METHOD', pattern: '@storage.$METHOD{uploadBytes,uploadBytesResumable,uploadString,deleteObject}($REF, $DATA)', kind: 'upload', sdk: 'none', limitation: UPLOAD },
    { id: 'httpsCallable', pattern: '@functions.httpsCallable($FUNCTIONS, $NAME)', kind: 'function', entity: '$NAME', action: 'create' },
  ],
};

export default rule;
