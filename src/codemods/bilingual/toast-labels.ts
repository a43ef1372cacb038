import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import toastRegions, { type ToastRegionLabel } from '../../../rules/rtl/toast-regions.js';
import { traverse } from './ast-kit.js';
import type { Dictionary } from './extract.js';
import { fileComponentName, storeText, Translators } from './translators.js';

/**
 * A toast library's own region label (rules/rtl/toast-regions.ts: Radix Toast's "Notifications
 * (F8)", sonner's "Notifications") is English whatever the locale: where the part is rendered it
 * gets `label={t(key)}`, the entry written in both languages. A UI kit's wrapper that only renames
 * the part (`const ToastProvider = ToastPrimitives.Provider`, exported) is followed to where the
 * wrapper is rendered.
 */
const LABELS = toastRegions.labels;

/** What a local name stands for in a script: a part, or a namespace of parts (by name, maybe one level down). */
type Binding = { label: ToastRegionLabel } | { namespace: Map<string, ToastRegionLabel | Map<string, ToastRegionLabel>> };

/** The last segment of an import specifier or a path, without extension (`@/components/ui/toast` → `toast`). */
const stem = (s: string) => s.split('/').pop()!.replace(/\.[^.]+$/, '');

function importedBindings(ast: t.File): Map<string, Binding> {
  const out = new Map<string, Binding>();
  for (const st of ast.program.body) {
    if (!t.isImportDeclaration(st)) continue;
    const pkg = st.source.value;
    // What the package exports: parts at its top level, and namespaces holding parts.
    const top = new Map<string, ToastRegionLabel | Map<string, ToastRegionLabel>>();
    for (const l of LABELS) {
      for (const f of l.from) {
        if (f.package !== pkg) continue;
        if (!f.namespace) top.set(l.part, l);
        else {
          const inner = top.get(f.namespace);
          const map = inner instanceof Map ? inner : new Map<string, ToastRegionLabel>();
          map.set(l.part, l);
          top.set(f.namespace, map);
        }
      }
    }
    if (!top.size) continue;
    for (const sp of st.specifiers) {
      if (t.isImportNamespaceSpecifier(sp) || t.isImportDefaultSpecifier(sp)) out.set(sp.local.name, { namespace: top });
      else if (t.isImportSpecifier(sp)) {
        const hit = top.get(t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value);
        if (hit instanceof Map) out.set(sp.local.name, { namespace: hit });
        else if (hit) out.set(sp.local.name, { label: hit });
      }
    }
  }
  return out;
}

/** The part a JSX name stands for, through the script's bindings (`Pops`, `Notices.Viewport`, `Radix.Toast.Viewport`). */
function partOf(name: t.JSXOpeningElement['name'], bindings: Map<string, Binding>): ToastRegionLabel | null {
  const path: string[] = [];
  let n: t.Node = name;
  while (t.isJSXMemberExpression(n)) {
    path.unshift(n.property.name);
    n = n.object;
  }
  if (!t.isJSXIdentifier(n)) return null;
  const b = bindings.get(n.name);
  if (!b) return null;
  let at: ToastRegionLabel | Map<string, ToastRegionLabel | Map<string, ToastRegionLabel>> | Map<string, ToastRegionLabel> | undefined = 'label' in b ? b.label : b.namespace;
  for (const step of path) at = at instanceof Map ? at.get(step) : undefined;
  return at && !(at instanceof Map) ? at : null;
}

/** Module constants that rename a part (`const ToastProvider = ToastPrimitives.Provider`), by name. */
function renamedParts(ast: t.File, bindings: Map<string, Binding>): Map<string, ToastRegionLabel> {
  const out = new Map<string, ToastRegionLabel>();
  for (const st of ast.program.body) {
    const decl = t.isExportNamedDeclaration(st) ? st.declaration : st;
    if (!t.isVariableDeclaration(decl)) continue;
    for (const d of decl.declarations) {
      if (!t.isIdentifier(d.id) || !d.init) continue;
      const init = d.init;
      const label = t.isIdentifier(init)
        ? partOf(t.jsxIdentifier(init.name), bindings)
        : t.isMemberExpression(init) && !init.computed && t.isIdentifier(init.object) && t.isIdentifier(init.property)
          ? partOf(t.jsxMemberExpression(t.jsxIdentifier(init.object.name), t.jsxIdentifier(init.property.name)), bindings)
          : null;
      if (label) out.set(d.id.name, label);
    }
  }
  return out;
}

/**
 * The renamed parts each script exports, by the script's stem (`toast` → ToastProvider → Provider):
 * what other scripts import from it by name. Built over every script first (`exportedParts`).
 */
export function exportedParts(ast: t.File): Map<string, ToastRegionLabel> {
  if (!ast.program.body.some((s) => t.isImportDeclaration(s) && LABELS.some((l) => l.from.some((f) => f.package === s.source.value)))) return new Map();
  return renamedParts(ast, importedBindings(ast));
}

export interface ToastLabelOptions {
  file: string;
  hookImport: string;
  dict: Dictionary;
  /** Renamed parts exported by the site's scripts, by script stem (see exportedParts). */
  exported: ReadonlyMap<string, ReadonlyMap<string, ToastRegionLabel>>;
}

/** Gives each rendered toast region its label through `t()`; returns how many were labelled. */
export function labelToastRegions(ast: t.File, opts: ToastLabelOptions): number {
  const bindings = importedBindings(ast);
  for (const [name, label] of renamedParts(ast, bindings)) bindings.set(name, { label });
  // Renamed parts imported from the site's own scripts (`import { ToastProvider } from '@/components/ui/toast'`).
  for (const st of ast.program.body) {
    if (!t.isImportDeclaration(st) || !/^[.@~#/]/.test(st.source.value)) continue;
    const parts = opts.exported.get(stem(st.source.value));
    if (!parts) continue;
    for (const sp of st.specifiers) {
      if (!t.isImportSpecifier(sp)) continue;
      const label = parts.get(t.isIdentifier(sp.imported) ? sp.imported.name : sp.imported.value);
      if (label) bindings.set(sp.local.name, { label });
    }
  }
  if (!bindings.size) return 0;
  const translators = new Translators(fileComponentName(opts.file));
  let count = 0;
  traverse(ast, {
    JSXOpeningElement(p: NodePath<t.JSXOpeningElement>) {
      const label = partOf(p.node.name, bindings);
      if (!label) return;
      const own = p.node.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: label.prop }));
      const at = translators.at(p);
      if (!at) return;
      if (own) {
        // The site's own label (`containerAriaLabel="Alerts"`) is copy like any other.
        const text = t.isStringLiteral(own.value) ? own.value.value.replace(/\s+/g, ' ').trim() : '';
        if (!/\p{L}.*\p{L}/su.test(text)) return;
        own.value = t.jsxExpressionContainer(t.callExpression(t.identifier(at.local), [t.stringLiteral(storeText(opts.dict, text, { component: at.component }))]));
        at.use();
        count++;
        return;
      }
      at.use();
      if (opts.dict.en[label.key] === undefined) opts.dict.en[label.key] = label.en;
      if (opts.dict.ar[label.key] === undefined) opts.dict.ar[label.key] = label.ar;
      // First, so a label the caller passes (a spread of props after it) still wins.
      const call = t.callExpression(t.identifier(at.local), [t.stringLiteral(label.key)]);
      p.node.attributes.unshift(t.jsxAttribute(t.jsxIdentifier(label.prop), t.jsxExpressionContainer(call)));
      count++;
    },
  });
  translators.finish(ast, opts.hookImport);
  return count;
}

export const scriptStem = stem;
