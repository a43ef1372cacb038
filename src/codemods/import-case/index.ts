import type { StringLiteral } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { importSites } from '../vendor-removal/import-sources.js';
import { scripts } from '../vendor-removal/importers.js';
import { aliasesOf, resolveIn } from '../vendor-removal/resolve.js';
import { looseTarget, lowerIndex, realCaseSpec } from './real-case.js';
import { rootRelativeSpec } from './root-relative.js';

/** Set a string literal's value, keeping the quote it was written with. */
function setLiteral(lit: StringLiteral, value: string): void {
  const raw = (lit.extra as { raw?: string } | undefined)?.raw;
  const q = raw?.startsWith("'") ? "'" : '"';
  lit.value = value;
  lit.extra = { ...(lit.extra ?? {}), raw: `${q}${value}${q}`, rawValue: value };
}

/**
 * The `import-case` step: an import written on a case-insensitive disk (macOS, Windows) whose
 * letter case differs from the one file it can mean resolves there and breaks the Linux build of
 * the theme. The import text is rewritten to the file's real case (imports, re-exports,
 * `require()` and `import()`). A `./` import written for the folder above its file (a layout the
 * vendor's editor keeps at the app's root, exported into `src/pages/`) is rewritten from the
 * file's own folder. Runs first, so every later step resolves imports exactly.
 */
const importCase = defineStep({
  id: 'import-case',
  description: 'write each import path with the letter case of the file it names, and from its own folder when it was written for the folder above',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const { tree } = ctx;
    const scope = { appRoot: ctx.analysis.appRoot, aliases: ctx.site.aliases };
    const aliases = aliasesOf(scope.appRoot ?? '', scope.aliases);
    const byLower = lowerIndex(tree.list());
    const fixed: string[] = [];
    const anchored: string[] = [];
    const limitations: Limitation[] = [];
    for (const file of scripts(tree)) {
      const ast = tree.ast(file);
      if (!ast) continue;
      let changed = false;
      for (const s of importSites(ast)) {
        const spec = s.source.value;
        if (resolveIn(scope, file, spec, (p) => tree.exists(p))) continue;
        const actual = looseTarget(file, spec, aliases, byLower);
        if (!actual) {
          // A layout exported from the vendor's app root into `src/pages/` keeps root-relative imports.
          const moved = rootRelativeSpec(file, spec, aliases, (p) => tree.exists(p), scope.appRoot);
          if (!moved) continue;
          setLiteral(s.source, moved);
          anchored.push(`${file}: ${spec} → ${moved}`);
          changed = true;
          continue;
        }
        const next = realCaseSpec(file, spec, actual, aliases);
        if (next === null) {
          limitations.push({ file, line: s.source.loc?.start.line ?? 0, what: `import "${spec}" differs in letter case from ${actual}`, why: 'it could not be rewritten by changing letter case alone: write the path as the file is named, or the Linux build fails' });
          continue;
        }
        setLiteral(s.source, next);
        fixed.push(`${file}: ${spec} → ${next}`);
        changed = true;
      }
      if (changed) tree.writeAst(file, ast);
    }
    const notes = fixed.length ? [`import paths written with the file's letter case: ${fixed.join('; ')}`] : [];
    if (anchored.length) notes.push(`import paths written for the folder above their file (a layout moved from the app's root) read from the file's own folder: ${anchored.join('; ')}`);
    const done = fixed.length + anchored.length;
    return { status: done ? (limitations.length ? 'partial' : 'applied') : limitations.length ? 'partial' : 'unnecessary', limitations, notes };
  },
});

export default importCase;
