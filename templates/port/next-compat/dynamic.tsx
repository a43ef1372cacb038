// platform-convert: `next/dynamic` as React.lazy with the loading element Next would show.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P> | { default: ComponentType<P> }>;

export default function dynamic<P extends object>(load: Loader<P>, options: { loading?: () => ReactNode; ssr?: boolean } = {}) {
  const Lazy = lazy(async () => {
    const m = await load();
    return 'default' in m ? m : { default: m };
  });
  return function Dynamic(props: P) {
    return <Suspense fallback={options.loading ? options.loading() : null}><Lazy {...(props as any)} /></Suspense>;
  };
}
