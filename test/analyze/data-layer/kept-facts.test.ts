import { describe, expect, it } from 'vitest';
import { runDataLayer } from './run-collector.js';

/**
 * Analyze mode keeps small stand-ins of a file's facts once its tree is dropped (compact.ts):
 * what `finish` reports from them must be what the real nodes say.
 */
describe('data layer: facts kept after the walk (analyze mode)', () => {
  it('reports a vendor element at its own line and column, direct or through a member or a re-export', () => {
    const { facts } = runDataLayer({
      'src/payments/widgets.ts': 'export { PayPalButtons } from "@paypal/react-paypal-js";\n',
      'src/pages/Checkout.tsx': [
        'import * as PP from "@paypal/react-paypal-js";',
        'import { PayPalButtons } from "../payments/widgets";',
        'export const Checkout = () => (',
        '  <div>',
        '    <PP.PayPalButtons createOrder={() => "x"} />',
        '      <PayPalButtons />',
        '  </div>',
        ');',
        '',
      ].join('\n'),
    });
    const widgets = facts.dataSites.filter((s) => s.vendor === 'paypal').map((s) => [s.file, s.line, s.column, s.operation]);
    expect(widgets).toEqual([
      ['src/pages/Checkout.tsx', 5, 6, '<PayPalButtons>'],
      ['src/pages/Checkout.tsx', 6, 8, '<PayPalButtons>'],
    ]);
  });

  it('reads a kept function initialiser as a function (its body cut) when a chain starts from it', () => {
    const { facts } = runDataLayer({
      'src/api/client.ts': 'import { createClient } from "@supabase/supabase-js";\nexport const supabase = createClient("https://x.supabase.co", "k");\nexport const db = () => supabase;\n',
      'src/pages/Home.tsx': 'import { supabase, db } from "../api/client";\nexport const a = () => supabase.from("products").select("*");\nexport const b = () => db().from("orders").select("*");\n',
    });
    // `db` is a function of the site: its call's chain is not the client's.
    expect(facts.dataSites.map((s) => [s.file, s.line, s.operation])).toEqual([['src/pages/Home.tsx', 2, 'from.select']]);
  });
});
