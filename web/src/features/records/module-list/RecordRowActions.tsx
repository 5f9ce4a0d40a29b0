import { useNavigate } from 'react-router-dom';
import type { RecordView } from '../../../api';
import { modulePaths } from '../modules';
import { RecordButtons } from './RecordButtons';

/** Props of `RecordRowActions`. */
export interface RecordRowActionsProps {
  record: RecordView;
  onRemove: (ids: string[]) => void;
  /** Asks why, then withdraws the published notice (撤回). */
  onRevoke: (record: RecordView) => void;
}

/** A list row's buttons: view, edit (a published notice's revision), revoke and remove where the row's `actions` (the server's rule) and the user's buttons allow them. */
export function RecordRowActions({ record, onRemove, onRevoke }: RecordRowActionsProps) {
  const navigate = useNavigate();
  return (
    <RecordButtons
      record={record}
      variant="row"
      on={{
        view: () => navigate(modulePaths.detail(record.module, record.id)),
        edit: () => navigate(modulePaths.form(record.module, record.id)),
        revoke: () => onRevoke(record),
        remove: () => onRemove([record.id]),
      }}
    />
  );
}
