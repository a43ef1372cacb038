import { discoverRules } from '../../rule-kit/discover.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';

/**
 * The vendor rules of rules/vendors/, loaded once when this module is first imported (top-level
 * await), highest priority first, so the collector can be created synchronously.
 */
export const VENDOR_RULES: VendorRule[] = (await discoverRules<VendorRule>('vendors')).slice().sort((a, b) => b.priority - a.priority);
