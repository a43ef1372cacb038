import * as t from '@babel/types';
import type { File } from '@babel/types';
import { parseSource } from '../../load/parse.js';
import { badInput } from '../../diagnostics/tool-error.js';
import { crawlIfStale, lineOf, memberPath, scopeCrawled, scopeEdited, traverse } from './ast-kit.js';
import { cleanup, countReferences } from './cleanup.js';
import type { FileLimitation, MendContext, MendResult } from './context.js';
import { fold, inlineConstants, removeSignInGates } from './fold.js';
import { operationAction, removeGates, removeUnusedAuthImports, type Constants } from './gates.js';
import { removeLinks } from './links.js';
import { removeStoredAuth } from './stored-auth.js';
import { removeSettingFields } from './backend-settings.js';
import { printMended } from './print.js';
import { removeEmptiedParents, routeParents } from './parent-routes.js';
import { droppedBindings, removeDroppedImports, removePageElements, removeRoutes } from './routes.js';

export const MARKER = '@platform-convert-limitation';

/** Add `// @platform-convert-limitation drop-pages/<id>: what` above a statement, once. */
function markLimitation(stmt: t.Statement, id: string, what: string): boolean {
  const text = ` ${MARKER} drop-pages/${id}: ${what}`;
  // recast prints `comments` (each flagged leading or trailing), not babel's leadingComments.
  const node = stmt as t.Node & { comments?: (t.Comment & { leading?: boolean; trailing?: boolean })[] };
  const existing = [...(node.comments ?? []), ...(stmt.leadingComments ?? [])];
  if (existing.some((c) => c.value.includes(`${MARKER} drop-pages/${id}`))) return false;
  node.comments = [...(node.comments ?? []), { type: 'CommentLine', value: text, leading: true, trailing: false } as t.CommentLine & { leading: boolean; trailing: boolean }];
  return true;
}

/** Auth calls still in the file after the mend (no safe rewrite): one marker and one row each. */
function leftoverAuthCalls(ast: File, ctx: MendContext): { marked: boolean; rows: FileLimitation[] } {
  const out: FileLimitation[] = [];
  let marked = false;
  const siteLines = ctx.targets.authSites.get(ctx.file) ?? new Map<number, string[]>();
  traverse(ast, {
    CallExpression(path) {
      const callee = memberPath(path.node.callee) ?? '';
      const known = ctx.rules.calls.calls.some((c) => c.callee.test(callee)) || /(^|\.)auth\.\w+$/.test(callee) || !!operationAction(path, ctx);
      const line = lineOf(path.node);
      if (!known && !(line && siteLines.has(line) && /auth/i.test(callee))) return;
      const stmt = path.getStatementParent();
      if (!stmt) return;
      const what = `auth call \`${callee}()\` has no storefront equivalent`;
      marked = markLimitation(stmt.node, 'auth-calls', what) || marked;
      out.push({ line, what, why: 'the platform owns identity; decide what this code does for an anonymous visitor', id: 'auth-calls' });
    },
  });
  return { marked, rows: out };
}

/**
 * Mend one file of the site for the drop: routes, page uses, links and redirects to dropped
 * pages go; auth gates go; what that leaves unused goes; auth calls with no safe rewrite are
 * marked. Edits the AST in place.
 */
/** Names written in the file outside its imports (type positions included). */
function namesInBody(ast: File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') continue;
    t.traverseFast(s, (n) => { if (n.type === 'Identifier' || n.type === 'JSXIdentifier') out.add(n.name); });
  }
  return out;
}

/** Type-only imports the mend left unused (scopes do not count type references). */
function removeUnusedTypeImports(ast: File, before: Set<string>): boolean {
  const now = namesInBody(ast);
  let changed = false;
  ast.program.body = ast.program.body.filter((s) => {
    if (s.type !== 'ImportDeclaration' || !s.specifiers.length) return true;
    const typeOnly = (x: t.ImportDeclaration['specifiers'][number]) => s.importKind === 'type' || (x.type === 'ImportSpecifier' && x.importKind === 'type');
    const kept = s.specifiers.filter((x) => !(typeOnly(x) && before.has(x.local.name) && !now.has(x.local.name)));
    if (kept.length === s.specifiers.length) return true;
    changed = true;
    s.specifiers = kept;
    return kept.length > 0;
  });
  return changed;
}

