import { Spinner } from '@blueprintjs/core';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A shape's part as the generic record pages take it, loaded with its folder on its first use: the
 * app gives every part to those pages (`shapeParts`), and a part imported directly would ship in
 * the first load of every page (the follow-ups' dialog with Blueprint's overlay, the score tables).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((part) => ({ default: part })));
  const Loaded = Part as unknown as ComponentType<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Spinner size={20} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
