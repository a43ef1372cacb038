import * as t from '@babel/types';
import { parse } from '../../infra/babel-parser.js';
import type { NodePath } from '@babel/traverse';
import { UI_KIT_LABELS, type KitComponent, type KitLabel } from '../../../rules/glossary/ui-kit-labels.js';
import { readWithValues } from './template-copy.js';
import { traverse } from './ast-kit.js';
import type { Dictionary } from './extract.js';
import { fileComponentName, storeText, Translators } from './translators.js';

/** Puts a text in the dictionaries and gives its read (`t(key)`), or null outside a component. */
export type RecordText = (p: NodePath, text: string) => t.CallExpression | null;

/** The UI-kit component an element renders, by the import its name is bound to (rules/glossary/ui-kit-labels.ts). */
function kitComponent(p: NodePath<t.JSXOpeningElement>): KitComponent | null {
  const name = p.node.name;
  // `<Primitive.Root>` with `import * as Primitive from 'pkg'`: the package's export `Root`.
  if (t.isJSXMemberExpression(name) && t.isJSXIdentifier(name.object)) {
    const binding = p.scope.getBinding(name.object.name);
    const decl = binding?.path.parentPath?.node;
    if (!binding || !t.isImportNamespaceSpecifier(binding.path.node) || !t.isImportDeclaration(decl)) return null;
    const member = name.property.name;
    return UI_KIT_LABELS.find((c) => c.from.test(decl.source.value) && c.name === member) ?? null;
  }
  if (!t.isJSXIdentifier(name)) return null;
  const binding = p.scope.getBinding(name.name);
  const decl = binding?.path.parentPath?.node;
  if (!binding || !t.isImportDeclaration(decl)) return null;
  const spec = binding.path.node;
  const imported = t.isImportDefaultSpecifier(spec) ? null : t.isImportSpecifier(spec) ? (t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value) : undefined;
  if (imported === undefined) return null;
  return UI_KIT_LABELS.find((c) => c.from.test(decl.source.value)
    // A default import of the component's own path (or of a package whose default it is), or the named export of the package.
    && (imported === null ? c.defaultExport || decl.source.value.endsWith(`/${c.name}`) : imported === c.name)) ?? null;
}

function labelValue(p: NodePath, label: KitLabel, record: RecordText, part: (name: string) => string | null): t.Expression | null {
  if (label.text && label.part) {
    const call = record(p, label.text);
    const name = call ? part(label.part.name) : null;
    if (!call || !name) return null;
    const attrs = [t.jsxAttribute(t.jsxIdentifier('label'), t.jsxExpressionContainer(call))];
    for (const [k, v] of Object.entries(label.part.props ?? {})) attrs.push(t.jsxAttribute(t.jsxIdentifier(k), t.stringLiteral(v)));
    return t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(name), attrs, true), null, [], true);
  }
  if (label.text && label.params) {
    const call = record(p, label.text);
    if (!call) return null;
    const pattern = t.objectPattern(label.params.map((f) => t.objectProperty(t.identifier(f), t.identifier(f), false, true)));
    return t.arrowFunctionExpression([pattern], readWithValues(call, label.params.map((f) => [f, t.identifier(f)])));
  }
  if (label.text) return record(p, label.text);
  if (label.choices) {
    const props: t.ObjectProperty[] = [];
    for (const [k, text] of Object.entries(label.choices)) {
      const call = record(p, text);
      if (!call) return null;
      props.push(t.objectProperty(t.identifier(k), call));
    }
    return t.arrowFunctionExpression([t.identifier('type')], t.memberExpression(t.objectExpression(props), t.identifier('type'), true));
  }
  return null;
}

/**
 * `<TablePagination … />` without `labelRowsPerPage`: the kit would show its English default in
 * both languages; each label prop it lacks is given, read through the dictionaries.
 */
export function giveKitLabels(p: NodePath<t.JSXOpeningElement>, record: RecordText, parts: KitParts): boolean {
  const kit = kitComponent(p);
  if (!kit) return false;
  const has = new Set(p.node.attributes.flatMap((a) => (t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) ? [a.name.name] : [])));
  // A spread may carry the labels already: leave such an element as it is, but for labels given
  // as defaults before the spread (`underSpread`).
  const spreadAt = p.node.attributes.findIndex((a) => t.isJSXSpreadAttribute(a));
  if (spreadAt >= 0 && !kit.labels.some((l) => l.underSpread)) return false;
  let insertAt = spreadAt;
  let changed = false;
  for (const label of kit.labels) {
    if (spreadAt >= 0 && !label.underSpread) continue;
    if (label.control) {
      if (!has.has(label.prop) && giveControl(p, label.prop, label.control, record)) changed = true;
      continue;
    }
    if (label.fields) {
      if (giveFields(p, label.prop, label.fields, record, insertAt)) {
        changed = true;
        if (insertAt >= 0 && !has.has(label.prop)) insertAt++;
      }
      continue;
    }
    if (has.has(label.prop)) {
      // An element of the source's own (`customDot={<Dot />}`): its copy is the source's, extracted where it is written.
      if (label.part) continue;
      // A label the source wrote itself (`labelRowsPerPage="Lines:"`) is copy too.
      const attr = p.node.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: label.prop }));
      const v = attr?.value;
      const lit = t.isStringLiteral(v) ? v : t.isJSXExpressionContainer(v) && t.isStringLiteral(v.expression) ? v.expression : null;
      const call = lit && label.text && !label.params ? record(p, lit.value) : null;
      if (attr && call) {
        attr.value = t.jsxExpressionContainer(call);
        changed = true;
      }
      continue;
    }
    const value = labelValue(p, label, record, (name) => parts.use(kit, name, p));
    if (!value) continue;
    const attr = t.jsxAttribute(t.jsxIdentifier(label.prop), t.jsxExpressionContainer(value));
    if (insertAt >= 0) p.node.attributes.splice(insertAt++, 0, attr);
    else p.node.attributes.push(attr);
    changed = true;
  }
  return changed;
}

