import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of `ProblemsCallout`. */
export interface ProblemsCalloutProps<T> {
  title: string;
  testId: string;
  problems: readonly T[];
  /** One problem as a list item, with its key. */
  children: (problem: T, index: number) => ReactNode;
  listClassName?: string;
  className?: string;
}

/** What a refused call named, one problem a line in a red callout; nothing while there is none. */
export function ProblemsCallout<T>({ title, testId, problems, children, listClassName, className }: ProblemsCalloutProps<T>) {
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" title={title} data-testid={testId} className={className}>
      <ul className={listClassName}>{problems.map((problem, index) => children(problem, index))}</ul>
    </Callout>
  );
}
