import { promises as fsp } from 'node:fs';
import path from 'node:path';

/**
 * Stylesheets the build never compiled. Tailwind's directives (`@tailwind base`, an unresolved
 * `@import "tailwindcss"`) mean nothing to a browser: left in a built stylesheet, they say that no
 * Tailwind step ran, so none of the utilities the markup names exist and the page shows raw
 * markup (the build itself succeeds). One such directive in a stylesheet a page loads fails it.
 */
export const RAW_TAILWIND = String.raw`@tailwind\s+[\w-]+|@import\s+(?:url\()?["']tailwindcss["']`;

/** The first Tailwind directive a stylesheet still holds (comments aside), or null. */
export function rawTailwindDirective(css: string): string | null {
  const m = new RegExp(RAW_TAILWIND).exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return m ? m[0].replace(/\s+/g, ' ') : null;
}

/** Each built stylesheet under `outDir` still holding a Tailwind directive: its path there (`assets/index-x.css`) → the directive. */
export async function uncompiledStylesheets(outDir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') await walk(p);
      } else if (e.name.endsWith('.css')) {
        const directive = rawTailwindDirective(await fsp.readFile(p, 'utf8').catch(() => ''));
        if (directive) out.set(path.relative(outDir, p).split(path.sep).join('/'), directive);
      }
    }
  };
  await walk(outDir);
  return out;
}

/** The reason's head, the same on every site (the field tables group reasons by their start). */
const NEVER_COMPILED = "stylesheet never compiled: Tailwind's directives left as written";
const WHY = 'no Tailwind/PostCSS step ran in the build, the page shows raw markup';

/**
 * The reason a page fails for loading an uncompiled stylesheet (null: it loads none). `linked`: the
 * pathnames of the stylesheets it links (a `base: './'` page at `/shop/3` asks for
 * `/shop/assets/x.css`: matched on the built file's path as a suffix); `inline`: directives found in
 * its `<style>` elements.
 */
export function uncompiledReason(linked: string[], inline: string[], uncompiled: ReadonlyMap<string, string>): string | null {
  for (const href of linked) {
    for (const [file, directive] of uncompiled) {
      if (href === `/${file}` || href.endsWith(`/${file}`)) return `${NEVER_COMPILED} ("${directive}" in ${file}; ${WHY})`;
    }
  }
  return inline.length ? `${NEVER_COMPILED} ("${inline[0]}" in a <style> element; ${WHY})` : null;
}
