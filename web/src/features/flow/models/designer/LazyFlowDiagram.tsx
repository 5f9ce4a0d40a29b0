import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { FlowDiagramProps } from './FlowDiagram';

// @xyflow/react and its styles come in their own chunk, only on the pages that draw a model.
const FlowDiagram = lazy(() => import('./FlowDiagram'));

/** `FlowDiagram`, loaded on first use. */
export function LazyFlowDiagram(props: FlowDiagramProps) {
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <FlowDiagram {...props} />
    </Suspense>
  );
}
