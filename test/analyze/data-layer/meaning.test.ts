import { parseExpression } from '@babel/parser';
import type { Node } from '@babel/types';
import { describe, expect, it } from 'vitest';
import { classifyEntity } from '../../../rules/vendors/_surface.js';
import { entityMeaning, httpMeaning } from '../../../src/analyze/data-layer/meaning.js';
import { graphqlDocInfo, urlInfo } from '../../../src/rule-kit/pattern-values.js';

const expr = (code: string) => parseExpression(code, { plugins: ['typescript'] }) as Node;

describe('entity vocabulary', () => {
  it.each([
    ['Product', 'product'], ['menu_items', 'product'], ['CartItem', 'cart'], ['product_categories', 'category'],
    ['ProductReview', 'other-content'], ['StoreProduct', 'product'], ['site_settings', 'brand'], ['ContactMessage', 'lead'],
    ['NewsletterSubscriber', 'lead'], ['BlogPost', 'blog'], ['JobOpening', 'career'], ['Faq', 'faq'], ['appointments', 'booking'],
    ['ServiceRequest', 'lead'], ['coupons', 'coupon'], ['shipping_zones', 'delivery'], ['muntajat', 'product'], ['khadamat', 'service'],
    ['talabat', 'order'], ['tawasul', 'lead'], ['settings/schedule', 'hours'], ['opening_hours', 'hours'],
    // An event log is analytics even when it names another class; `visit` or `tracking` alone is not.
    ['user_activity', 'analytics'], ['page_views', 'analytics'], ['product_clicks', 'analytics'], ['analytics_events', 'analytics'],
    ['cart_events', 'analytics'], ['track-cart-events', 'analytics'], ['cart_items', 'cart'], ['events', 'other-content'],
    ['visit_requests', 'lead'], ['order_tracking', 'order'],
    // A trailing store word (`_collection`, `Table`) names where the records are kept, not what they are.
    ['dishes_collection', 'product'], ['basketCollection', 'cart'], ['orders_table', 'order'], ['collection', 'category'], ['category_collection', 'category'],
    // A product's parts in tables of their own come with the product; a variant alone is still a product.
    ['product_variants', 'product-part'], ['ProductImage', 'product-part'], ['product_options', 'product-part'], ['variants', 'product'], ['product_categories', 'category'],
    // The makers a shop's products come from (`/products/brands`) are no store brand settings; the store's own brand still is.
    ['products_brands', 'product-part'], ['ProductBrand', 'product-part'], ['brand_settings', 'brand'], ['brand', 'brand'],
  ])('%s is %s', (name, cls) => {
    expect(classifyEntity(name)?.id).toBe(cls);
  });
  it('leaves custom entities unclassified', () => {
    expect(classifyEntity('Horoscope')).toBeNull();
    // A tour's bookable activities are no event log.
    expect(classifyEntity('activities')).toBeNull();
    expect(entityMeaning('Horoscope', 'list')).toMatchObject({ surface: 'other', sdkEquivalent: 'none' });
  });
  it('a list of a product\'s parts is no products read', () => {
    expect(entityMeaning('product_images', 'list')).toMatchObject({ surface: 'products', sdkEquivalent: 'none', limitation: expect.stringMatching(/come with the product/) });
  });

  it('maps actions per class, with a reason when there is no equivalent', () => {
    expect(entityMeaning('products', 'one').sdkEquivalent).toBe('useProduct');
    expect(entityMeaning('Order', 'create').sdkEquivalent).toBe('useCheckout');
    const adminWrite = entityMeaning('Product', 'update');
    expect(adminWrite.sdkEquivalent).toBe('none');
    expect(adminWrite.limitation).toMatch(/admin writes to products/);
    expect(entityMeaning('reverse', 'list', { host: 'nominatim.openstreetmap.org' }).limitation).toMatch(/third-party API/);
  });
});

describe('URL meaning', () => {
  it('reads template, concatenated and absolute URLs', () => {
    expect(urlInfo(expr('`${API_URL}/api/products/${id}`'))).toEqual({ path: '/api/products/:param', host: null, endsWithParam: true });
    expect(urlInfo(expr('backendUrl + "/api/cart/get"'))?.path).toBe('/api/cart/get');
    // A value glued to the end of a path word is a suffix (a query string built apart), not a segment.
    expect(urlInfo(expr('`/api/items${filterQuery}`'))).toEqual({ path: '/api/items', host: null, endsWithParam: false });
    expect(urlInfo(expr('`/api/items/${itemId}${filterQuery}`'))).toEqual({ path: '/api/items/:param', host: null, endsWithParam: true });
    expect(urlInfo(expr('`/api/items${filterQuery}&page=${page}`'))).toEqual({ path: '/api/items', host: null, endsWithParam: false });
    expect(urlInfo(expr('"https://api.postcodes.io/postcodes/" + code'))).toMatchObject({ host: 'api.postcodes.io', path: '/postcodes/:param' });
    expect(urlInfo(expr('endpoint'))).toBeNull();
  });
  it('classifies by meaning, not by verb', () => {
    const read = httpMeaning('POST', urlInfo(expr('"/api/cart/get"'))!);
    expect([read.entity, read.action]).toEqual(['cart', 'list']);
    const one = httpMeaning('GET', urlInfo(expr('`/api/products/${id}`'))!);
    expect([one.entity, one.action]).toEqual(['products', 'one']);
    expect(httpMeaning('POST', urlInfo(expr('"/api/user/login"'))!).auth).toBe(true);
    // A session under a store noun is that record's (a guest cart), not sign-in; one at the front is.
    expect(httpMeaning('DELETE', urlInfo(expr('`/api/cart/session/${id}`'))!).auth).toBe(false);
    expect(httpMeaning('GET', urlInfo(expr('"/api/auth/session"'))!).auth).toBe(true);
    expect(httpMeaning('GET', urlInfo(expr('"/api/session/cart"'))!).auth).toBe(true);
    expect(httpMeaning('GET', urlInfo(expr('"/data/products.json"'))!).entity).toBe('products');
  });
  it('a list under the products path that only the path names is a product part, not the store brand', () => {
    const makers = httpMeaning('GET', urlInfo(expr('"/api/products/brands"'))!);
    expect(makers.entity).toBe('products_brands');
    expect(entityMeaning(makers.entity, makers.action)).toMatchObject({ surface: 'products', sdkEquivalent: 'none' });
    // A noun that carries the class on its own still names the entity.
    expect(httpMeaning('GET', urlInfo(expr('"/api/store/settings"'))!).entity).toBe('store');
  });
  it('reads GraphQL documents', () => {
    expect(graphqlDocInfo(expr('gql`query Q { products(first: 3) { id } }`'))).toEqual({ operation: 'query', field: 'products' });
    expect(graphqlDocInfo(expr('`mutation { createOrder(input: $i) { id } }`'))).toEqual({ operation: 'mutation', field: 'createOrder' });
  });
});
