import type { Analysis } from '../analyze/types.js';
import type { Decision, SurveySurface } from '../state/model.js';
import { evidence, orderWrites, pageList, pagesNamed, plural, priceDisplaySummary, siteSummary, sitesOn } from './evidence.js';

/**
 * One question per surface of spec §1 rule 3, as data: what is asked, what each answer means
 * for that surface, the spec's default ("Survey defaults") given the analysis, and the evidence.
 */
export interface SurveyQuestion {
  surface: SurveySurface;
  message: string;
  choices: Record<Decision, string>;
  defaultFor(a: Analysis): Decision;
  evidenceFor(a: Analysis): string;
}

/** The store sells online: it has cart/checkout pages or data, or writes orders. */
export function sellsOnline(a: Analysis): boolean {
  return pagesNamed(a, ['cart', 'checkout', 'order-status']).length > 0 || sitesOn(a, 'cart-checkout').length > 0 || orderWrites(a).length > 0;
}

export function hasServices(a: Analysis): boolean {
  return sitesOn(a, 'services').length > 0 || pagesNamed(a, ['services', 'service']).length > 0;
}

export const QUESTIONS: SurveyQuestion[] = [
  {
    surface: 'products',
    message: 'Products: list and show them from the platform catalogue?',
    choices: { dynamic: 'list and show them from the catalogue (useProducts, useProduct)', static: 'keep the product markup as written, no live data', drop: 'remove product pages and sections' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([siteSummary(sitesOn(a, 'products'), 'product'), pageList(pagesNamed(a, ['products', 'product', 'collections']))], 'no product data or pages found'),
  },
  {
    surface: 'services',
    message: 'Services: does the brand sell services (listed and booked through the platform)?',
    choices: { dynamic: 'list and book them through the platform (services, useBooking)', static: 'keep service pages as static, editable text', drop: 'remove service pages and sections' },
    defaultFor: (a) => (hasServices(a) ? 'dynamic' : 'drop'),
    evidenceFor: (a) => evidence([siteSummary(sitesOn(a, 'services'), 'service'), pageList(pagesNamed(a, ['services', 'service']))], 'no services found'),
  },
  {
    surface: 'prices',
    message: 'Numbers, prices and stats: prices live from the platform (hero stats stay static)?',
    choices: { dynamic: 'prices from the platform; stats and counters stay as written', static: 'every number stays as written', drop: 'remove prices from the pages' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([siteSummary(sitesOn(a, 'prices'), 'price'), priceDisplaySummary(a)], 'no price shown or read'),
  },
  {
    surface: 'cart-checkout',
    message: 'Cart and checkout: sell online through the platform checkout?',
    choices: { dynamic: 'cart and checkout on the platform (pages added if missing)', static: 'no online sales; keep contact-to-buy', drop: 'remove cart and checkout' },
    defaultFor: (a) => (sellsOnline(a) ? 'dynamic' : 'drop'),
    evidenceFor: (a) => evidence([
      pageList(pagesNamed(a, ['cart', 'checkout', 'order-status'])),
      siteSummary(sitesOn(a, 'cart-checkout'), 'cart/checkout'),
      orderWrites(a).length ? `${plural(orderWrites(a).length, 'order write')}` : null,
    ], 'no cart, checkout or order writes found'),
  },
  {
    surface: 'delivery-payments',
    message: 'Delivery and payments: live delivery methods, quotes and payment methods at checkout?',
    choices: { dynamic: 'delivery and payment methods from the platform at checkout', static: 'describe them on a static page', drop: 'say nothing about delivery or payment' },
    defaultFor: (a) => (sellsOnline(a) || sitesOn(a, 'delivery-payments').length > 0 ? 'dynamic' : 'drop'),
    evidenceFor: (a) => evidence([
      siteSummary(sitesOn(a, 'delivery-payments'), 'delivery/payment'),
      sellsOnline(a) ? 'the store sells online' : null,
    ], 'no checkout, so no delivery or payments found'),
  },
  {
    surface: 'forms',
    message: 'Lead, quote and contact forms: send them to the platform as leads (useLead)?',
    choices: { dynamic: 'send each form to the platform as a lead (useLead)', static: 'keep the forms, sending nothing', drop: 'remove the forms' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([
      siteSummary(sitesOn(a, 'forms'), 'form'),
      pageList(a.pages.filter((p) => p.class === 'lead-gen').map((p) => p.canonical ?? p.file)),
    ], 'no forms found'),
  },
  {
    surface: 'content',
    message: 'Content (about, blog, FAQ, legal...): from the platform content engine with empty-states?',
    choices: { dynamic: 'from the content engine, with empty states', static: 'keep the text as static, editable pages', drop: 'remove content pages' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([
      siteSummary(sitesOn(a, 'content'), 'content'),
      pageList(a.pages.filter((p) => p.class === 'content').map((p) => p.canonical ?? p.file)),
    ], 'no content pages found'),
  },
  {
    surface: 'missing-pages',
    message: 'Missing canonical pages: build them in the source design?',
    choices: { dynamic: 'build them, the shop pages on live platform data', static: 'build them as static pages', drop: 'do not add pages' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => (a.missingCanonical.length ? `missing: ${a.missingCanonical.join(', ')}` : 'no canonical page is missing'),
  },
  {
    surface: 'editable-fields',
    message: 'Editable fields: make hero copy, images and primary colors editable by the merchant?',
    choices: { dynamic: 'let the merchant edit hero copy, images and colors', static: 'keep copy and images fixed', drop: 'add no editable fields' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([
      `${plural(a.pages.filter((p) => p.class !== 'drop').length, 'page')} kept`,
      a.design && Object.keys(a.design.colors).length ? `${plural(Object.keys(a.design.colors).length, 'color')} in the design` : null,
    ], 'no pages found'),
  },
  {
    surface: 'languages',
    message: 'Languages: retrofit the missing language so the theme is Arabic and English?',
    choices: { dynamic: 'Arabic and English, right-to-left aware', static: 'keep the source language only', drop: 'remove language switching' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => `${a.languageStatus} (${a.languages.join(', ') || 'no language detected'})`,
  },
  {
    surface: 'brand',
    message: 'Brand (name, logo, contact details): from the platform with useBrand()?',
    choices: { dynamic: 'name, logo and contacts from the platform (useBrand)', static: 'keep them as written', drop: 'remove brand details' },
    defaultFor: () => 'dynamic',
    evidenceFor: (a) => evidence([siteSummary(sitesOn(a, 'brand'), 'brand')], 'brand details are written in the markup'),
  },
];

export function questionFor(surface: SurveySurface): SurveyQuestion {
  return QUESTIONS.find((q) => q.surface === surface)!;
}
