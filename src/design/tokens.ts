import * as recast from 'recast';
import type { Analysis } from '../analyze/types.js';
import type { StagedTree } from '../convert/staged-tree.js';
import { visit } from '../convert/print.js';
import type { Node } from '@babel/types';
import { walkNodes } from '../infra/visitor-keys.js';
import { classList, classUses, mostUsed, type ClassUse } from './class-usage.js';

/**
 * The source's design language (spec §1 rule 5), read from the pages themselves so gap pages
 * reuse the designer's own heading scale, spacing, cards, buttons and animation: every value here
 * is a class string or attribute text copied from the source, never an invented one.
 */
export interface DesignTokens {
  layoutShell: string | null;
  h1Class: string;
  h2Class: string;
  h3Class: string;
  textClass: string;
  sectionClass: string;
  containerClass: string;
  cardClass: string;
  /** Hover utilities the source's cards use (`hover:shadow-lg`...), already part of cardClass when found there. */
  cardHover: string[];
  buttonClass: string;
  /** The site's own Button component: `import { Button } from "@/components/ui/button"`. */
  buttonImport: string | null;
  inputClass: string;
  linkClass: string;
  animation: Animation;
  fonts: string[];
  colors: Record<string, string>;
}

export interface Animation {
  idiom: 'framer-motion' | 'css-class' | 'none';
  /** Opening tag text for the page's main wrapper, e.g. `motion.div initial={...} animate={...}`. */
  wrapperTag: string;
  wrapperEnd: string;
  /** An extra class (a Tailwind `animate-*` or a class of the source's keyframes). */
  className: string;
  importLine: string | null;
}

const SCRIPT = /\.(jsx?|tsx?)$/;
const STATE_CLASS = /(^|[\s-])(load|loading|loader|spinner|skeleton|error|empty|sr-only|hidden|toast)([\s-]|$)/;
const has = (s: string, re: RegExp) => classList(s).some((c) => re.test(c));
/** Only the spacing and width utilities of a wrapper (its grid or flex layout belongs to its own content). */
const spacingOnly = (s: string) => classList(s).filter((c) => /^(?:[a-z0-9]+:)*(container|mx-auto|max-w-|px-|py-|p-|pt-|pb-|space-y-|bg-)/.test(c)).join(' ');
/** Only the type utilities of a paragraph class (a flex price row is not body copy). */
const typographyOnly = (s: string) => classList(s).filter((c) => /^(?:[a-z0-9]+:)*(text-|leading-|font-|tracking-|opacity-|mt-|mb-|max-w-)/.test(c)).join(' ');
const pick = (uses: ClassUse[], test: (u: ClassUse) => boolean) => mostUsed(uses.filter(test).map((u) => u.className)) ?? '';

/** Whether an attribute's value reads a variable (an identifier that is not an object key or a property name). */
function readsVariable(attr: Node): boolean {
  let hit = false;
  walkNodes(attr, (n, parent, key) => {
    if (hit || n.type !== 'Identifier') return;
    if (parent?.type === 'JSXAttribute') return;
    if (parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed) return;
    if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
    if (n.name === 'undefined' || n.name === 'Infinity') return;
    hit = true;
  });
  return hit;
}

