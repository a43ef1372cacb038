import type { Expression, File, ObjectExpression, ObjectProperty, Statement } from '@babel/types';
import { buildExpression, buildStatement, referencedNames, str, visit } from './ast-build.js';
import { staticPath } from './static-path.js';

/**
 * Small intent functions over a Vite config's AST (magicast's idea): each says what it wants
 * (`setBase`, `setBuildOutDir`, `setAlias`) and returns whether it changed anything, so running
 * them twice changes nothing the second time.
 */
export interface ConfigEdit {
  ast: File;
  /** The config's path (chooses the parser for snippets). */
  file: string;
  quote: "'" | '"';
  /** Things the edit could not do, with the line they concern. */
  limitations: { line: number; what: string; why: string }[];
}

export function keyName(p: ObjectExpression['properties'][number]): string | null {
  if (p.type !== 'ObjectProperty' && p.type !== 'ObjectMethod') return null;
  if (p.computed) return p.key.type === 'StringLiteral' ? p.key.value : null;
  if (p.key.type === 'Identifier') return p.key.name;
  if (p.key.type === 'StringLiteral') return p.key.value;
  return null;
}

export function getProp(obj: ObjectExpression, key: string): ObjectProperty | undefined {
  return obj.properties.find((p): p is ObjectProperty => p.type === 'ObjectProperty' && keyName(p) === key);
}

function newProp(edit: ConfigEdit, key: string, valueCode: string): ObjectProperty {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : str(key, edit.quote);
  return (buildExpression(`({ ${k}: ${valueCode} })`, edit.file) as ObjectExpression).properties[0] as ObjectProperty;
}

/** Set `obj[key]` to the code's value, adding the property at the end if it is missing. */
export function setProp(edit: ConfigEdit, obj: ObjectExpression, key: string, valueCode: string): void {
  const existing = getProp(obj, key);
  // A shorthand (`{ base }`) printed with its new value would read `{ './' }`: no longer one.
  if (existing) { existing.value = buildExpression(valueCode, edit.file); existing.shorthand = false; }
  else obj.properties.push(newProp(edit, key, valueCode));
}

/** The object literal under `obj[key]`, created empty when missing; null when it is not a literal. */
export function ensureObject(edit: ConfigEdit, obj: ObjectExpression, key: string): ObjectExpression | null {
  const existing = getProp(obj, key);
  if (!existing) {
    const p = newProp(edit, key, '{}');
    obj.properties.push(p);
    return p.value as ObjectExpression;
  }
  if (existing.value.type === 'ObjectExpression') return existing.value;
  edit.limitations.push({ line: existing.loc?.start.line ?? 1, what: `vite config \`${key}\` is not an object literal`, why: 'it is computed at run time, so it cannot be edited safely' });
  return null;
}

/** The local name of a default/namespace import of one of `modules`, adding `import name from` if absent. */
function ensureDefaultImport(edit: ConfigEdit, modules: string[], name: string): string {
  const body = edit.ast.program.body;
  for (const s of body) {
    if (s.type !== 'ImportDeclaration' || !modules.includes(s.source.value)) continue;
    const spec = s.specifiers.find((x) => x.type === 'ImportDefaultSpecifier' || x.type === 'ImportNamespaceSpecifier');
    if (spec) return spec.local.name;
  }
  for (const s of body) {
    const d = s.type === 'VariableDeclaration' ? s.declarations[0] : null;
    if (d?.id.type === 'Identifier' && d.init?.type === 'CallExpression' && d.init.callee.type === 'Identifier' && d.init.callee.name === 'require'
      && d.init.arguments[0]?.type === 'StringLiteral' && modules.includes(d.init.arguments[0].value)) return d.id.name;
  }
  insertImport(edit, isCommonJs(edit.ast) ? `const ${name} = require(${str(modules[0], edit.quote)});` : `import ${name} from ${str(modules[0], edit.quote)};`);
  return name;
}

/** The local name of a named import, adding it to an existing import of the module or a new one. */
function ensureNamedImport(edit: ConfigEdit, modules: string[], imported: string): string {
  const body = edit.ast.program.body;
  for (const s of body) {
    if (s.type !== 'ImportDeclaration' || !modules.includes(s.source.value)) continue;
    for (const x of s.specifiers) {
      if (x.type === 'ImportSpecifier' && (x.imported.type === 'Identifier' ? x.imported.name : x.imported.value) === imported) return x.local.name;
    }
  }
  insertImport(edit, `import { ${imported} } from ${str(modules[0], edit.quote)};`);
  return imported;
}

function isCommonJs(ast: File): boolean {
  return !ast.program.body.some((s) => s.type === 'ImportDeclaration' || s.type === 'ExportDefaultDeclaration' || s.type === 'ExportNamedDeclaration');
}

