import { existsSync } from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from '../../src/check/bundle.js';
import { appPath } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

export default defineCheck({
  id: 'build-output',
  severity: 'error',
  phase: 'build',
  docs: {
    description: 'The theme builds, the build writes `preview-dist/index.html`, and the postbuild step leaves a compiled `src/styles.css`.',
    why: 'Spec §2 "Theme package requirements" 1-2 and §4 "Command line": `npm run build` produces `preview-dist/index.html`, and a postbuild step produces compiled `src/styles.css`; review renders and styles the theme from these.',
    fix: 'make `npm run build` succeed, keep `build.outDir: \'preview-dist\'`, and add a postbuild script that compiles the styles to src/styles.css',
  },
  messages: {
    failed: 'the theme does not build (`{{command}}`): {{error}}',
    noIndex: 'the build wrote no `{{file}}`',
    noStyles: 'no compiled `{{file}}` after the build (postbuild step)',
  },
  hints: {
    failed: 'run the build in the theme folder and fix its first error',
    noStyles: 'add a `postbuild` script that compiles the theme\'s CSS (Tailwind included) to src/styles.css',
  },
  checkSite(ctx) {
    const bundle = ctx.bundle;
    if (!bundle) return;
    const pkg = appPath(ctx.site, 'package.json');
    if (!bundle.built) {
      const error = (bundle.error ?? '').split('\n').map((l) => l.trim()).filter(Boolean).slice(-1)[0] ?? 'failed';
      return ctx.report({ file: pkg, messageId: 'failed', data: { command: bundle.command, error } });
    }
    const index = appPath(ctx.site, `${OUT_DIR}/index.html`);
    if (!bundle.entries.some((e) => e.origin === 'build' && e.path === index)) ctx.report({ file: index, messageId: 'noIndex', data: { file: index } });
    const styles = appPath(ctx.site, 'src/styles.css');
    if (!existsSync(path.join(ctx.site.root, styles))) ctx.report({ file: styles, messageId: 'noStyles', data: { file: styles } });
  },
});
