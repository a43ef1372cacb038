import { describe, expect, it } from 'vitest';
import { cardPictures, classAspect } from '../../../src/codemods/preview/card-aspect.js';
import { fillDemoImages } from '../../../src/codemods/preview/images.js';
import type { Json } from '../../../src/codemods/preview/literal-data.js';
import { placeholderPalette, resolveColor } from '../../../src/codemods/preview/palette.js';
import { placeholderSvg, wrapLabel } from '../../../src/codemods/preview/placeholder.js';
import { writeToTemp } from '../../helpers/build-theme.js';
import { TINY_SHOP_PAGES, contextFor } from '../theme-shell/context.js';

const decode = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('placeholder palette from the design colours', () => {
  it('resolves hex, rgb(), hsl(), bare HSL triples and hsl(var(--x))', () => {
    const colors = { '--primary': '152 38% 28%', primary: 'hsl(var(--primary))', cream: '#FAF7F2', ink: '#222', soft: 'rgb(255 0 0)' };
    expect(resolveColor(colors.primary, colors)?.map(Math.round)).toEqual([44, 99, 73]);
    expect(resolveColor('#222', colors)).toEqual([34, 34, 34]);
    expect(resolveColor('rgb(255 0 0)', colors)).toEqual([255, 0, 0]);
    expect(resolveColor('hsl(var(--missing))', colors)).toBeNull();
  });

  it('takes the site light tone as ground, its darkest as ink, brand-named tones first', () => {
    const p = placeholderPalette({ cream: '#FAF7F2', espresso: '#3B2A20', terracotta: '#C8643B', 'brand-green': '#2f6b4f', white: '#ffffff' });
    expect(p.surface).toBe('#faf7f2');
    expect(p.ink).toBe('#3b2a20');
    expect(p.accents[0]).toBe('#2f6b4f');
    expect(p.accents).toContain('#c8643b');
  });

  it('derives a ground from the accent when the site has no light tone, and falls back to ink with no accent', () => {
    expect(placeholderPalette({ teal: '#0f766e' }).surface).not.toBe('#0f766e');
    expect(placeholderPalette({ black: '#000', line: '#e5e5e5' })).toEqual({ surface: '#e5e5e5', ink: '#000000', accents: ['#000000'] });
  });
});

describe('placeholder SVG', () => {
  const palette = { surface: '#faf7f2', ink: '#3b2a20', accents: ['#c8643b', '#8a9a7b'] };

  it('has the size, the palette and the escaped name', () => {
    const svg = placeholderSvg('Salt & "Pepper" <Mill>', { width: 800, height: 1000 }, palette, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="1000" viewBox="0 0 800 1000">/);
    expect(svg).toContain('fill="#faf7f2"');
    expect(svg).toContain('fill="#3b2a20"');
    expect(svg).toContain('fill="#c8643b"');
    expect(svg).toContain('<tspan x="400" y="463">Salt &amp; &quot;Pepper&quot;</tspan><tspan x="400" y="538">&lt;Mill&gt;</tspan>');
  });

  it('wraps long names in at most three lines', () => {
    expect(wrapLabel('Hand-thrown stoneware serving bowl with a speckled glaze finish', 16)).toEqual(['Hand-thrown', 'stoneware', 'serving bowl…']);
    expect(wrapLabel('زيت زيتون بكر ممتاز', 16)).toEqual(['زيت زيتون بكر', 'ممتاز']);
  });
});

describe('demo pictures', () => {
  const palette = { surface: '#ffffff', ink: '#111111', accents: ['#0f766e'] };
  const size = { width: 800, height: 800 };

  it('keeps served local pictures, replaces hot-linked and missing ones, in the record and its raw source', () => {
    const data: Record<string, Json[]> = {
      products: [
        { name: 'Trail Runner', image: null, images: [], raw: { name: 'Trail Runner', imageUrl: 'https://images.example.org/photo-1', gallery: ['https://x.example.org/a.jpg'], link: 'https://example.org/page' } },
        { name: 'Olive oil', image: '/img/olive.svg', images: ['/img/olive.svg'] },
        { name: 'Ghost', image: '/img/missing.jpg', images: [] },
      ],
      faqs: [{ question: 'q', answer: 'a' }],
    };
    const counts = fillDemoImages(data, { served: (p) => p === '/img/olive.svg', palette, size });
    expect(counts).toEqual({ products: { local: 1, placeholders: 2 } });
    const [runner, oil, ghost] = data.products as Record<string, Json>[];
    expect(decode(runner.image as string)).toContain('>Trail Runner</tspan>');
    expect(runner.images).toEqual([runner.image]);
    expect(runner.raw).toEqual({ name: 'Trail Runner', imageUrl: runner.image, gallery: [runner.image], link: 'https://example.org/page' });
    expect(oil).toMatchObject({ image: '/img/olive.svg', images: ['/img/olive.svg'] });
    expect(decode(ghost.image as string)).toContain('>Ghost</tspan>');
    expect(data.faqs).toEqual([{ question: 'q', answer: 'a' }]);
  });

  it('also puts the picture in raw under the fields the source cards read, without overriding the source', () => {
    const data: Record<string, Json[]> = {
      products: [
        { name: 'Sample', image: null, images: [], raw: { name: 'Sample' } },
        { name: 'Own', image: '/a.svg', images: ['/a.svg'], raw: { name: 'Own', img: '/mine.svg' } },
      ],
    };
    fillDemoImages(data, { served: () => true, palette, size, fields: ['img', 'photos'] });
    const [sample, own] = data.products as Record<string, Record<string, Json>>[];
    expect(sample.raw).toEqual({ name: 'Sample', img: sample.image, photos: [sample.image] });
    expect(own.raw).toEqual({ name: 'Own', img: '/mine.svg', photos: ['/a.svg'] });
  });
});

describe('card picture size', () => {
  it('reads the aspect of Tailwind classes', () => {
    expect(classAspect('md:aspect-square w-full')).toBe(1);
    expect(classAspect('aspect-[4/5] object-cover')).toBe(0.8);
    expect(classAspect('aspect-w-16 aspect-h-9')).toBeCloseTo(16 / 9);
    expect(classAspect('h-56 w-full')).toBeNull();
  });

  it('takes the most common aspect of the product pictures (classes, wrappers, stylesheets), square by default', async () => {
    const files = {
      'package.json': '{"name":"cards"}',
      'src/Card.jsx': 'export const Card = ({ p }) => <div className="aspect-[3/4] overflow-hidden"><img src={p.image_url} className="h-full w-full object-cover" /></div>;\n',
      'src/Hero.jsx': 'export const Hero = () => <img src="/hero.jpg" className="aspect-video" />;\n',
      'src/index.css': '.card img { width: 100%; aspect-ratio: 3 / 4; }\n.banner { aspect-ratio: 16 / 9; }\n',
    };
    const t = await writeToTemp(files, 'card-aspect');
    try {
      expect(cardPictures((await contextFor(t.dir, TINY_SHOP_PAGES)).tree, '')).toEqual({ size: { width: 800, height: 1067 }, fields: ['image_url'] });
    } finally {
      await t.cleanup();
    }
    const plain = await writeToTemp({ 'package.json': '{"name":"plain"}', 'src/A.jsx': 'export const A = ({ img }) => <img src={img} />;\n' }, 'card-aspect-plain');
    try {
      expect(cardPictures((await contextFor(plain.dir, TINY_SHOP_PAGES)).tree, '')).toEqual({ size: { width: 800, height: 800 }, fields: ['img'] });
    } finally {
      await plain.cleanup();
    }
  });
});
