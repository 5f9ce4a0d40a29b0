import { Spinner } from '@blueprintjs/core';
import { records } from '../../api';
import type { SteppedFormProps, StepFormProps } from '../../features/records/modules';
import { useLoader } from '../../lib';
import { StepIndicator } from './StepIndicator';
import { stepScope } from './step-scope';
import './steps.css';

/** Props of `SteppedRecordForm`: the stepped form of the generic record pages. */
export type SteppedRecordFormProps = SteppedFormProps;
export type { StepFormProps };

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
