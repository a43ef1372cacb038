import * as t from '@babel/types';
import type { StepContext } from '../../convert/step.js';
import { resolveImport } from '../../load/resolve.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { printLikeSource } from '../../convert/print.js';
import { writeGenerated } from './hook-module.js';
import { flattenResource, resourcesModule, RESOURCES_MODULE, themeKey } from './library-resources.js';
import type { RetrofitScope } from './scope.js';

/** The namespace of a site's own message tree in the theme dictionaries (`messages:nav.home`). */
export const OWN_MESSAGES_NS = 'messages';
export const MESSAGES_HELPER = 'themeMessages';

/** A JSON object holding at least one nested object or list: a message tree, not a key → text dictionary. */
function messageTree(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  return Object.values(v).some((x) => x !== null && typeof x === 'object') ? (v as Record<string, unknown>) : null;
}

/**
 * A site whose own language files sit where the theme keeps its dictionaries (`src/i18n/en.json`,
 * `ar.json`) as nested message trees read by its own provider (`messages[locale].nav.home`): the
 * trees join the dictionaries, each string keyed `messages:<path>`, and the modules importing them
 * read the trees back from the dictionaries (`themeMessages('ar')`). So the site's copy is what
 * `translate` and `verify --pseudo` see, and the dictionaries are flat key → text files again
 * instead of trees overwritten with empty entries. Returns the step's notes.
 */
export function adoptOwnMessageFiles(ctx: StepContext, scope: RetrofitScope, files: { en: string; ar: string }): string[] {
  const trees = { en: messageTree(ctx.tree.read(files.en)), ar: messageTree(ctx.tree.read(files.ar)) };
  if (!trees.en && !trees.ar) return [];
  const notes: string[] = [];
  for (const lang of ['en', 'ar'] as const) {
    const tree = trees[lang];
    if (!tree) continue;
    const flat: Record<string, string> = {};
    for (const [path, text] of Object.entries(flattenResource(tree))) flat[themeKey(OWN_MESSAGES_NS, path)] = text;
    // Strings at the top level of a tree are messages too: they keep their place in it.
    ctx.tree.write(files[lang], `${JSON.stringify(flat, null, 2)}\n`);
    notes.push(`${files[lang]}: the site's own message tree (${Object.keys(flat).length} string(s)) joins the dictionaries as ${OWN_MESSAGES_NS}:<path>`);
  }
  const helperFile = `${scope.i18nDir}/${RESOURCES_MODULE}`;
  let rewired = 0;
  for (const p of scope.allScripts) {
    const text = ctx.tree.read(p) ?? '';
    if (!/\.json['"]/.test(text)) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const body = ast.program.body;
    const reads: t.VariableDeclaration[] = [];
    for (let i = body.length - 1; i >= 0; i--) {
      const s = body[i];
      if (!t.isImportDeclaration(s) || s.specifiers.length !== 1 || !t.isImportDefaultSpecifier(s.specifiers[0])) continue;
      const file = resolveImport(p, s.source.value, ctx.site.aliases, (f) => ctx.tree.exists(f));
      const lang = file === files.en ? 'en' : file === files.ar ? 'ar' : null;
      if (!lang || !trees[lang]) continue;
      body.splice(i, 1);
      reads.unshift(t.variableDeclaration('const', [t.variableDeclarator(t.identifier(s.specifiers[0].local.name), t.callExpression(t.identifier(MESSAGES_HELPER), [t.stringLiteral(lang)]))]));
    }
    if (!reads.length) continue;
    let at = 0;
    while (at < body.length && t.isImportDeclaration(body[at])) at++;
    const imported = body.some((s) => t.isImportDeclaration(s) && s.specifiers.some((sp) => sp.local.name === MESSAGES_HELPER));
    body.splice(at, 0, ...reads);
    if (!imported) body.splice(at, 0, t.importDeclaration([t.importSpecifier(t.identifier(MESSAGES_HELPER), t.identifier(MESSAGES_HELPER))], t.stringLiteral(relativeSpecifier(p, helperFile))));
    ctx.tree.write(p, printLikeSource(ast, text));
    notes.push(`${p}: its message trees are read from the theme dictionaries (${MESSAGES_HELPER})`);
    rewired++;
  }
  if (rewired) writeGenerated(ctx, `${helperFile}.${scope.layout.ts ? 'ts' : 'js'}`, resourcesModule(scope.layout.ts));
  return notes;
}
