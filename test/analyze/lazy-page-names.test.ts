import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import { loadSite } from '../../src/load/site.js';
import { writeToTemp, type ThemeDir } from '../helpers/build-theme.js';

const temps: ThemeDir[] = [];
afterEach(async () => { for (const t of temps.splice(0)) await t.cleanup(); });

/**
 * A route table that loads its pages lazily names no component: the page is known by its file
 * and route only. The name its module exports by default says what it is all the same.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "name": "corner-salon", "dependencies": { "react": "^18.3.1", "react-dom": "^18.3.1", "react-router-dom": "^6.30.0" } }',
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { RouterProvider } from 'react-router-dom';\nimport { router } from './routes';\ncreateRoot(document.getElementById('root')).render(<RouterProvider router={router} />);\n",
  'src/routes.jsx': `import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';

export const router = createBrowserRouter([
  { path: '/', Component: lazy(() => import('./views/Welcome')) },
  { path: '/agenda', Component: lazy(() => import('./views/staff/Agenda')) },
  { path: '/looks', Component: lazy(() => import('./views/Looks')) },
]);
`,
  'src/views/Welcome.jsx': 'export default function Welcome() {\n  return <h1>Welcome to the salon</h1>;\n}\n',
  // The owner's screen: its file and route are neutral words, its component is not.
  'src/views/staff/Agenda.jsx': `const AdminPanel = () => {
  return <section><h1>Bookings of the day</h1><button>Block this date</button></section>;
};

export default AdminPanel;
`,
  'src/views/Looks.jsx': 'const LookGallery = () => <section><h1>Our looks</h1></section>;\nexport default LookGallery;\n',
};

describe('pages a route table loads lazily', () => {
  it('are named by their default export too: an admin panel is dropped, a gallery stays', async () => {
    const tmp = await writeToTemp(FILES, 'lazy-page-names');
    temps.push(tmp);
    const analysis = await analyzeSite(await loadSite(tmp.dir));
    const page = (file: string) => analysis.pages.find((p) => p.file === file);
    expect(page('src/views/staff/Agenda.jsx')).toMatchObject({ route: '/agenda', class: 'drop', rule: 'admin' });
    expect(page('src/views/Looks.jsx')?.class).not.toBe('drop');
    expect(page('src/views/Welcome.jsx')).toMatchObject({ route: '/', canonical: 'home' });
  });
});
