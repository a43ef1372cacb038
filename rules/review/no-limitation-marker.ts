import { lineOfOffset } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';
import { clipWords } from '../../src/infra/clip.js';

const MARKER = '@platform-convert-limitation';
/** Files that carry code or markup into the theme (the state file and docs may name the marker). */
const CODE_KINDS = new Set(['script', 'style', 'html', 'template']);

export default defineCheck({
  id: 'no-limitation-marker',
  severity: 'warning',
  docs: {
    description: 'A `@platform-convert-limitation` marker left by `convert` where it could not finish a rewrite.',
    why: 'DESIGN "Diagnostics": the marker stands where something has no SDK equivalent or needs a person\'s choice; until it is resolved the theme may still carry the old behaviour.',
    fix: 'resolve the limitation (rewrite, drop, or accept it in THEME_CONVERSION.md Limitations) and remove the marker',
  },
  messages: { marker: 'limitation marker still in the code: {{text}}' },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      if (!file.text || !CODE_KINDS.has(file.kind) || !file.text.includes(MARKER)) continue;
      let from = 0;
      for (;;) {
        const i = file.text.indexOf(MARKER, from);
        if (i < 0) break;
        const eol = file.text.indexOf('\n', i);
        const text = file.text.slice(i + MARKER.length, eol < 0 ? undefined : eol).replace(/\*\/.*$|-->.*$/, '').trim();
        const shown = clipWords(text, 120);
        ctx.report({ file: file.path, ...lineOfOffset(file.text, i), messageId: 'marker', data: { text: shown || '(no detail)' } });
        from = i + MARKER.length;
      }
    }
  },
});
