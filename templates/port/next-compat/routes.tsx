// platform-convert: how a Next app-router page and layout get what Next hands them.
import { Component, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundSignal } from './navigation';

/**
 * A page gets its route's `params` and `searchParams` as props, as under Next; a `notFound()` in it
 * shows the site's not-found page (the boundary starts afresh on every path).
 */
export function NextPage({ page: Page, notFound }: { page: ComponentType<any>; notFound?: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = <Page params={params} searchParams={Object.fromEntries(search)} />;
  return <NotFoundBoundary key={pathname} fallback={notFound ?? <main><h1>Page not found</h1></main>}>{page}</NotFoundBoundary>;
}

/** A layout wraps the routes under its folder. */
export function NextLayout({ layout: Layout }: { layout: ComponentType<any> }) {
  const params = useParams();
  return <Layout params={params}><Outlet /></Layout>;
}

/** `notFound()` inside a page shows the not-found page instead of crashing the app. */
export class NotFoundBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { missing: boolean }> {
  state = { missing: false };
  static getDerivedStateFromError(error: unknown) {
    if (error instanceof NotFoundSignal) return { missing: true };
    throw error;
  }
  render() {
    return this.state.missing ? this.props.fallback : this.props.children;
  }
}
