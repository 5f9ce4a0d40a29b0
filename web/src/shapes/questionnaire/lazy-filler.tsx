import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { QuestionnaireFillerProps } from './QuestionnaireFiller';

const Filler = lazy(() => import('./QuestionnaireFiller').then((m) => ({ default: m.QuestionnaireFiller })));

/**
 * The questionnaire filler as the other folders use it: loaded on its first use (with the builder and
 * results, in the questionnaire's own chunk), since only a questionnaire module's form and detail show it.
 */
export function QuestionnaireFiller(props: QuestionnaireFillerProps) {
  return (
    <Suspense fallback={<Spinner size={20} />}>
      <Filler {...props} />
    </Suspense>
  );
}
