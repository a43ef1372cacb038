/**
 * How a form names the fields of a payment card. A card's security code is often typed into a
 * `type="password"` input so it is masked on screen: that input is part of a card form, not a
 * sign-in form. Matched against what an input element says about itself (its name, id, value
 * binding, change handler, placeholder, autocomplete, label), case-insensitively.
 */

/** The card's secret: CVV / CVC / CSC / CVN, "security code", autocomplete `cc-csc`. */
export const CARD_SECRET = /(^|[^a-z])(cvv2?|cvc2?|csc|cvn|cc-?csc)([^a-z]|$)|card[\s_-]?(security|verification)|security[\s_-]?code/i;

/** Other card fields around it: the number and the expiry (`cardNumber`, `card_number`, `cc-number`, `cc-exp`). */
export const CARD_FIELD = /card[\s_-]?(number|no\b|num\b)|cc-?(number|exp)|(^|[^a-z])(pan|expiry|exp[\s_-]?date|expiration)([^a-z]|$)/i;


interface Span { type: string; start?: number | null; end?: number | null; openingElement?: { name: { type: string; name?: unknown } } }

/** How many elements up a card form's other fields may sit (a grid cell, a row, the card panel). */
const AROUND_LEVELS = 4;

/**
 * Is the `<input type="password">` at `node` (a JSX opening element) a card's security code? Its
 * own attributes name the secret, or the form around it (else the few elements above it) holds the
 * card's number or expiry.
 */
export function isCardSecretElement(node: Span, ancestors: readonly Span[], text: string): boolean {
  const slice = (n: Span) => text.slice(n.start ?? 0, n.end ?? 0);
  const own = slice(node);
  if (CARD_SECRET.test(own)) return true;
  let levels = 0;
  let around: Span | null = null;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const a = ancestors[i];
    if (a.type !== 'JSXElement') continue;
    const name = a.openingElement?.name.type === 'JSXIdentifier' ? String(a.openingElement.name.name) : '';
    around = a;
    if (/^form$/i.test(name) || ++levels > AROUND_LEVELS) break;
  }
  return around !== null && CARD_FIELD.test(slice(around));
}
