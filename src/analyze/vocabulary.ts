/** The analysis vocabulary, apart from its zod schema, so modules that need only the words start fast. */
export const ORIGINS = ['base44', 'lovable-supabase', 'bolt-supabase', 'supabase', 'replit-express', 'firebase', 'fetch-rest', 'axios-rest', 'graphql', 'plain-html', 'server-templates', 'other'] as const;
export const ROUTERS = ['react-router-v6', 'react-router-v5', 'react-router-data', 'wouter', 'base44-pages', 'tanstack-router', 'next-pages', 'next-app', 'none', 'other'] as const;
export const PAGE_CLASSES = ['storefront', 'content', 'lead-gen', 'drop'] as const;
export const CANONICAL = ['home', 'products', 'product', 'collections', 'cart', 'checkout', 'order-status', 'services', 'service', 'search', 'offers', 'about', 'contact', 'blog', 'careers', 'faq', 'legal'] as const;
export const SITE_KINDS = ['read', 'write', 'auth', 'upload', 'integration', 'realtime', 'function'] as const;
export const SURFACES = ['products', 'services', 'prices', 'cart-checkout', 'delivery-payments', 'forms', 'content', 'brand', 'other'] as const;
export const LANGUAGE_STATUS = ['bilingual', 'partial', 'monolingual'] as const;
export const SERVER_KINDS = ['routes', 'database', 'schema', 'sessions', 'uploads', 'email', 'sms', 'payments'] as const;
