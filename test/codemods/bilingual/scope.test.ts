import { describe, expect, it } from 'vitest';
import { isCopyScript } from '../../../src/codemods/bilingual/scope.js';

describe('isCopyScript', () => {
  it('leaves out the design-system primitives of components/ui', () => {
    for (const p of ['src/components/ui/button.tsx', 'src/components/ui/alert-dialog.jsx', 'src/components/ui/use-toast.ts', 'client/src/components/ui/forms/input-otp.tsx']) {
      expect(isCopyScript(p), p).toBe(false);
    }
  });

  it("takes a site's own component kept beside them, and every other component", () => {
    for (const p of ['src/components/ui/ConfirmDelete.jsx', 'src/components/ui/PhotoStrip.tsx', 'src/components/ui/lamp-switch.tsx', 'src/components/ui/gift-card-tile.tsx', 'src/components/Header.jsx', 'src/pages/home.jsx']) {
      expect(isCopyScript(p), p).toBe(true);
    }
  });
});
