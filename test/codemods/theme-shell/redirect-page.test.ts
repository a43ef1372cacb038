import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../src/codemods/theme-shell/redirect-page.js';
import { manifestPages } from '../../../src/codemods/theme-shell/manifest.js';
import type { PageInfo } from '../../../src/analyze/types.js';
import { parseSource } from '../../../src/load/parse.js';

const target = (code: string, file = 'src/pages/Old.tsx') => {
  const r = parseSource(file, code, 'edit');
  if (!r.ok) throw new Error(r.diagnostic.message);
  return redirectTarget(r.ast);
};

describe('a page that only forwards to another route', () => {
  it('an effect that navigates and draws nothing, a <Navigate> element, and an arrow component returning one', () => {
    expect(target([
      "import { useEffect } from 'react';",
      "import { useNavigate } from 'react-router-dom';",
      'const Story = () => {',
      '  const navigate = useNavigate();',
      "  useEffect(() => { navigate('/our-story', { replace: true }); }, [navigate]);",
      '  return null;',
      '};',
      'export default Story;',
    ].join('\n'))).toBe('/our-story');
    expect(target("import { Navigate } from 'react-router-dom';\nexport default function Terms() {\n  return <Navigate to=\"/terms-of-sale\" replace />;\n}\n")).toBe('/terms-of-sale');
    expect(target("import { Navigate } from 'react-router-dom';\nconst Old = () => <Navigate to=\"/new\" />;\nexport default Old;\n")).toBe('/new');
  });

  it('a page that draws something, or does other work, or goes to two places, is a page', () => {
    expect(target("export default function Story() {\n  return <h1>Our story</h1>;\n}\n")).toBeNull();
    expect(target([
      "import { useEffect } from 'react';",
      "import { useNavigate } from 'react-router-dom';",
      'export default function Gate() {',
      '  const navigate = useNavigate();',
      "  const seen = localStorage.getItem('seen');",
      "  useEffect(() => { navigate('/welcome'); }, []);",
      '  return null;',
      '}',
    ].join('\n'))).toBeNull();
    expect(target([
      "import { useEffect } from 'react';",
      "import { useNavigate } from 'react-router-dom';",
      'export default function Gate({ ok }) {',
      '  const navigate = useNavigate();',
      "  useEffect(() => { if (ok) navigate('/a'); else navigate('/b'); }, [ok]);",
      '  return null;',
      '}',
    ].join('\n'))).toBeNull();
  });

  it("the manifest lists the target in the alias's place, with the alias's canonical role", () => {
    const page = (file: string, route: string, canonical: PageInfo['canonical'] = null): PageInfo => ({ file, route, class: 'content', canonical, becomes: 'static editable page' }) as PageInfo;
    const pages = [page('src/pages/About.tsx', '/about', 'about'), page('src/pages/AboutUs.tsx', '/about-us'), page('src/pages/Faq.tsx', '/faq', 'faq')];
    const listed = manifestPages(pages, [], [], () => null, (file) => (file === 'src/pages/About.tsx' ? '/about-us' : null));
    expect(listed.map((p) => [p.id, p.path, p.canonical])).toEqual([['about', '/about-us', 'about'], ['faq', '/faq', 'faq']]);
    // An alias of a route no page serves stays listed.
    expect(manifestPages(pages, [], [], () => null, (file) => (file === 'src/pages/Faq.tsx' ? '/questions' : null)).map((p) => p.path)).toContain('/faq');
  });
});