function insertImport(edit: ConfigEdit, code: string): void {
  const body = edit.ast.program.body;
  const stmt: Statement = buildStatement(code, edit.file);
  let at = 0;
  body.forEach((s, i) => {
    const isRequire = s.type === 'VariableDeclaration' && s.declarations.some((d) => d.init?.type === 'CallExpression' && d.init.callee.type === 'Identifier' && d.init.callee.name === 'require');
    if (s.type === 'ImportDeclaration' || isRequire) at = i + 1;
  });
  body.splice(at, 0, stmt);
}

/**
 * Code for an absolute path to `rel` (relative to the config's folder), in the form the file
 * already speaks: `path.resolve(__dirname, './rel')` where `__dirname` is in use (CommonJS, or
 * configs that rely on Vite defining it), `import.meta.dirname` where that is, and otherwise the
 * ESM-safe `fileURLToPath(new URL('./rel', import.meta.url))`.
 */
export function absolutePathCode(edit: ConfigEdit, rel: string): string {
  const names = referencedNames(edit.ast.program);
  const relLit = str(`./${rel}`, edit.quote);
  let usesImportMetaDirname = false;
  visit(edit.ast.program, (n) => {
    if (n.type === 'MemberExpression' && n.object.type === 'MetaProperty' && n.property.type === 'Identifier' && n.property.name === 'dirname') usesImportMetaDirname = true;
  });
  if (names.has('__dirname') || isCommonJs(edit.ast)) return `${ensureDefaultImport(edit, ['path', 'node:path'], 'path')}.resolve(__dirname, ${relLit})`;
  if (usesImportMetaDirname) return `${ensureDefaultImport(edit, ['path', 'node:path'], 'path')}.resolve(import.meta.dirname, ${relLit})`;
  return `${ensureNamedImport(edit, ['url', 'node:url'], 'fileURLToPath')}(new URL(${relLit}, import.meta.url))`;
}

/** `base: './'` (spec 2, theme package requirement 1). */
export function setBase(edit: ConfigEdit, config: ObjectExpression, value = './'): boolean {
  const p = getProp(config, 'base');
  if (p && p.value.type === 'StringLiteral' && p.value.value === value) return false;
  setProp(edit, config, 'base', str(value, edit.quote));
  return true;
}

/** `build.outDir` naming `outDir` (relative to the config's folder; `root` is the config's root). */
export function setBuildOutDir(edit: ConfigEdit, config: ObjectExpression, outDir: string, root: string): boolean {
  const existing = getProp(config, 'build');
  const build = existing?.value.type === 'ObjectExpression' ? existing.value : null;
  const current = build ? getProp(build, 'outDir') : undefined;
  if (current && staticPath(current.value, root) === outDir) return false;
  const target = ensureObject(edit, config, 'build');
  if (!target) return false;
  setProp(edit, target, 'outDir', root === '' ? str(outDir, edit.quote) : absolutePathCode(edit, outDir));
  return true;
}

/**
 * `resolve.alias[find]` → `targetRel` (relative to the config's folder). An existing alias that
 * already points there, in any form, is kept as written.
 */
export function setAlias(edit: ConfigEdit, config: ObjectExpression, find: string, targetRel: string, root: string): boolean {
  const resolveProp = getProp(config, 'resolve');
  const aliasProp = resolveProp?.value.type === 'ObjectExpression' ? getProp(resolveProp.value, 'alias') : undefined;
  const equivalent = (e: Expression | undefined) => !!e && staticPath(e, root, false) === targetRel;
  if (aliasProp?.value.type === 'ObjectExpression') {
    const entry = getProp(aliasProp.value, find);
    if (entry && equivalent(entry.value as Expression)) return false;
    const code = absolutePathCode(edit, targetRel);
    if (entry) entry.value = buildExpression(code, edit.file);
    else aliasProp.value.properties.unshift(newProp(edit, find, code));
    return true;
  }
  if (aliasProp?.value.type === 'ArrayExpression') {
    for (const el of aliasProp.value.elements) {
      if (el?.type !== 'ObjectExpression') continue;
      const f = getProp(el, 'find');
      if (f?.value.type !== 'StringLiteral' || f.value.value !== find) continue;
      const r = getProp(el, 'replacement');
      if (r && equivalent(r.value as Expression)) return false;
      setProp(edit, el, 'replacement', absolutePathCode(edit, targetRel));
      return true;
    }
    aliasProp.value.elements.unshift(buildExpression(`({ find: ${str(find, edit.quote)}, replacement: ${absolutePathCode(edit, targetRel)} })`, edit.file));
    return true;
  }
  if (aliasProp) {
    edit.limitations.push({ line: aliasProp.loc?.start.line ?? 1, what: 'vite config `resolve.alias` is computed', why: `add the \`${find}\` → \`${targetRel || '.'}\` alias by hand` });
    return false;
  }
  const resolveObj = ensureObject(edit, config, 'resolve');
  if (!resolveObj) return false;
  resolveObj.properties.push(newProp(edit, 'alias', `{ ${str(find, edit.quote)}: ${absolutePathCode(edit, targetRel)} }`));
  return true;
}
