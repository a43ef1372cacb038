/* eslint-disable @typescript-eslint/no-explicit-any */
import { createRequire } from 'node:module';

/**
 * recast's `getReprinter` (lib/patcher.js of recast 0.23.21, the version package.json pins) with
 * one shortcut, installed in its place so every recast print uses it (issue 18).
 *
 * To reprint an edited tree, recast walks the whole tree beside the pristine copy it took at parse
 * time (`findReprints`) to find the nodes that changed; through ast-types' generic field lookups
 * that walk is most of a print's cost, and most of a file is untouched. Here a pair of subtrees
 * is first compared plainly (same keys, identical values, same-length arrays, pairs of plain
 * objects compared in turn, recast's parenthesis test at each level): when that finds nothing,
 * recast's own walk would have found nothing either, and it is skipped. Anything the plain
 * comparison does not settle (a changed value, a key on one side only, `original === null`)
 * goes through recast's walk as before, so the reprints, and the printed text, are the same.
 */
const require = createRequire(import.meta.url);
const PINNED = '0.23.21';

let installed = false;
/** recast's own `getReprinter`, kept to compare against (test/convert/recast-reprints.test.ts). */
let recastOwn: ((path: unknown) => unknown) | undefined;
let patcherModule: { getReprinter: (path: unknown) => unknown } | undefined;

/** Is the shortcut in recast's place (false: recast is not the pinned version)? */
export const fastReprintsActive = (): boolean => !!patcherModule && patcherModule.getReprinter !== recastOwn;

/** Run `fn` with recast's own reprint search in place (the shortcut is put back after). */
export function withRecastOwnReprints<T>(fn: () => T): T {
  installFastReprints();
  if (!patcherModule || !recastOwn) return fn();
  const fast = patcherModule.getReprinter;
  patcherModule.getReprinter = recastOwn;
  try {
    return fn();
  } finally {
    patcherModule.getReprinter = fast;
  }
}

