import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * Radix's NavigationMenu (`@radix-ui/react-navigation-menu`, what shadcn/ui's navigation-menu
 * wraps) names its `<nav>` "Main" unless given an `aria-label`. The wrapper hands its own props on
 * in a spread (`<NavigationMenuPrimitive.Root … {...props}>`), so the label goes before the spread:
 * a label a page passes still wins.
 */
export default {
  id: 'radix-navigation-menu',
  docs: { description: "Radix NavigationMenu's nav aria-label (\"Main\" by default)." },
  components: ['Root', 'NavigationMenu'].map((name) => ({
    name,
    from: /^@radix-ui\/react-navigation-menu$/,
    labels: [{ prop: 'aria-label', text: 'Main', underSpread: true }],
  })) satisfies KitComponent[] as readonly KitComponent[],
};
