/**
 * Currency signs and the abbreviations shops write by hand before or after a price (`$ 12`,
 * `19,90 R$`, `Ksh 250`), each standing for one ISO 4217 code. Mixed case as written; a sign that
 * several currencies use (`$`) goes to the one shops most often mean by it.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', 'ر.س': 'SAR', 'ريال': 'SAR', 'د.إ': 'AED', 'ج.م': 'EGP',
  // Abbreviations shops write by hand, in mixed case (`Ksh 250`, `R$ 19,90`, `KD 3`), for one currency each.
  Ksh: 'KES', KSh: 'KES', KShs: 'KES', 'R$': 'BRL', SR: 'SAR', KD: 'KWD', QR: 'QAR', BD: 'BHD', LE: 'EGP', 'L.E': 'EGP', 'L.E.': 'EGP', RM: 'MYR', Rp: 'IDR', Dhs: 'AED', '₦': 'NGN', '₱': 'PHP', '₺': 'TRY', '₩': 'KRW',
};
