// platform-convert: preview mode (spec §2 item 4). In review the theme has no live storefront, so
// it renders over a demo brand and a duck-typed demo client with the source's own data.
import { ThemeProvider, useAddToCart } from 'platform-sdk/theme';
import { isPreview, platformConfig } from '../platform/config.js';
import { demoData } from './demo-data.js';
import { demoBrand, demoStorefront } from './demo-storefront.js';

let cartSeeded = false;

/**
 * The preview cart starts with one demo product, so the cart and checkout pages show what a
 * shopper sees (a checkout that sends an empty cart back to the shop would show nothing in review).
 * It is added while rendering, before the pages read the cart, and only once.
 */
function DemoCart() {
  const { addToCart } = useAddToCart();
  const first = (demoData.products ?? [])[0];
  if (!cartSeeded && first) {
    cartSeeded = true;
    addToCart({ productId: first.id, variantId: null, quantity: 1, price: first.price ?? 0, name: first.name, image: first.image ?? null });
  }
  return null;
}

export function PreviewProvider({ children }) {
  if (!isPreview()) return children;
  return (
    <ThemeProvider brand={demoBrand} storefront={demoStorefront} preview locale={platformConfig.locale} currency={platformConfig.currency}>
      <DemoCart />
      {children}
    </ThemeProvider>
  );
}
