import { describe, expect, it } from 'vitest';
import { manifestPages } from '../../../src/codemods/theme-shell/manifest.js';
import type { PageInfo } from '../../../src/analyze/types.js';

const page = (file: string, route: string, component: string | null = null): PageInfo =>
  ({ file, route, class: 'content', canonical: null, becomes: 'static editable page', component }) as PageInfo;

describe('manifest pages', () => {
  it('a route to the loading indicator is kept by the theme but is no manifest page', () => {
    const pages = [page('src/components/BusyScreen.tsx', '/busy', 'LoadingScreen'), page('src/components/Spinner.jsx', '/wait'), page('src/pages/Story.tsx', '/story')];
    expect(manifestPages(pages, []).map((p) => p.path)).toEqual(['/story']);
  });

  it('valid-: a page whose name only starts like a loader stays (a loading dock, a loaders shop)', () => {
    const pages = [page('src/pages/LoadingDock.tsx', '/dock'), page('src/pages/Loaders.tsx', '/loaders')];
    expect(manifestPages(pages, []).map((p) => p.path).sort()).toEqual(['/dock', '/loaders']);
  });
});
