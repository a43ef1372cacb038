import { ToolError, EXIT } from '../../diagnostics/tool-error.js';
import { discoverRules } from '../../rule-kit/discover.js';
import { parsePattern } from '../../rule-kit/pattern.js';
import type { VendorRule } from '../../rule-kit/vendor-rule.js';

/** Every pattern of a rule parses, or the rule file is named in one line. */
function checkPatterns(rule: VendorRule): void {
  const patterns = [...rule.calls.flatMap((c) => (Array.isArray(c.pattern) ? c.pattern : [c.pattern])), ...(rule.client?.factories ?? [])];
  for (const p of patterns) {
    try {
      parsePattern(p);
    } catch (e) {
      throw new ToolError((e as Error).message, { exitCode: EXIT.errorsRemain, file: `rules/vendors/${rule.id}.ts`, hint: 'fix the call shape; see src/rule-kit/pattern.ts for the pattern language' });
    }
  }
}

/**
 * The vendor rules of rules/vendors/, loaded once when this module is first imported (top-level
 * await), highest priority first, so the collector can be created synchronously.
 */
export const VENDOR_RULES: VendorRule[] = (await discoverRules<VendorRule>('vendors')).slice().sort((a, b) => b.priority - a.priority);
VENDOR_RULES.forEach(checkPatterns);