export function mendAst(ast: File, ctx: MendContext): MendResult {
  // The scope countReferences crawls stands for the later passes until one of them edits the
  // tree; only within this mend (other callers of cleanup always crawl).
  const before = countReferences(ast);
  scopeCrawled(ast);
  try {
    return mendPasses(ast, ctx, before);
  } finally {
    scopeEdited(ast);
  }
}

function mendPasses(ast: File, ctx: MendContext, before: ReturnType<typeof countReferences>): MendResult {
  const namesBefore = namesInBody(ast);
  const consts: Constants = new WeakSet();
  const limitations: FileLimitation[] = [];
  const b = droppedBindings(ast, ctx);
  const parents = routeParents(ast);
  // Each pass that changed the tree makes the next scope crawl happen (see crawlIfStale).
  const edit = (edited: boolean) => scopeEdited(ast, edited);
  let changed = edit(removeRoutes(ast, ctx, b));
  changed = edit(removePageElements(ast, b.all)) || changed;
  changed = edit(removeLinks(ast, ctx)) || changed;
  changed = edit(removeGates(ast, ctx, consts)) || changed;
  changed = edit(removeStoredAuth(ast, ctx, consts)) || changed;
  changed = edit(removeSettingFields(ast, ctx)) || changed;
  changed = edit(removeSignInGates(ast, ctx.rules.state)) || changed;
  // A parent route whose children all went (an `/admin/*` layout) goes with its layout or guard.
  changed = edit(removeEmptiedParents(ast, parents)) || changed;
  for (let round = 0; round < 4; round++) {
    let again = inlineConstants(ast, consts, ctx.rules.state);
    again = edit(fold(ast)) || again;
    again = cleanup(ast, before, consts, ctx.rules.state.stateNames) || again;
    changed = again || changed;
    if (!again) break;
  }
  // Imports of dropped files: gone unless code still uses them (then a Limitations row says where).
  const used = new Set<string>();
  traverse(ast, {
    Program(p) {
      crawlIfStale(p);
      for (const [name, binding] of Object.entries(p.scope.bindings)) if (binding.kind === 'module' && binding.referencePaths.length) used.add(name);
    },
  });
  changed = removeDroppedImports(ast, ctx, (local) => used.has(local)) || changed;
  const named = namesInBody(ast);
  changed = removeUnusedAuthImports(ast, ctx, (local) => used.has(local) || named.has(local)) || changed;
  if (changed) removeUnusedTypeImports(ast, namesBefore);
  for (const name of b.all) {
    if (!used.has(name)) continue;
    const stmt = ast.program.body.find((s) => s.type === 'ImportDeclaration' && s.specifiers.some((x) => x.local.name === name));
    if (stmt) changed = markLimitation(stmt, 'page-reference', `\`${name}\` (a dropped page) is still used here`) || changed;
    limitations.push({ line: lineOf(stmt), what: `\`${name}\`, a dropped page, is still used`, why: 'remove that use by hand; the page stays until then', id: 'page-reference' });
  }
  const left = leftoverAuthCalls(ast, ctx);
  limitations.push(...left.rows);
  changed = left.marked || changed;
  return { changed, limitations };
}

/** The same mend over source text (fixture pairs): the file reprinted with its own formatting. */
export function mendSource(text: string, ctx: MendContext): { text: string; limitations: FileLimitation[] } {
  const r = parseSource(ctx.file, text, 'edit');
  if (!r.ok) throw badInput(r.diagnostic.message, { file: ctx.file, line: r.diagnostic.line });
  const res = mendAst(r.ast, ctx);
  return { text: res.changed ? printMended(r.ast, text) : text, limitations: res.limitations };
}
