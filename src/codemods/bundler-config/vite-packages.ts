/** The Vite packages a theme that had no Vite gets (a ported server site, a Create React App). */
export const VITE_DEV_DEPENDENCIES: Readonly<Record<string, string>> = { '@vitejs/plugin-react': '^6.3.0', vite: '^8.0.0' };
