/**
 * Physical → logical Tailwind utilities (issue 6 item 3), as data. Tailwind ≥ 3.3 ships every
 * logical form listed here. `prefixes` match `<physical>-…` (so `pl-` never matches `place-`);
 * `bare` also match the utility alone (`border-l`, `rounded-r`, `text-left`).
 */
export default {
  id: 'tailwind-logical',
  docs: { description: 'Tailwind physical direction utilities and their logical (rtl-aware) equivalents.' },
  prefixes: {
    ml: 'ms', mr: 'me', pl: 'ps', pr: 'pe',
    left: 'start', right: 'end',
    'scroll-ml': 'scroll-ms', 'scroll-mr': 'scroll-me', 'scroll-pl': 'scroll-ps', 'scroll-pr': 'scroll-pe',
  } as Record<string, string>,
  bare: {
    'text-left': 'text-start', 'text-right': 'text-end',
    'float-left': 'float-start', 'float-right': 'float-end',
    'clear-left': 'clear-start', 'clear-right': 'clear-end',
    'rounded-l': 'rounded-s', 'rounded-r': 'rounded-e',
    'rounded-tl': 'rounded-ss', 'rounded-tr': 'rounded-se', 'rounded-bl': 'rounded-es', 'rounded-br': 'rounded-ee',
    'border-l': 'border-s', 'border-r': 'border-e',
  } as Record<string, string>,
  /** Utilities whose order flips in rtl: the class list also gets `rtl:<reverse>`. */
  reversible: { 'space-x': 'space-x-reverse', 'divide-x': 'divide-x-reverse' } as Record<string, string>,
  /**
   * Variants that already pick a direction (`rtl:ml-2` means the left margin in rtl): a physical
   * utility under one of them is deliberate and stays. Arbitrary variants naming `dir` count too.
   */
  directionVariants: ['rtl', 'ltr'] as string[],
  /** Added to directional icons so they point the reading way. */
  mirrorClass: 'rtl:-scale-x-100',
  /** The same, for a source drawn right-to-left: its icons already point the rtl way, and flip in ltr. */
  mirrorClassLtr: 'ltr:-scale-x-100',
  /**
   * Each physical side's counterpart: a source that lays itself out right-to-left wrote its sides
   * as its rtl view (`text-right` is where its lines start), so a side is made logical as its
   * counterpart would be in an ltr source (`text-right` → `text-start`, `ml-2` → `me-2`).
   */
  sides: {
    ml: 'mr', mr: 'ml', pl: 'pr', pr: 'pl', left: 'right', right: 'left',
    'scroll-ml': 'scroll-mr', 'scroll-mr': 'scroll-ml', 'scroll-pl': 'scroll-pr', 'scroll-pr': 'scroll-pl',
    'text-left': 'text-right', 'text-right': 'text-left', 'float-left': 'float-right', 'float-right': 'float-left',
    'clear-left': 'clear-right', 'clear-right': 'clear-left', 'rounded-l': 'rounded-r', 'rounded-r': 'rounded-l',
    'rounded-tl': 'rounded-tr', 'rounded-tr': 'rounded-tl', 'rounded-bl': 'rounded-br', 'rounded-br': 'rounded-bl',
    'border-l': 'border-r', 'border-r': 'border-l',
  } as Record<string, string>,
  /**
   * What a source that fakes rtl inside an ltr document reverses by hand (`flex-row-reverse`,
   * `space-x-reverse`): in the theme the document's direction orders its rows, so the row is
   * written in its natural order ('' drops the utility; `rtl:space-x-reverse` comes back with space-x).
   */
  handReversed: { 'flex-row-reverse': 'flex-row', 'space-x-reverse': '', 'divide-x-reverse': '' } as Record<string, string>,
};
