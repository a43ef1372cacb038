import type { JSXAttribute, JSXElement, Node } from '@babel/types';
import postcss from 'postcss';
import type { StagedTree } from '../../convert/staged-tree.js';
import type { ImageSize } from './placeholder.js';

/** Names under which sources keep a product's picture (`product.image_url`, `img`, `image[0]`). */
const IMAGE_NAME = /^(image|images|img|imgs|image_?url|imageUrl|image_?urls|thumbnail|thumb|photo|photos|picture|cover|cover_?image)$/i;
const SKIP = /(^|\/)(node_modules|dist|preview-dist|build)\//;

/** `aspect-square`, `aspect-video`, `aspect-[4/5]`, `aspect-w-4 aspect-h-5` in a class string. */
export function classAspect(className: string): number | null {
  const classes = className.split(/\s+/).map((c) => c.replace(/^(?:[a-z0-9-]+:)+/, ''));
  if (classes.includes('aspect-square')) return 1;
  if (classes.includes('aspect-video')) return 16 / 9;
  for (const c of classes) {
    const m = /^aspect-\[(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\]$/.exec(c);
    if (m && Number(m[2])) return Number(m[1]) / Number(m[2]);
  }
  const w = classes.map((c) => /^aspect-w-(\d+)$/.exec(c)?.[1]).find(Boolean);
  const h = classes.map((c) => /^aspect-h-(\d+)$/.exec(c)?.[1]).find(Boolean);
  return w && h ? Number(w) / Number(h) : null;
}

/** `4 / 5`, `4/5`, `1.5`, `1` → a ratio. */
export function ratioOf(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(text);
  if (!m) return null;
  const r = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
  return Number.isFinite(r) && r > 0 ? r : null;
}

function eachChild(n: Node, fn: (c: Node) => void): void {
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || k === 'extra' || k.endsWith('Comments') || k === 'comments' || k === 'tokens' || k === 'original') continue;
    if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof (c as Node).type === 'string' && fn(c as Node));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') fn(v as Node);
  }
}

const attr = (el: JSXElement, name: string) => el.openingElement.attributes.find((a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.name === name);

/** The picture field a `src` expression reads (`p.image_url` → image_url, `image[0]` → image, `img`), or null. */
function imageField(e: Node): string | null {
  let hit: string | null = null;
  const walk = (n: Node) => {
    if (n.type === 'Identifier' && IMAGE_NAME.test(n.name)) hit = n.name;
    if (!hit) eachChild(n, walk);
  };
  walk(e);
  return hit;
}

/** The aspect an element's class or inline style gives it. */
function elementAspect(el: JSXElement): number | null {
  const cls = attr(el, 'className') ?? attr(el, 'class');
  const fromClass = cls?.value?.type === 'StringLiteral' ? classAspect(cls.value.value) : null;
  if (fromClass) return fromClass;
  const style = attr(el, 'style');
  const obj = style?.value?.type === 'JSXExpressionContainer' ? style.value.expression : null;
  if (obj?.type !== 'ObjectExpression') return null;
  for (const p of obj.properties) {
    if (p.type !== 'ObjectProperty' || p.key.type !== 'Identifier' || p.key.name !== 'aspectRatio') continue;
    if (p.value.type === 'StringLiteral') return ratioOf(p.value.value);
    if (p.value.type === 'NumericLiteral') return p.value.value || null;
  }
  return null;
}

/** Ratios of the source's product pictures (the `<img src={…image…}>` itself or its two nearest wrappers) and the fields they read. */
function jsxPictures(tree: StagedTree, files: string[], fields: Set<string>): number[] {
  const out: number[] = [];
  for (const f of files) {
    if (!/\bsrc=/.test(tree.read(f) ?? '')) continue;
    const ast = tree.ast(f);
    if (!ast) continue;
    const stack: JSXElement[] = [];
    const walk = (n: Node) => {
      if (n.type === 'JSXElement') {
        const name = n.openingElement.name;
        const tag = name.type === 'JSXIdentifier' ? name.name : name.type === 'JSXMemberExpression' ? name.property.name : '';
        const src = /^(img|Image|TImage)$/.test(tag) ? attr(n, 'src') : undefined;
        const field = src?.value?.type === 'JSXExpressionContainer' ? imageField(src.value.expression as Node) : null;
        if (field) {
          fields.add(field);
          const r = [n, ...stack.slice(-2).reverse()].map(elementAspect).find((x) => x !== null);
          if (r) out.push(r);
        }
        stack.push(n);
        eachChild(n, walk);
        stack.pop();
        return;
      }
      eachChild(n, walk);
    };
    walk(ast.program);
  }
  return out;
}

/** `aspect-ratio` of stylesheet rules for pictures (`.card img { aspect-ratio: 3 / 4 }`). */
function cssAspects(tree: StagedTree, files: string[]): number[] {
  const out: number[] = [];
  for (const f of files) {
    let root: postcss.Root;
    try {
      root = postcss.parse(tree.read(f) ?? '');
    } catch {
      continue;
    }
    root.walkDecls('aspect-ratio', (d) => {
      const rule = d.parent?.type === 'rule' ? (d.parent as postcss.Rule) : null;
      const r = rule && /(^|[\s>+~])img\b/.test(rule.selector) ? ratioOf(d.value) : null;
      if (r) out.push(r);
    });
  }
  return out;
}

/** What the source's product cards expect of a picture: its size, and the fields they read it from. */
export interface CardPictures {
  size: ImageSize;
  /** `img`, `image_url`, `thumbnail`... as the source's `<img src>` expressions read them. */
  fields: string[];
}

/**
 * The size the source's product cards give their pictures (width / height), from the aspect its
 * `<img>` classes, styles or stylesheets set (square when the source sets none), and the fields
 * they read the picture from.
 */
export function cardPictures(tree: StagedTree, appRoot: string): CardPictures {
  const files = tree.list().filter((p) => (!appRoot || p.startsWith(appRoot + '/')) && !SKIP.test(p));
  const fields = new Set<string>();
  const ratios = [...jsxPictures(tree, files.filter((p) => /\.(jsx|tsx|js)$/.test(p) && !p.includes('/preview/')), fields), ...cssAspects(tree, files.filter((p) => p.endsWith('.css')))];
  const counts = new Map<number, number>();
  for (const r of ratios) counts.set(Math.round(r * 100) / 100, (counts.get(Math.round(r * 100) / 100) ?? 0) + 1);
  const ratio = Math.min(2.5, Math.max(0.4, [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1));
  return { size: { width: 800, height: Math.round(800 / ratio) }, fields: [...fields].sort() };
}
