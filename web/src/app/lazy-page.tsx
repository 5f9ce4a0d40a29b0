import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page loaded on its first visit: its own chunk (script and stylesheet), fetched when a route
 * shows it, with nothing drawn meanwhile (a navigation keeps the page it leaves until then). The
 * page is imported by its file, not its feature's index, so that nothing else the index exports
 * comes along.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
