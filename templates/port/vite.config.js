import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Ported by platform-convert from a {{sourceKind}} site.
export default defineConfig({
  plugins: [react()],
});
