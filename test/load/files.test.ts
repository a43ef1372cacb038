import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listSiteFiles } from '../../src/load/files.js';

describe('listSiteFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pc-files-'));
  const put = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  put('src/pages/Bakehouse.jsx', 'export default function Bakehouse() { return <h1>Loaves</h1>; }\n');
  // An editor's local history: timestamped copies of the pages, one importing a file since deleted.
  put('.history/src/pages/Bakehouse_20240311101500.jsx', "import Gone from '../gone';\nexport default function Bakehouse() { return <Gone />; }\n");
  put('.lh/src/pages/Bakehouse.jsx.json', '{"versions":[]}\n');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("an editor's local-history folders are not the site", async () => {
    const { files } = await listSiteFiles(root);
    expect(files.map((f) => f.path)).toEqual(['src/pages/Bakehouse.jsx']);
  });

  it('valid-: a folder merely named like history inside the sources is read', async () => {
    put('src/pages/history/OurStory.jsx', 'export default function OurStory() { return <p>Since 1952</p>; }\n');
    const { files } = await listSiteFiles(root);
    expect(files.map((f) => f.path)).toContain('src/pages/history/OurStory.jsx');
  });
});