/** The framer-motion wrapper the source uses most: the attribute text of its first animated element. */
function motionWrapper(tree: StagedTree, files: string[]): Animation | null {
  for (const f of files) {
    const text = tree.read(f) ?? '';
    if (!/from\s+["']framer-motion["']/.test(text)) continue;
    const ast = tree.ast(f);
    if (!ast) continue;
    let found: string | null = null;
    visit(ast.program, (n) => {
      if (found || n.type !== 'JSXOpeningElement' || n.name.type !== 'JSXMemberExpression') return;
      if (n.name.object.type !== 'JSXIdentifier' || n.name.object.name !== 'motion') return;
      const attrs = n.attributes.filter((a) => a.type === 'JSXAttribute' && ['initial', 'animate', 'whileInView', 'viewport', 'transition', 'variants'].includes(String(a.name.name)));
      if (!attrs.some((a) => a.type === 'JSXAttribute' && a.name.name === 'initial')) return;
      if (attrs.some((a) => a.type === 'JSXAttribute' && a.name.name === 'variants')) return;
      // Print the nodes rather than slice the text: an earlier step may have rewritten this file,
      // and the tree's offsets then point into the text it was parsed from, not the staged one.
      const src = attrs.map((a) => recast.print(a as never).code.replace(/\s+/g, ' ')).join(' ');
      // Attribute values that name local variables (`={fadeUp}`, `{{ delay: i * 0.1 }}` in a list) cannot travel to a new file.
      if (attrs.some((a) => readsVariable(a))) return;
      found = src;
    });
    if (found) return { idiom: 'framer-motion', wrapperTag: `motion.div ${found}`, wrapperEnd: 'motion.div', className: '', importLine: `import { motion } from "framer-motion";` };
  }
  return null;
}

/**
 * An animation class a page's content could enter with: any `animate-*` but Tailwind's looping
 * ones (`animate-spin` on a loading spinner would turn the whole page round and round).
 */
const ENTRANCE_CLASS = /^animate-(?!(spin|ping|pulse|bounce|none)$|\[(spin|ping|pulse|bounce)[_\]])/;

export function readDesignTokens(tree: StagedTree, analysis: Analysis, src: string): DesignTokens {
  const pageFiles = analysis.pages.filter((p) => p.class !== 'drop' && tree.exists(p.file)).map((p) => p.file);
  const all = tree.list().filter((p) => p.startsWith(src + '/') && SCRIPT.test(p) && !p.endsWith('.d.ts'));
  const uses = (files: string[]) => files.flatMap((f) => { const ast = tree.ast(f); return ast ? classUses(f, ast) : []; });
  const pageUses = uses(pageFiles);
  const allUses = uses(all);
  // Page classes first (the heading scale of pages); the whole app where pages have none.
  const either = (test: (u: ClassUse) => boolean) => pick(pageUses, test) || pick(allUses, test);

  const heading = (lvl: string) => either((u) => u.tag === lvl);
  // A card sits in the flow: a badge pinned to a corner (`absolute -bottom-6`) is not one.
  const card = either((u) => /^(div|article|li|Card)$/.test(u.tag) && has(u.className, /^rounded/) && has(u.className, /^(shadow|border$|border-)/) && has(u.className, /^p-|^px-|^py-/) && !has(u.className, /^(absolute|fixed|sticky)$/));
  const button = either((u) => u.tag === 'button' && u.hasText && has(u.className, /^(px-|py-)/)) || either((u) => u.tag === 'button' && u.hasText && has(u.className, /^(px-|py-|p-|bg-)/));
  const buttonImport = findButtonImport(tree, pageFiles);
  const keyframeClass = either((u) => has(u.className, ENTRANCE_CLASS));
  const motion = motionWrapper(tree, [...pageFiles, ...all]);
  const animation: Animation = motion ?? (keyframeClass
    ? { idiom: 'css-class', wrapperTag: 'div', wrapperEnd: 'div', className: classList(keyframeClass).filter((c) => ENTRANCE_CLASS.test(c)).join(' '), importLine: null }
    : { idiom: 'none', wrapperTag: 'div', wrapperEnd: 'div', className: '', importLine: null });

  return {
    layoutShell: analysis.design?.layoutShell ?? null,
    h1Class: heading('h1'),
    h2Class: heading('h2') || heading('h3'),
    h3Class: heading('h3') || heading('h2'),
    // Body copy, not a state message (`loader`, `error`, `empty`...).
    textClass: typographyOnly(either((u) => u.tag === 'p' && !STATE_CLASS.test(u.className) && has(u.className, /^(text-|leading-|font-)/))),
    // Section spacing: a section class that pads, else any section class.
    sectionClass: spacingOnly(either((u) => u.tag === 'section' && has(u.className, /^(p|py|pt|pb)-/)) || either((u) => u.tag === 'section')),
    containerClass: spacingOnly(either((u) => /^(div|main|section)$/.test(u.tag) && has(u.className, /^(container|max-w-)/) && has(u.className, /^(mx-auto|container)$/))),
    cardClass: card,
    cardHover: classList(card).filter((c) => c.startsWith('hover:') || c.startsWith('group-hover:') || c.startsWith('transition')),
    // The site's Button carries its own look: only a class it is commonly given that is not sizing.
    buttonClass: buttonImport ? either((u) => u.tag === 'Button' && u.hasText && !has(u.className, /^(w-|h-|min-w-|flex-1$)/)) : button,
    buttonImport,
    inputClass: either((u) => u.tag === 'input' || u.tag === 'Input'),
    linkClass: either((u) => u.tag === 'Link' || u.tag === 'a'),
    animation,
    fonts: analysis.design?.fonts ?? [],
    colors: analysis.design?.colors ?? {},
  };
}

/** The import line of the site's own `Button` component as a page writes it. */
export function findButtonImport(tree: StagedTree, files: string[]): string | null {
  for (const f of files) {
    const ast = tree.ast(f);
    for (const s of ast?.program.body ?? []) {
      const sp = s.type === 'ImportDeclaration' ? s.specifiers.find((x) => x.local.name === 'Button') : undefined;
      if (s.type !== 'ImportDeclaration' || !sp || sp.type === 'ImportNamespaceSpecifier') continue;
      const from = s.source.value;
      // Only an alias import travels unchanged to a page in another folder.
      if (from.startsWith('.') ) continue;
      // In the form the site imports it: `import Button from "@mui/material/Button"` is a default export.
      if (sp.type === 'ImportDefaultSpecifier') return `import Button from "${from}";`;
      const imported = sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value;
      return `import { ${imported === 'Button' ? 'Button' : `${imported} as Button`} } from "${from}";`;
    }
  }
  return null;
}

/** A readable summary for Design notes. */
export function designNotes(t: DesignTokens): string[] {
  const show = (s: string) => (s ? `\`${s}\`` : 'none in the source');
  return [
    `Layout shell: ${t.layoutShell ?? 'none found (pages render their own frame)'}`,
    `Heading scale: h1 ${show(t.h1Class)}; h2 ${show(t.h2Class)}; h3 ${show(t.h3Class)}`,
    `Section spacing: section ${show(t.sectionClass)}; container ${show(t.containerClass)}`,
    `Cards: ${show(t.cardClass)}${t.cardHover.length ? ` (hover: ${t.cardHover.join(' ')})` : ''}`,
    `Buttons: ${t.buttonImport ? `the site's Button (${t.buttonImport.replace(/^import .* from /, '').replace(/;$/, '')}) ` : ''}${show(t.buttonClass)}`,
    `Animation: ${t.animation.idiom === 'framer-motion' ? `framer-motion <${t.animation.wrapperTag}>` : t.animation.idiom === 'css-class' ? `classes ${t.animation.className}` : 'none'}`,
    `Fonts: ${t.fonts.join(', ') || 'none declared'}; color tokens: ${Object.keys(t.colors).filter((k) => !k.startsWith('--')).join(', ') || Object.keys(t.colors).join(', ') || 'none'}`,
  ];
}
