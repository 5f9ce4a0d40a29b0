import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { records } from '../../../../api';
import type { ModuleEntry, StepCalls } from '../../../../catalogue';
import { useLoader } from '../../../../lib';
import { StepIndicator } from './StepIndicator';
import { stepScope } from './step-scope';
import './steps.css';

/** What the form of the open step is given: the entry narrowed to its fields, its calls and the wizard's head. */
export interface StepFormProps {
  entry: ModuleEntry;
  calls: StepCalls;
  above: ReactNode;
}

/** Props of `SteppedRecordForm`. */
export interface SteppedRecordFormProps {
  entry: ModuleEntry;
  id: string | undefined;
  /** Renders the form of the open step. */
  children: (props: StepFormProps) => ReactNode;
}

/**
 * The step wizard: reads which step the record is at (the first for a new record), then shows the
 * steps with their states above the form of the open step, which saves and submits through that
 * step's own calls.
 */
export function SteppedRecordForm({ entry, id, children }: SteppedRecordFormProps) {
  const loaded = useLoader(id ?? null, () => records.detail(entry.key, id ?? ''));
  if (id && loaded.loading) return <Spinner className="page-spinner" />;
  const record = id ? loaded.data : undefined;
  const scope = stepScope(entry, record);
  if (!scope) return null;
  return children({ entry: scope.entry, calls: scope.calls, above: <StepIndicator entry={entry} steps={record?.steps} /> });
}
