// platform-convert: `next/link` on react-router. Outside links, anchors and mail/tel links stay plain anchors.
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Href = string | { pathname?: string; query?: Record<string, string | number | boolean>; hash?: string };

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: Href;
  children?: ReactNode;
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
  shallow?: boolean;
  passHref?: boolean;
  legacyBehavior?: boolean;
  locale?: string | false;
}

export function hrefString(href: Href): string {
  if (typeof href === 'string') return href;
  const query = href.query ? `?${new URLSearchParams(Object.entries(href.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  return `${href.pathname ?? ''}${query}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`;
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, prefetch, replace, scroll, shallow, passHref, legacyBehavior, locale, children, ...rest }, ref) {
  const to = hrefString(href);
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(to)) return <a ref={ref} href={to} {...rest}>{children}</a>;
  return <RouterLink ref={ref} to={to} replace={replace} {...rest}>{children}</RouterLink>;
});

export default Link;