/** Put the shortcut in recast's place once; a recast other than the pinned one is left alone. */
export function installFastReprints(): void {
  if (installed) return;
  installed = true;
  const rq = createRequire(require.resolve('recast'));
  if ((rq('./package.json') as { version: string }).version !== PINNED) return;
  const patcher = rq('./lib/patcher');
  const types = rq('ast-types');
  const linesModule = rq('./lib/lines');
  const util = rq('./lib/util');
  const FastPath = rq('./lib/fast-path').default;
  const invariant = rq('tiny-invariant').default ?? rq('tiny-invariant');
  const { Printable, Expression, ReturnStatement, SourceLocation } = types.namedTypes;
  const isObject = types.builtInTypes.object;
  const isArray = types.builtInTypes.array;
  const riskyAdjoiningCharExp = /[0-9a-z_$]/i;
  const Patcher = patcher.Patcher;
  const objectTag = '[object Object]';
  const toString = Object.prototype.toString;

  /**
   * Answers of `pristine` during one `findReprints`, by the pair compared: the copy's node and its
   * original. The parsed original has each object in one place (comments aside: Babel hangs one
   * comment on two nodes, so they are not kept), so a pair names one place in the tree, and the
   * answer holds when recast's walk reaches that place after a scan of an ancestor went past it.
   */
  let answers: Map<object, { old: object; same: boolean }> | null = null;
  const keepable = (old: any) => old.type !== 'CommentLine' && old.type !== 'CommentBlock';

  /**
   * Would recast's `findChildReprints` on this pair return true with no reprints? Only a plain,
   * complete answer counts: false means "not settled here", and recast's own walk decides.
   * `newPath`/`oldPath` hold the pair on top of their stacks, as recast's walk would.
   */
  function pristine(newPath: any, oldPath: any, depth: number): boolean {
    const newNode = newPath.getValue();
    const oldNode = oldPath.getValue();
    const known = answers?.get(newNode);
    if (known && known.old === oldNode) return known.same;
    const same = comparePair(newPath, oldPath, newNode, oldNode, depth);
    if (answers && keepable(oldNode)) answers.set(newNode, { old: oldNode, same });
    return same;
  }

  function comparePair(newPath: any, oldPath: any, newNode: any, oldNode: any, depth: number): boolean {
    if (newNode.original === null) return false;
    if (newPath.needsParens() && !oldPath.hasParens()) return false;
    if (depth > 400) return false;
    const newKeys = Object.keys(newNode);
    const oldKeys = Object.keys(oldNode);
    if (newKeys.length !== oldKeys.length) return false;
    const file = oldNode.type === 'File' || newNode.type === 'File';
    for (const k of newKeys) {
      if (k === 'loc' || k.charCodeAt(0) === 95 /* _ */ || (file && k === 'tokens')) continue;
      if (!Object.prototype.hasOwnProperty.call(oldNode, k)) return false;
      const a = newNode[k];
      const b = oldNode[k];
      if (a === b) continue;
      if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
      newPath.stack.push(k, a);
      oldPath.stack.push(k, b);
      const same = pristineValue(newPath, oldPath, depth + 1);
      newPath.stack.length -= 2;
      oldPath.stack.length -= 2;
      if (!same) return false;
    }
    return true;
  }

  /** `pristine` for a value under a key: an array element by element, or a plain object. */
  function pristineValue(newPath: any, oldPath: any, depth: number): boolean {
    const a = newPath.getValue();
    const b = oldPath.getValue();
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x === y) continue;
        if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
        newPath.stack.push(i, x);
        oldPath.stack.push(i, y);
        const same = pristineValue(newPath, oldPath, depth + 1);
        newPath.stack.length -= 2;
        oldPath.stack.length -= 2;
        if (!same) return false;
      }
      return true;
    }
    if (Array.isArray(b) || toString.call(a) !== objectTag || toString.call(b) !== objectTag) return false;
    // A node under a node: recast's walk compares types first (`findObjectReprints`).
    if (a.type !== b.type) return false;
    return pristine(newPath, oldPath, depth);
  }

  function getReprinter(path: any): any {
    invariant(path instanceof FastPath);
    const node = path.getValue();
    if (!Printable.check(node)) return;
    const orig = node.original;
    const origLoc = orig && orig.loc;
    const lines = origLoc && origLoc.lines;
    const reprints: any[] = [];
    if (!lines || !findReprints(path, reprints)) return;
    return function (print: any) {
      const patcher = new Patcher(lines);
      reprints.forEach((reprint) => {
        const newNode = reprint.newPath.getValue();
        const oldNode = reprint.oldPath.getValue();
        SourceLocation.assert(oldNode.loc, true);
        const needToPrintNewPathWithComments = !patcher.tryToReprintComments(newNode, oldNode, print);
        if (needToPrintNewPathWithComments) patcher.deleteComments(oldNode);
        let newLines = print(reprint.newPath, {
          includeComments: needToPrintNewPathWithComments,
          avoidRootParens: oldNode.type === newNode.type && reprint.oldPath.hasParens(),
        }).indentTail(oldNode.loc.indent);
        const nls = needsLeadingSpace(lines, oldNode.loc, newLines);
        const nts = needsTrailingSpace(lines, oldNode.loc, newLines);
        if (nls || nts) {
          const newParts: any[] = [];
          if (nls) newParts.push(' ');
          newParts.push(newLines);
          if (nts) newParts.push(' ');
          newLines = linesModule.concat(newParts);
        }
        patcher.replace(oldNode.loc, newLines);
      });
      const patchedLines = patcher.get(origLoc).indentTail(-orig.loc.indent);
      if (path.needsParens()) return linesModule.concat(['(', patchedLines, ')']);
      return patchedLines;
    };
  }

  function needsLeadingSpace(oldLines: any, oldLoc: any, newLines: any): boolean {
    const posBeforeOldLoc = util.copyPos(oldLoc.start);
    const charBeforeOldLoc = oldLines.prevPos(posBeforeOldLoc) && oldLines.charAt(posBeforeOldLoc);
    const newFirstChar = newLines.charAt(newLines.firstPos());
    return charBeforeOldLoc && riskyAdjoiningCharExp.test(charBeforeOldLoc) && newFirstChar && riskyAdjoiningCharExp.test(newFirstChar);
  }

  function needsTrailingSpace(oldLines: any, oldLoc: any, newLines: any): boolean {
    const charAfterOldLoc = oldLines.charAt(oldLoc.end);
    const newLastPos = newLines.lastPos();
    const newLastChar = newLines.prevPos(newLastPos) && newLines.charAt(newLastPos);
    return newLastChar && riskyAdjoiningCharExp.test(newLastChar) && charAfterOldLoc && riskyAdjoiningCharExp.test(charAfterOldLoc);
  }

  function findReprints(newPath: any, reprints: any[]): boolean {
    const newNode = newPath.getValue();
    Printable.assert(newNode);
    const oldNode = newNode.original;
    Printable.assert(oldNode);
    invariant(reprints.length === 0);
    if (newNode.type !== oldNode.type) return false;
    const oldPath = new FastPath(oldNode);
    answers = new Map();
    let canReprint: boolean;
    try {
      canReprint = findChildReprints(newPath, oldPath, reprints);
    } finally {
      answers = null;
    }
    if (!canReprint) reprints.length = 0;
    return canReprint;
  }

  function findAnyReprints(newPath: any, oldPath: any, reprints: any[]): boolean {
    const newNode = newPath.getValue();
    const oldNode = oldPath.getValue();
    if (newNode === oldNode) return true;
    if (isArray.check(newNode)) return findArrayReprints(newPath, oldPath, reprints);
    if (isObject.check(newNode)) return findObjectReprints(newPath, oldPath, reprints);
    return false;
  }

  function findArrayReprints(newPath: any, oldPath: any, reprints: any[]): boolean {
    const newNode = newPath.getValue();
    const oldNode = oldPath.getValue();
    if (newNode === oldNode || newPath.valueIsDuplicate() || oldPath.valueIsDuplicate()) return true;
    isArray.assert(newNode);
    const len = newNode.length;
    if (!(isArray.check(oldNode) && oldNode.length === len)) return false;
    for (let i = 0; i < len; ++i) {
      newPath.stack.push(i, newNode[i]);
      oldPath.stack.push(i, oldNode[i]);
      const canReprint = findAnyReprints(newPath, oldPath, reprints);
      newPath.stack.length -= 2;
      oldPath.stack.length -= 2;
      if (!canReprint) return false;
    }
    return true;
  }

  function findObjectReprints(newPath: any, oldPath: any, reprints: any[]): boolean {
    const newNode = newPath.getValue();
    isObject.assert(newNode);
    if (newNode.original === null) return false;
    const oldNode = oldPath.getValue();
    if (!isObject.check(oldNode)) return false;
    if (newNode === oldNode || newPath.valueIsDuplicate() || oldPath.valueIsDuplicate()) return true;
    if (Printable.check(newNode)) {
      if (!Printable.check(oldNode)) return false;
      const newParentNode = newPath.getParentNode();
      const oldParentNode = oldPath.getParentNode();
      if (oldParentNode !== null && oldParentNode.type === 'FunctionTypeAnnotation' && newParentNode !== null && newParentNode.type === 'FunctionTypeAnnotation') {
        const oldNeedsParens = oldParentNode.params.length !== 1 || !!oldParentNode.params[0].name;
        const newNeedParens = newParentNode.params.length !== 1 || !!newParentNode.params[0].name;
        if (!oldNeedsParens && newNeedParens) return false;
      }
      if (newNode.type === oldNode.type) {
        const childReprints: any[] = [];
        if (findChildReprints(newPath, oldPath, childReprints)) {
          reprints.push(...childReprints);
        } else if (oldNode.loc) {
          reprints.push({ oldPath: oldPath.copy(), newPath: newPath.copy() });
        } else {
          return false;
        }
        return true;
      }
      if (Expression.check(newNode) && Expression.check(oldNode) && oldNode.loc) {
        reprints.push({ oldPath: oldPath.copy(), newPath: newPath.copy() });
        return true;
      }
      return false;
    }
    return findChildReprints(newPath, oldPath, reprints);
  }

  function findChildReprints(newPath: any, oldPath: any, reprints: any[]): boolean {
    const newNode = newPath.getValue();
    const oldNode = oldPath.getValue();
    isObject.assert(newNode);
    isObject.assert(oldNode);
    if (newNode.original === null) return false;
    if (newPath.needsParens() && !oldPath.hasParens()) return false;
    // The shortcut: an untouched subtree has nothing to reprint.
    if (pristine(newPath, oldPath, 0)) return true;
    const keys = util.getUnionOfKeys(oldNode, newNode);
    if (oldNode.type === 'File' || newNode.type === 'File') delete keys.tokens;
    delete keys.loc;
    const originalReprintCount = reprints.length;
    for (const k in keys) {
      if (k.charAt(0) === '_') continue;
      newPath.stack.push(k, types.getFieldValue(newNode, k));
      oldPath.stack.push(k, types.getFieldValue(oldNode, k));
      const canReprint = findAnyReprints(newPath, oldPath, reprints);
      newPath.stack.length -= 2;
      oldPath.stack.length -= 2;
      if (!canReprint) return false;
    }
    if (ReturnStatement.check(newPath.getNode()) && reprints.length > originalReprintCount) return false;
    return true;
  }

  patcherModule = patcher;
  recastOwn = patcher.getReprinter;
  patcher.getReprinter = getReprinter;
}
