import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSdk } from './load-sdk.js';

// React is loaded untyped: the repo has no @types/react, and these tests only need two functions.
type ReactElement = { readonly type: unknown };
const require = createRequire(import.meta.url);
const { createElement } = require('react') as { createElement: (type: unknown, props?: unknown, ...children: unknown[]) => ReactElement };
const { renderToString } = require('react-dom/server') as { renderToString: (el: ReactElement) => string };
const h = (type: unknown, props?: unknown, ...children: unknown[]) => createElement(type, props ?? null, ...children);

const { theme, storefront } = await loadSdk();
type Client = Parameters<typeof theme.settleStorefront>[0];

/** A minimal in-memory client: each method resolves what the test gives it and records the call. */
function memoryClient(calls: string[] = []): Client {
  const product = { id: 'p1', slug: 'oud', name: 'Oud Oil', nameAr: 'دهن العود', description: 'Rich', price: 120, category: { name: 'Perfume' } };
  const rec = <T,>(name: string, value: T) => async (...args: unknown[]) => {
    calls.push(`${name}(${JSON.stringify(args)})`);
    return value;
  };
  return {
    products: { list: rec('products.list', [storefront.normalizeProduct(product)]), get: rec('products.get', storefront.normalizeProduct({ ...product, options: [{ name: 'Size', values: ['S', 'L'] }], variants: [{ id: 'v-s', price: 100, options: { Size: 'S' } }, { id: 'v-l', price: 150, options: { Size: 'L' } }] })) },
    collections: { list: rec('collections.list', []) },
    leads: { submit: rec('leads.submit', { id: 'l1', status: 'new' }) },
    bookings: { create: rec('bookings.create', { id: 'b1', status: 'pending' }) },
    checkout: { create: rec('checkout.create', { orderId: 'o1', status: 'placed', totalAmount: 10, currency: 'SAR' }) },
    coupons: { apply: async () => { throw new Error('coupon expired'); } },
    delivery: { methods: rec('delivery.methods', []), quote: rec('delivery.quote', { method: 'std', fee: 5, currency: 'SAR', eta: null }) },
    payments: { methods: rec('payments.methods', []) },
    content: { blog: rec('content.blog', []), post: rec('content.post', null), careers: rec('content.careers', []), faqs: rec('content.faqs', [{ question: 'Q?', answer: 'A.' }]), comparisons: rec('content.comparisons', []), legal: rec('content.legal', []), meta: rec('content.meta', null) },
    brand: { get: rec('brand.get', { name: 'Fetched Brand' }) },
    tracker: { track: rec('tracker.track', undefined) },
  } as unknown as Client;
}

const wrap = (client: Client | null, child: ReactElement, extra: Record<string, unknown> = {}) =>
  h(theme.ThemeProvider, { storefront: client, brand: { name: 'Demo' }, preview: true, currency: 'SAR', ...extra }, child);

/** Render, let the reads settle, render again: the second pass sees resolved data. */
async function renderSettled(client: Client, el: ReactElement): Promise<string> {
  renderToString(el);
  await theme.settleStorefront(client);
  return renderToString(el);
}

