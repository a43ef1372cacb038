import type { Node, ObjectExpression } from '@babel/types';
import type { Collector } from '../../rule-kit/collector.js';
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

export interface TailwindTokens {
  config: string | null;
  fonts: string[];
  colors: Record<string, string>;
  keyframes: string[];
}

/**
 * Reads the Tailwind config's `colors`, `fontFamily` and `keyframes` (theme and theme.extend)
 * during the shared walk, so the design summary needs no tree after the walk.
 */
export function createTailwindCollector(): Collector<TailwindTokens> {
  const t: TailwindTokens = { config: null, fonts: [], colors: {}, keyframes: [] };
  return {
    name: 'tailwind-config',
    visitFile(file) {
      if (!TAILWIND_CONFIG.test(file.path)) return null;
      if (t.config && t.config.split('/').length <= file.path.split('/').length) return null;
      Object.assign(t, { config: file.path, fonts: [], colors: {}, keyframes: [] });
      return {
        ObjectProperty(p) {
          if (p.value.type !== 'ObjectExpression') return;
          const key = keyOf(p.key);
          if (key === 'colors') flattenColors(p.value, '', t.colors);
          else if (key === 'keyframes') {
            for (const k of p.value.properties) if (k.type === 'ObjectProperty' && keyOf(k.key)) t.keyframes.push(`keyframes:${keyOf(k.key)}`);
          } else if (key === 'fontFamily') {
            for (const f of p.value.properties) {
              if (f.type !== 'ObjectProperty') continue;
              const v = f.value;
              const first = v.type === 'ArrayExpression' ? v.elements.find((e) => e?.type === 'StringLiteral') : v.type === 'StringLiteral' ? v : null;
              if (first?.type === 'StringLiteral') t.fonts.push(first.value.replace(/^["']|["']$/g, ''));
            }
          }
        },
      };
    },
    finish: () => t,
  };
}

const titleCase = (s: string) => s.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/**
 * The source's design language (spec 1.1; gap pages reuse it): fonts, color tokens (Tailwind config
 * and CSS variables), the Tailwind config, CSS files, animation idioms and the layout shell.
 */
export function designSummary(site: Site, modules: Map<string, ModuleFacts>, animation: string[], shells: { name: string; file: string }[], tailwind: TailwindTokens): DesignSummary {
  const fonts: string[] = [...tailwind.fonts];
  const colors: Record<string, string> = { ...tailwind.colors };
  const anim: string[] = [...animation, ...tailwind.keyframes];
  const tailwindConfig = tailwind.config;

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
