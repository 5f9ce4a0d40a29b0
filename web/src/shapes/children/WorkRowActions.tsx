import { RecordButtons } from '../../features/records/module-list';
import type { ChildRecord } from './types';

/** What a work's row may ask its table to do. */
export interface WorkRowCalls {
  view: (work: ChildRecord) => void;
  edit: (work: ChildRecord) => void;
  submit: (work: ChildRecord) => void;
  withdraw: (work: ChildRecord) => void;
  remove: (work: ChildRecord) => void;
}

/** Props of `WorkRowActions`. */
export interface WorkRowActionsProps {
  work: ChildRecord;
  calls: WorkRowCalls;
  /** The work being changed by a call now. */
  busy: boolean;
}

/** A work's buttons, drawn from the actions the server says the caller may take on it now. */
export function WorkRowActions({ work, calls, busy }: WorkRowActionsProps) {
  return (
    <RecordButtons
      record={work}
      variant="row"
      busy={busy}
      on={{
        view: () => calls.view(work),
        submit: () => calls.submit(work),
        edit: () => calls.edit(work),
        withdraw: () => calls.withdraw(work),
        remove: () => calls.remove(work),
      }}
    />
  );
}