describe('platform-sdk hooks', () => {
  it('useStorefront() throws without a client, also under PlatformThemeProvider with no token', () => {
    const Probe = () => h('p', null, typeof theme.useStorefront());
    expect(() => renderToString(h(Probe))).toThrow(/no storefront client/);
    expect(() => renderToString(h(theme.PlatformThemeProvider, { locale: 'en' }, h(Probe)))).toThrow(/no storefront client/);
  });

  it('useProducts reads through the client and returns { data, isLoading }', async () => {
    const calls: string[] = [];
    const client = memoryClient(calls);
    const List = () => {
      const { data, isLoading } = theme.useProducts({ limit: 4, type: 'product' });
      return h('ul', null, isLoading ? 'loading' : data!.map((p) => h('li', { key: p.id }, `${p.name}/${p.category}`)));
    };
    expect(renderToString(wrap(client, h(List)))).toContain('loading');
    await theme.settleStorefront(client);
    expect(renderToString(wrap(client, h(List)))).toContain('Oud Oil/Perfume');
    expect(calls).toEqual(['products.list([{"limit":4,"type":"product"}])']);
  });

  it('useProduct gives product, localized, options, selectedVariant and quantity', async () => {
    const client = memoryClient();
    const Detail = () => {
      const r = theme.useProduct({ slug: 'oud' });
      return h('div', null, r.product ? `${r.localized!.name}|${r.options.map((o) => o.name).join()}|${r.selectedVariant!.id}|${r.quantity}` : 'none');
    };
    expect(await renderSettled(client, wrap(client, h(Detail), { locale: 'ar' }))).toContain('دهن العود|Size|v-s|1');
  });

  it('useBrand takes the provider brand, else asks the client', async () => {
    const client = memoryClient();
    const Name = () => h('b', null, theme.useBrand().name);
    expect(renderToString(wrap(client, h(Name)))).toContain('Demo');
    expect(await renderSettled(client, wrap(client, h(Name), { brand: null }))).toContain('Fetched Brand');
  });

  it('useCoupon returns a rejection as data and useLead requires phone or email', async () => {
    const client = memoryClient();
    let coupon: ReturnType<typeof theme.useCoupon> | undefined;
    let lead: ReturnType<typeof theme.useLead> | undefined;
    const Probe = () => {
      coupon = theme.useCoupon();
      lead = theme.useLead();
      return null;
    };
    renderToString(wrap(client, h(Probe)));
    await expect(coupon!.apply('OLD', 100)).resolves.toEqual({ valid: false, code: 'OLD', discount: 0, reason: 'coupon expired' });
    await expect(lead!.submit({ name: 'Sara', message: 'hi' })).rejects.toThrow(/phone or an email/);
    await expect(lead!.submit({ name: 'Sara', phone: '+966500000000' })).resolves.toEqual({ id: 'l1', status: 'new' });
  });

  it('TJsonLd, TMoney and the JSON-LD helpers render valid markup', async () => {
    const client = memoryClient();
    const product = storefront.normalizeProduct({ id: 'x', name: 'Cup</script>', price: 9, category: 'Kitchen' });
    const html = renderToString(wrap(client, h('div', null, h(theme.TMoney, { amount: 9.5 }), h(theme.TJsonLd, { data: theme.productJsonLd(product, { currency: 'SAR' }) }))));
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('</script>"');
    expect(html).toMatch(/SAR|﷼/);
    expect(theme.faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toMatchObject({ '@type': 'FAQPage' });
    expect(theme.organizationJsonLd({ name: 'Demo', socials: { x: 'https://x.com/demo' } })).toMatchObject({ '@type': 'Organization', sameAs: ['https://x.com/demo'] });
    expect(theme.faqJsonLd([])).toBeNull();
  });
});

describe('editable fields and helpers', () => {
  it('freezes the first-registered default of a field', () => {
    const client = memoryClient();
    const html = renderToString(wrap(client, h('div', null,
      h(theme.TText, { name: 'hero.title', defaultValue: 'First' }),
      h(theme.TText, { name: 'hero.title', defaultValue: 'Second' }),
      h(theme.THeading, { name: 'hero.heading.en', defaultValue: 'Hello', level: 1 }),
    )));
    expect(html.match(/First/g)).toHaveLength(2);
    expect(html).not.toContain('Second');
    expect(html).toContain('<h1');
    const reg = new theme.FieldRegistry({ 'hero.title': 'Merchant value' });
    expect(reg.value('hero.title', 'text', 'First')).toBe('Merchant value');
    reg.register('hero.title', 'text', 'Other');
    expect(reg.conflicts).toEqual(['hero.title']);
  });

  it('normalizes raw.category in both shapes', () => {
    expect(theme.normalizeCategory('Perfume')).toBe('Perfume');
    expect(theme.normalizeCategory({ name: 'Perfume' })).toBe('Perfume');
    expect(theme.normalizeCategory(null)).toBeNull();
    expect(storefront.normalizeProduct({ name: 'A', category: { name: 'B' } }).raw.category).toEqual({ name: 'B' });
  });

  it('defineTheme requires every key and at least 3 pages', () => {
    const pages = [{ id: 'home', path: '/' }, { id: 'products', path: '/products' }, { id: 'contact', path: '/contact' }];
    expect(theme.defineTheme({ name: 'A', slug: 'a', version: '1.0.0', visibility: 'private', pages }).pages).toHaveLength(3);
    expect(() => theme.defineTheme({ name: 'A', slug: 'a', version: '1.0.0', visibility: 'private', pages: pages.slice(0, 2) })).toThrow(/at least 3/);
  });
});

describe('PlatformStorefront', () => {
  it('sends every request to the configured base_url with the public token', async () => {
    const seen: { url: string; auth: string }[] = [];
    const fakeFetch = async (url: string, init: { headers: Record<string, string> }) => {
      seen.push({ url, auth: init.headers.Authorization });
      return new Response(JSON.stringify({ data: [{ id: 1, name: 'Tea', price: '4.5', category: { name: 'Drinks' } }] }), { status: 200 });
    };
    const client = new storefront.PlatformStorefront({ baseUrl: 'https://shop.example.test/', publicToken: 'pk_public', fetch: fakeFetch as unknown as typeof fetch });
    const list = await client.products.list({ limit: 2, search: 'tea' });
    expect(list[0]).toMatchObject({ id: '1', name: 'Tea', price: 4.5, category: 'Drinks' });
    expect(seen).toEqual([{ url: 'https://shop.example.test/api/storefront/products?limit=2&search=tea', auth: 'Bearer pk_public' }]);
    expect(() => new storefront.PlatformStorefront({ baseUrl: '', publicToken: 'x' })).toThrow(/baseUrl/);
  });
});
