import type { Node, ObjectExpression } from '@babel/types';
import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import type { DesignSummary } from '../types.js';
import { googleFontFamilies, keyframeNames, looksLikeColor, scanCss } from './css-scan.js';

const TAILWIND_CONFIG = /(^|\/)tailwind\.config\.(c|m)?(j|t)s$/;

const keyOf = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : k.type === 'NumericLiteral' ? String(k.value) : null);

function stringOf(n: Node): string | null {
  if (n.type === 'StringLiteral') return n.value;
  if (n.type === 'TemplateLiteral') return n.quasis.map((q) => q.value.cooked ?? '').join('${}');
  return null;
}

/** Find `name: {...}` properties anywhere in the config (theme and theme.extend alike). */
function findObjects(root: Node, name: string): ObjectExpression[] {
  const out: ObjectExpression[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'ObjectProperty' && keyOf(n.key) === name && n.value.type === 'ObjectExpression') out.push(n.value);
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) for (const c of v) { if (c && typeof c === 'object' && typeof c.type === 'string') stack.push(c as Node); }
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string' && v !== n.loc) stack.push(v as Node);
    }
  }
  return out;
}

function flattenColors(obj: ObjectExpression, prefix: string, into: Record<string, string>): void {
  for (const p of obj.properties) {
    if (p.type !== 'ObjectProperty') continue;
    const k = keyOf(p.key);
    if (!k) continue;
    const name = k === 'DEFAULT' ? prefix : prefix ? `${prefix}-${k}` : k;
    if (p.value.type === 'ObjectExpression') flattenColors(p.value, name, into);
    else {
      const v = stringOf(p.value as Node);
      if (v !== null && name) into[name] = v;
    }
  }
}

function tailwindTokens(site: Site, configPath: string, fonts: string[], colors: Record<string, string>, anim: string[]): void {
  const ast = site.ast(configPath);
  if (!ast) return;
  for (const o of findObjects(ast.program, 'colors')) flattenColors(o, '', colors);
  for (const o of findObjects(ast.program, 'fontFamily')) {
    for (const p of o.properties) {
      if (p.type !== 'ObjectProperty') continue;
      const v = p.value;
      const first = v.type === 'ArrayExpression' ? v.elements.find((e) => e?.type === 'StringLiteral') : v.type === 'StringLiteral' ? v : null;
      if (first?.type === 'StringLiteral') fonts.push(first.value.replace(/^["']|["']$/g, ''));
    }
  }
  for (const o of findObjects(ast.program, 'keyframes')) for (const p of o.properties) if (p.type === 'ObjectProperty' && keyOf(p.key)) anim.push(`keyframes:${keyOf(p.key)}`);
}

const titleCase = (s: string) => s.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/**
 * The source's design language (spec 1.1; gap pages reuse it): fonts, color tokens (Tailwind config
 * and CSS variables), the Tailwind config, CSS files, animation idioms and the layout shell.
 */
export function designSummary(site: Site, modules: Map<string, ModuleFacts>, animation: string[], shells: { name: string; file: string }[]): DesignSummary {
  const fonts: string[] = [];
  const colors: Record<string, string> = {};
  const anim: string[] = [...animation];
  const tailwindConfig = site.files.filter((f) => TAILWIND_CONFIG.test(f.path)).sort((a, b) => a.path.split('/').length - b.path.split('/').length)[0]?.path ?? null;
  if (tailwindConfig) tailwindTokens(site, tailwindConfig, fonts, colors, anim);

  const cssFiles = site.files.filter((f) => f.kind === 'style').map((f) => f.path).sort();
  for (const p of cssFiles) {
    const text = site.file(p)?.text ?? '';
    const css = scanCss(text);
    fonts.push(...css.importedFonts, ...css.fontFamilies);
    for (const [k, v] of css.variables) if (looksLikeColor(v) && !(k in colors)) colors[k] = v;
    for (const k of keyframeNames(text)) anim.push(`keyframes:${k}`);
  }
  for (const f of site.files) {
    if (f.kind !== 'html' || !f.text || !/(^|\/)index\.html$/.test(f.path)) continue;
    for (const m of f.text.matchAll(/href=["']([^"']*fonts\.(?:googleapis|bunny)\.[^"']+)["']/g)) fonts.push(...googleFontFamilies(m[1].replace(/&amp;/g, '&')));
  }
  for (const m of modules.values()) for (const s of m.sources) {
    const fs = /^@fontsource(?:-variable)?\/([a-z0-9-]+)/.exec(s);
    if (fs) fonts.push(titleCase(fs[1]));
  }

  const preferred = shells.find((s) => /layout|shell/i.test(s.name)) ?? shells[0];
  const layoutShell = preferred?.file ?? site.scripts.find((f) => /(^|\/)(Main|Root|Site|App)?Layout\.(t|j)sx$/.test(f.path))?.path ?? null;
  return {
    fonts: [...new Set(fonts.map((f) => f.trim()).filter(Boolean))].sort(),
    colors: Object.fromEntries(Object.entries(colors).sort(([a], [b]) => (a < b ? -1 : 1))),
    tailwindConfig,
    cssFiles,
    animation: [...new Set(anim)].sort(),
    layoutShell,
    layoutShellComponent: preferred?.name ?? null,
  };
}
