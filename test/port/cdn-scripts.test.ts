import { describe, expect, it } from 'vitest';
import { importOf, npmFileOf } from '../../src/port/npm-cdn.js';
import { HeadCollector } from '../../src/port/html-site/head.js';

const script = (src: string, line = 1) => ({ src, line, attrs: [{ name: 'src', value: src }], inHead: false });

describe('npm CDN URLs', () => {
  it('reads package, version and file from jsDelivr and unpkg, scoped or not', () => {
    expect(npmFileOf('https://cdn.jsdelivr.net/npm/toastlib@4/dist/toast.umd.min.js')).toEqual({ pkg: 'toastlib', version: '4', file: 'dist/toast.umd.min.js' });
    expect(npmFileOf('//unpkg.com/@acme/carousel@2.1.0')).toEqual({ pkg: '@acme/carousel', version: '2.1.0', file: '' });
    expect(npmFileOf('https://cdn.jsdelivr.net/npm/charty')).toEqual({ pkg: 'charty', version: 'latest', file: '' });
    expect(npmFileOf('https://cdn.jsdelivr.net/npm/charty@3.x/+esm')).toEqual({ pkg: 'charty', version: '3.x', file: '' });
    expect(importOf({ pkg: 'toastlib', version: '4', file: 'dist/toast.umd.min.js' })).toBe('toastlib/dist/toast.umd.min.js');
  });
  it('names no package for CDNs whose paths are not npm packages', () => {
    expect(npmFileOf('https://cdnjs.cloudflare.com/ajax/libs/toastlib/1.0.0/toast.min.js')).toBeNull();
    expect(npmFileOf('https://cdn.jsdelivr.net/gh/someone/repo@1/x.js')).toBeNull();
    expect(npmFileOf('https://widgets.example.com/loader.js')).toBeNull();
    expect(npmFileOf('/js/local.js')).toBeNull();
  });
});

describe('remote scripts of ported pages', () => {
  it('installs a script an npm CDN serves and imports it once per package', () => {
    const h = new HeadCollector();
    h.addScript({ file: 'views/a.ejs', webPath: 'index.html' }, script('https://cdn.jsdelivr.net/npm/toastlib@4/dist/toast.all.min.js'));
    h.addScript({ file: 'views/b.ejs', webPath: 'index.html' }, script('https://cdn.jsdelivr.net/npm/toastlib@4'));
    expect(h.npmDependencies).toEqual({ toastlib: '4' });
    expect(h.npmImports).toEqual(['toastlib/dist/toast.all.min.js']);
    expect(h.bodyScripts).toEqual([]);
    expect(h.limitations).toEqual([]);
    expect([...h.designNotes].join('\n')).toMatch(/toastlib.*installed from npm/);
  });
  it('drops a script from another CDN with one limitation, however many pages load it', () => {
    const h = new HeadCollector();
    const src = 'https://cdnjs.cloudflare.com/ajax/libs/toastlib/1.0.0/toast.min.js';
    h.addScript({ file: 'views/a.ejs', webPath: 'index.html' }, script(src, 7));
    h.addScript({ file: 'views/b.ejs', webPath: 'index.html' }, script(src, 9));
    expect(h.bodyScripts).toEqual([]);
    expect(h.limitations).toEqual([expect.objectContaining({ file: 'views/a.ejs', line: 7, what: `third-party script ${src}` })]);
  });
  it('keeps the widgets review allows and known libraries in index.html', () => {
    const h = new HeadCollector();
    h.addScript({ file: 'a.html', webPath: 'a.html' }, script('https://www.youtube.com/iframe_api'));
    h.addScript({ file: 'a.html', webPath: 'a.html' }, script('https://code.jquery.com/jquery-3.7.1.min.js'));
    expect(h.bodyScripts).toHaveLength(2);
    expect(h.limitations).toEqual([]);
    expect(h.npmImports).toEqual([]);
  });
});
