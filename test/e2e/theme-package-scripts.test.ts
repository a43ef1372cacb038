import { describe, expect, it } from 'vitest';
import { editThemePackageJson, splitTypeCheck } from '../../src/codemods/theme-shell/index.js';

/** Issue 5: the theme's `npm run build` must produce preview-dist even when the site's type check fails. */
describe('theme package scripts', () => {
  it('moves a type check out of build into a typecheck script', () => {
    const text = '{\n  "scripts": {\n    "build": "tsc -b && vite build"\n  },\n  "dependencies": {\n    "platform-sdk": "latest"\n  }\n}\n';
    const r = editThemePackageJson(text);
    const pj = JSON.parse(r.text) as { scripts: Record<string, string> };
    expect(pj.scripts.build).toBe('vite build');
    expect(pj.scripts.typecheck).toBe('tsc -b');
    expect(r.changes.join()).toContain('typecheck');
    expect(editThemePackageJson(r.text).text).toBe(r.text);
  });

  it('keeps an existing typecheck script and leaves builds without a type check alone', () => {
    const r = editThemePackageJson('{"scripts":{"build":"tsc && vite build","typecheck":"tsc --noEmit"}}');
    expect((JSON.parse(r.text) as { scripts: Record<string, string> }).scripts).toMatchObject({ build: 'vite build', typecheck: 'tsc --noEmit' });
    expect(splitTypeCheck('vite build && esbuild server/index.ts')).toBeNull();
    expect(splitTypeCheck('tsc')).toBeNull();
    expect(splitTypeCheck('vue-tsc --noEmit && vite build')).toEqual({ build: 'vite build', typecheck: 'vue-tsc --noEmit' });
  });

  it('points the postbuild at the app source folder when the package builds client/', () => {
    const r = editThemePackageJson('{"scripts":{"build":"vite build"}}', 'client/src');
    expect((JSON.parse(r.text) as { scripts: Record<string, string> }).scripts.postbuild).toBe('node scripts/platform-postbuild.mjs client/src');
  });
});
