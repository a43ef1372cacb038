import type { Node } from '@babel/types';
import type { Collector } from '../../rule-kit/collector.js';
import { lineOf, type WalkContext } from '../../rule-kit/walk.js';

export interface PriceDisplay {
  file: string;
  line: number;
}

/** Names a price goes by in markup: `product.price`, `{salePrice}`, `item.price_cents`, `p.amount`. */
const PRICE_NAME = /^(?:(?:sale|compare_?at|regular|base|unit|original|old|new|discount(?:ed)?|total)_?)?price(?:_?(?:in_?)?cents)?s?$|^(?:amount|cost)$/i;

/**
 * Files whose markup shows a price: a member or a name that reads like a price inside a JSX
 * expression. Evidence for the survey's prices question, whatever the data layer is (a vendor
 * read, a static array, props), so a site whose cards show `€{product.price}` is not told that
 * no price was found. One entry per file, at its first price.
 */
export function createPriceDisplayCollector(): Collector<PriceDisplay[]> {
  const found: PriceDisplay[] = [];
  return {
    name: 'price-displays',
    visitFile(file) {
      let seen = false;
      const check = (name: string, node: Node, ctx: WalkContext) => {
        if (seen || !PRICE_NAME.test(name) || !ctx.closest('JSXExpressionContainer')) return;
        seen = true;
        found.push({ file: file.path, line: lineOf(node) });
      };
      return {
        MemberExpression(node, ctx) {
          if (!node.computed && node.property.type === 'Identifier') check(node.property.name, node, ctx);
        },
        OptionalMemberExpression(node, ctx) {
          if (!node.computed && node.property.type === 'Identifier') check(node.property.name, node, ctx);
        },
        Identifier(node, ctx) {
          const parent = ctx.parent();
          // Only a name read on its own (`{price}`, `format(price)`), not the `.price` of a member.
          if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === node) return;
          check(node.name, node, ctx);
        },
      };
    },
    finish: () => found,
  };
}
