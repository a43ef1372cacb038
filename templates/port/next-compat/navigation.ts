// platform-convert: `next/navigation` on react-router.
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams as useRouterParams, useSearchParams as useRouterSearchParams } from 'react-router-dom';

export function useRouter() {
  const navigate = useNavigate();
  return useMemo(() => ({
    push: (href: string) => navigate(href),
    replace: (href: string) => navigate(href, { replace: true }),
    back: () => navigate(-1),
    forward: () => navigate(1),
    refresh: () => undefined,
    prefetch: () => undefined,
  }), [navigate]);
}

export const usePathname = () => useLocation().pathname;
export const useSearchParams = () => useRouterSearchParams()[0];
export const useParams = <T extends Record<string, string | undefined> = Record<string, string | undefined>>() => useRouterParams() as T;
export const useSelectedLayoutSegment = () => useLocation().pathname.split('/').filter(Boolean)[0] ?? null;
export const useSelectedLayoutSegments = () => useLocation().pathname.split('/').filter(Boolean);

/** Next's `notFound()` ends the render; here the route's error element (the not-found page) shows. */
export class NotFoundSignal extends Error {
  constructor() { super('not found'); this.name = 'NotFoundSignal'; }
}
export function notFound(): never {
  throw new NotFoundSignal();
}

/** `redirect()` during render: the browser goes there. */
export function redirect(href: string): never {
  window.location.replace(href);
  throw new Error(`redirected to ${href}`);
}
export const permanentRedirect = redirect;