const keyName = (k: t.ObjectMember['key']) => (t.isIdentifier(k) ? k.name : t.isStringLiteral(k) ? k.value : null);

/**
 * `<MapContainer>` drawing its own zoom buttons: `zoomControl={false}` on it, and the library's
 * `<ZoomControl zoomInTitle={t(…)} zoomOutTitle={t(…)} />` first among its children, imported
 * beside the component (the file's own binding of it reused). A self-closing element is left alone.
 */
function giveControl(p: NodePath<t.JSXOpeningElement>, prop: string, control: NonNullable<KitLabel['control']>, record: RecordText): boolean {
  const element = p.parentPath;
  if (!element?.isJSXElement() || p.node.selfClosing || !t.isJSXIdentifier(p.node.name)) return false;
  const binding = p.scope.getBinding(p.node.name.name);
  const decl = binding?.path.parentPath;
  if (!decl?.isImportDeclaration()) return false;
  const attrs: t.JSXAttribute[] = [];
  for (const [name, text] of Object.entries(control.texts)) {
    const call = record(p, text);
    if (!call) return false;
    attrs.push(t.jsxAttribute(t.jsxIdentifier(name), t.jsxExpressionContainer(call)));
  }
  // The file's own name for the control, else an import of it beside the component's.
  const own = decl.node.specifiers.find((sp): sp is t.ImportSpecifier => t.isImportSpecifier(sp) && (t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value) === control.name);
  let local = own?.local.name;
  if (!local) {
    const scope = p.scope.getProgramParent();
    local = control.name;
    for (let i = 2; scope.hasBinding(local) || scope.hasGlobal(local); i++) local = `${control.name}${i}`;
    decl.node.specifiers.push(t.importSpecifier(t.identifier(local), t.identifier(control.name)));
  }
  p.node.attributes.push(t.jsxAttribute(t.jsxIdentifier(prop), t.jsxExpressionContainer(t.booleanLiteral(false))));
  const added = t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(local), attrs, true), null, [], true);
  // On a line of its own, indented as the first child is.
  const first = element.node.children[0];
  if (t.isJSXText(first) && !first.value.trim()) element.node.children.splice(1, 0, added, t.jsxText(first.value));
  else element.node.children.unshift(added);
  return true;
}

/**
 * `a11y={{ … }}`: the fields of a prop that takes an object of texts. A field written there as a
 * text is copy; a missing one is given. A prop given some other way (a variable) is left alone.
 */
function giveFields(p: NodePath<t.JSXOpeningElement>, prop: string, fields: Record<string, string>, record: RecordText, insertAt: number): boolean {
  const attr = p.node.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: prop }));
  let obj: t.ObjectExpression;
  if (attr) {
    const v = attr.value;
    if (!t.isJSXExpressionContainer(v) || !t.isObjectExpression(v.expression)) return false;
    obj = v.expression;
  } else obj = t.objectExpression([]);
  let changed = false;
  for (const [field, text] of Object.entries(fields)) {
    const own = obj.properties.find((q): q is t.ObjectProperty => t.isObjectProperty(q) && !q.computed && keyName(q.key) === field);
    if (own) {
      if (!t.isStringLiteral(own.value)) continue;
      const call = record(p, own.value.value);
      if (call) { own.value = call; changed = true; }
      continue;
    }
    const call = record(p, text);
    if (!call) continue;
    obj.properties.push(t.objectProperty(t.identifier(field), call));
    changed = true;
  }
  if (!attr && changed) {
    const added = t.jsxAttribute(t.jsxIdentifier(prop), t.jsxExpressionContainer(obj));
    if (insertAt >= 0) p.node.attributes.splice(insertAt, 0, added);
    else p.node.attributes.push(added);
  }
  return changed;
}

/**
 * The parts (rules/glossary/ui-kit-labels.ts `parts`) a file's kit labels use: named once per
 * file (a name the file already binds is avoided), added at the end of the module after the walk.
 */
