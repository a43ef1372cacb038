import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as babelParse } from '@babel/parser';
import type { File } from '@babel/types';
import * as recast from 'recast';
import { describe, expect, it } from 'vitest';
import { babelOptions } from '../../../src/load/parse.js';
import { mendPaymentWidgets } from '../../../src/codemods/vendor-removal/payment-widgets.js';
import { REPO } from '../../helpers/build-theme.js';

function run(code: string, file = 'x.tsx'): { changed: boolean; code: string } {
  const ast = recast.parse(code, { parser: { parse: (src: string) => babelParse(src, babelOptions(file, true)) } }) as File;
  const changed = mendPaymentWidgets(ast, file);
  return { changed, code: recast.print(ast).code };
}

describe('vendor-removal: a payment provider\'s React form once its client is inert', () => {
  it('Stripe Elements: the provider becomes its children, the card field goes, the hooks are null and the package is no longer imported', () => {
    // The data-layer pair's output: loadStripe is already `Promise.resolve(null)`.
    const input = readFileSync(path.join(REPO, 'fixtures/codemods/data-layer/stripe/card-payment.output.tsx'), 'utf8');
    const out = run(input);
    expect(out.changed).toBe(true);
    expect(out.code).not.toContain('@stripe/');
    expect(out.code).toContain('const stripe = null;');
    expect(out.code).toContain('const elements = null;');
    expect(out.code).toContain('elements.getElement(null)');
    expect(out.code).not.toMatch(/<CardElement|<Elements/);
    expect(out.code).toContain('  return <PayBox secret={secret} />;');
    expect(out.code).toContain('<label>Card</label>\n      <button disabled={!stripe || busy}>Pay now</button>');
    expect(run(out.code).changed).toBe(false);
  });

  it('PayPal: buttons alone in a provider leave nothing to render; the script reducer reads "rejected"', () => {
    const out = run([
      "import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';",
      'function Buttons() {',
      '  const [{ isPending }] = usePayPalScriptReducer();',
      '  return isPending ? <p>Loading</p> : <PayPalButtons style={{ layout: "vertical" }} />;',
      '}',
      'export const Pay = () => <section><PayPalScriptProvider options={{ clientId: "x" }}><Buttons /></PayPalScriptProvider></section>;',
    ].join('\n'));
    expect(out.code).toBe([
      'function Buttons() {',
      '  const [{ isPending }] = [{ isInitial: false, isPending: false, isResolved: false, isRejected: true, options: {} }, () => {}];',
      '  return isPending ? <p>Loading</p> : null;',
      '}',
      'export const Pay = () => <section><Buttons /></section>;',
    ].join('\n'));
  });

  it('leaves a file without a provider\'s React package alone', () => {
    expect(run("import { Elements } from './my-elements';\nexport const X = () => <Elements><b /></Elements>;").changed).toBe(false);
  });
});
