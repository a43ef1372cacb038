import type { File, JSXAttribute, JSXElement, Node } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * A block pulled past both sides of its parent by negative side margins (`-mx-4`, `ml-[-15px]
 * mr-[-15px]`, `ms-[-15px] me-[-15px]`): meant to reach into the parent's padding, it runs past the
 * window when the parent has none (a section of a page drawn edge to edge), and the whole page then
 * scrolls sideways. Its parent clips what passes its own box sideways (`overflow-x-clip`: the
 * padding the bleed was meant to fill stays inside that box, the other axis is not touched). A
 * bleed at the root of a component is clipped by the parent of each element that renders it.
 */

const CLIP = 'overflow-x-clip';
/** A negative side margin, without a breakpoint (`-mx-4`, `mx-[-12px]`, `-ms-2`, `me-[-1rem]`). */
const SIDE = /^(?:-(mx|ml|mr|ms|me)-\S+|(mx|ml|mr|ms|me)-\[-[^\]]+\])$/;

/** Whether a class list pulls its element past both inline sides. */
export function bleedsBothSides(classes: string): boolean {
  const sides = new Set<string>();
  for (const c of classes.split(/\s+/)) {
    const m = SIDE.exec(c);
    const side = m?.[1] ?? m?.[2];
    if (!side) continue;
    if (side === 'mx') return true;
    sides.add(side === 'ml' || side === 'ms' ? 'start' : 'end');
  }
  return sides.size === 2;
}

/** The `className` attribute of an element. */
function classAttr(el: JSXElement): JSXAttribute | null {
  const a = el.openingElement.attributes.find((x) => x.type === 'JSXAttribute' && x.name.type === 'JSXIdentifier' && (x.name.name === 'className' || x.name.name === 'class'));
  return a?.type === 'JSXAttribute' ? a : null;
}

/** The text an element's class names are written in (a plain string, or the text parts of a template). */
function classText(el: JSXElement): string {
  const v = classAttr(el)?.value;
  if (!v) return '';
  if (v.type === 'StringLiteral') return v.value;
  if (v.type === 'JSXExpressionContainer' && v.expression.type === 'TemplateLiteral') return v.expression.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  if (v.type === 'JSXExpressionContainer' && v.expression.type === 'StringLiteral') return v.expression.value;
  return '';
}

/** Elements that lay out a block of the page (a section, a row, a heading), not a control or an inline mark. */
const BLOCKS = new Set(['div', 'section', 'header', 'footer', 'main', 'article', 'aside', 'nav', 'ul', 'ol', 'form', 'figure', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// A row that scrolls itself (`-mx-4 px-4 overflow-x-auto`) reaches into its parent's padding by design, and is left.
const isBlock = (el: JSXElement) => el.openingElement.name.type === 'JSXIdentifier' && BLOCKS.has(el.openingElement.name.name) && !/(^|\s)(absolute|fixed|overflow-(x-)?(auto|scroll))(\s|$)/.test(classText(el));

const isHost = (el: JSXElement) => el.openingElement.name.type === 'JSXIdentifier' && /^[a-z]/.test(el.openingElement.name.name);

/**
 * Give a host element `overflow-x-clip`: appended to a plain class string, or a class attribute of
 * its own when it has none. False when its classes are computed, or it already sets an overflow.
 */
function clip(el: JSXElement): boolean {
  if (!isHost(el)) return false;
  const attr = classAttr(el);
  if (!attr) {
    el.openingElement.attributes.push({ type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'className' }, value: { type: 'StringLiteral', value: CLIP } } as JSXAttribute);
    return true;
  }
  if (attr.value?.type !== 'StringLiteral') return false;
  const tokens = attr.value.value.split(/\s+/).filter(Boolean);
  if (tokens.some((c) => /^overflow-(x-)?(hidden|clip|auto|scroll)$/.test(c))) return false;
  attr.value = { ...attr.value, value: `${attr.value.value.trimEnd()} ${CLIP}`, extra: undefined } as typeof attr.value;
  return true;
}

export interface BleedScan {
  /** Elements whose JSX parent in the same file is known: those parents. */
  parents: JSXElement[];
  /** Names of components of the file whose root element bleeds (`CallToAction`, `default`). */
  roots: string[];
}

/** The bleeds a module draws: the parents that clip them here, and its components whose root bleeds. */
export function findBleeds(ast: File): BleedScan {
  const parents: JSXElement[] = [];
  const rootEls = new Set<Node>();
  const up = new Map<Node, Node>();
  walkNodes(ast.program, (n, parent) => { if (parent) up.set(n, parent); });
  walkNodes(ast.program, (n) => {
    if (n.type !== 'JSXElement' || !isBlock(n) || !bleedsBothSides(classText(n))) return;
    // The nearest element around it (through `{cond && …}`, `{list.map(…)}`); none up to the module: a root.
    let p = up.get(n);
    while (p && p.type !== 'JSXElement' && p.type !== 'Program') p = up.get(p);
    if (p?.type === 'JSXElement') parents.push(p);
    else rootEls.add(n);
  });
  const roots: string[] = [];
  if (rootEls.size) {
    const returnsBleed = (fn: Node): boolean => {
      let hit = false;
      walkNodes(fn, (x) => { if (!hit && rootEls.has(x)) hit = true; });
      return hit;
    };
    for (const s of ast.program.body) {
      const isDefault = s.type === 'ExportDefaultDeclaration';
      const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
      if (!d) continue;
      if ((d.type === 'FunctionDeclaration' || d.type === 'ArrowFunctionExpression' || d.type === 'FunctionExpression') && returnsBleed(d)) {
        if (d.type === 'FunctionDeclaration' && d.id && /^[A-Z]/.test(d.id.name)) roots.push(d.id.name);
        if (isDefault) roots.push('default');
      }
      if (d.type === 'VariableDeclaration') {
        for (const v of d.declarations) if (v.id.type === 'Identifier' && /^[A-Z]/.test(v.id.name) && v.init && returnsBleed(v.init)) roots.push(v.id.name);
      }
    }
    // `export default Name` after the declaration.
    for (const s of ast.program.body) {
      if (s.type === 'ExportDefaultDeclaration' && s.declaration.type === 'Identifier' && roots.includes(s.declaration.name)) roots.push('default');
    }
  }
  return { parents, roots: [...new Set(roots)] };
}

/** Clip the parents found in a module; how many were clipped. */
export function clipParents(parents: JSXElement[]): number {
  let n = 0;
  for (const p of parents) if (clip(p)) n++;
  return n;
}

/**
 * In a module that renders `local` (a component whose root bleeds, imported under that name), the
 * parent of each such element clips it; how many were clipped.
 */
export function clipRenderers(ast: File, local: string): number {
  let n = 0;
  walkNodes(ast.program, (x, parent) => {
    if (x.type !== 'JSXElement' || parent?.type !== 'JSXElement') return;
    const name = x.openingElement.name;
    if (name.type === 'JSXIdentifier' && name.name === local && clip(parent)) n++;
  });
  return n;
}
