import { Tag, type Intent } from '@blueprintjs/core';
import { stateName, type RecordState } from '../../../catalogue';
import { useI18n } from '../../../i18n';

const INTENTS: Partial<Record<RecordState, Intent>> = {
  in_review: 'primary',
  returned: 'warning',
  approved: 'success',
  declined: 'danger',
  cancelled: 'danger',
};

/** Props of `StateTag`. */
export interface StateTagProps {
  state: RecordState;
  /** The server's name of the state; the catalogue's when absent. */
  name?: string | null;
  testId?: string;
}

/** A record's state as a coloured tag. */
export function StateTag({ state, name, testId = 'record-state' }: StateTagProps) {
  const { lang } = useI18n();
  const known = Object.hasOwn(INTENTS, state) || state === 'draft' || state === 'expired' || state === 'removed';
  return (
    <Tag intent={INTENTS[state] ?? 'none'} minimal data-testid={testId} data-state={state}>
      {name || (known ? stateName(state, lang) : state)}
    </Tag>
  );
}