export class KitParts {
  private readonly used = new Map<string, { name: string; source: string }>();

  constructor(private readonly typed: boolean) {}

  /** The local name of a kit's part (used at `at`), or null when the kit has no such part. */
  use(kit: KitComponent, part: string, at: NodePath): string | null {
    const source = kit.parts?.[part];
    if (!source) return null;
    const known = this.used.get(part);
    if (known) return known.name;
    const scope = at.scope.getProgramParent();
    let name = part;
    for (let i = 2; scope.hasBinding(name) || scope.hasGlobal(name); i++) name = `${part}${i}`;
    this.used.set(part, { name, source });
    return name;
  }

  /** Add the used parts to the module (after the walk, so the extraction never reads them as copy). */
  insert(ast: t.File): boolean {
    for (const [part, { name, source }] of this.used) {
      const fn = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] }).program.body[0];
      if (!t.isFunctionDeclaration(fn)) throw new Error(`kit part ${part}: not a function declaration`);
      fn.id = t.identifier(name);
      if (!this.typed) for (const param of fn.params) dropTypes(param);
      t.removeComments(fn);
      t.traverseFast(fn, (n) => { delete (n as { loc?: unknown }).loc; delete (n as { start?: unknown }).start; delete (n as { end?: unknown }).end; });
      ast.program.body.push(fn);
    }
    return this.used.size > 0;
  }
}

function dropTypes(n: t.Node): void {
  t.traverseFast(n, (x) => {
    if ('typeAnnotation' in x && x.typeAnnotation && (t.isTSTypeAnnotation(x.typeAnnotation) || t.isTypeAnnotation(x.typeAnnotation))) x.typeAnnotation = null;
  });
}

/**
 * The UI kit's own files (a shadcn wrapper in components/ui) are not searched for copy, but a
 * library component they render may still write an English label (Radix NavigationMenu's "Main"):
 * those labels alone go through the dictionaries there. Returns how many elements were labelled.
 */
export function labelKitComponents(ast: t.File, opts: { file: string; hookImport: string; dict: Dictionary }): number {
  // Only an element bound to an import of a kit package is labelled (kitComponent): a file importing
  // none is not walked (a full scope walk over each of a UI kit's files).
  if (!ast.program.body.some((s) => t.isImportDeclaration(s) && UI_KIT_LABELS.some((c) => c.from.test(s.source.value)))) return 0;
  const translators = new Translators(fileComponentName(opts.file));
  const parts = new KitParts(/\.tsx?$/.test(opts.file));
  let count = 0;
  const record: RecordText = (p, text) => {
    const at = translators.at(p);
    if (!at) return null;
    at.use();
    return t.callExpression(t.identifier(at.local), [t.stringLiteral(storeText(opts.dict, text, { component: at.component }))]);
  };
  traverse(ast, {
    JSXOpeningElement(p: NodePath<t.JSXOpeningElement>) {
      if (giveKitLabels(p, record, parts)) count++;
    },
  });
  parts.insert(ast);
  translators.finish(ast, opts.hookImport);
  return count;
}

/** Words a reader is told (letters, not a symbol or a number alone). */
const WORDS = /\p{L}{2,}/u;
/** Attributes a primitive speaks to readers with. */
const READER_ATTRS = new Set(['aria-label', 'title']);

/**
 * A UI kit's primitives (a shadcn wrapper in components/ui) write a few words of their own: the
 * screen-reader text of an icon button (`<span className="sr-only">Previous slide</span>`, "Close"),
 * a pager's "Previous"/"Next", an `aria-label`. Such a primitive has no other copy, and these words
 * are heard and (for a pager) seen in both languages: each goes through the dictionaries, in the
 * component that renders it. Returns how many texts were given.
 */
export function labelPrimitiveText(ast: t.File, opts: { file: string; hookImport: string; dict: Dictionary }): number {
  const translators = new Translators(fileComponentName(opts.file));
  let count = 0;
  const read = (p: NodePath, text: string): t.CallExpression | null => {
    const at = translators.at(p);
    if (!at) return null;
    at.use();
    count++;
    return t.callExpression(t.identifier(at.local), [t.stringLiteral(storeText(opts.dict, text, { component: at.component }))]);
  };
  traverse(ast, {
    JSXText(p: NodePath<t.JSXText>) {
      const text = p.node.value.replace(/\s+/g, ' ').trim();
      if (!text || !WORDS.test(text)) return;
      const call = read(p, text);
      if (call) p.replaceWith(t.jsxExpressionContainer(call));
    },
    JSXAttribute(p: NodePath<t.JSXAttribute>) {
      const { name, value } = p.node;
      if (!t.isJSXIdentifier(name) || !READER_ATTRS.has(name.name) || !t.isStringLiteral(value) || !WORDS.test(value.value)) return;
      const call = read(p, value.value.replace(/\s+/g, ' ').trim());
      if (call) p.node.value = t.jsxExpressionContainer(call);
    },
  });
  translators.finish(ast, opts.hookImport);
  return count;
}
