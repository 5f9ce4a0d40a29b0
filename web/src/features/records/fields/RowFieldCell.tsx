import { useI18n } from '../../../i18n';
import { FieldCell } from './cell-registry';
import type { KindCellProps } from './input-types';

/** Props of `RowFieldCell`: a field's cell and the row it is of. */
export interface RowFieldCellProps extends KindCellProps {
  /** The row's record; `visibleFields` names the fields the caller may see (absent: all). */
  record: { visibleFields?: readonly string[] };
}

/**
 * A list row's cell of a field: its value, or a muted 「无权查看」 where the field is hidden to the caller
 * (a reviewer of stages with field permissions; the server left the value out), never an empty cell
 * that reads as a blank answer.
 */
export function RowFieldCell({ record, ...props }: RowFieldCellProps) {
  const { t } = useI18n();
  if (record.visibleFields && !record.visibleFields.includes(props.field.name)) {
    return (
      <span className="muted" data-testid="field-no-access">
        {t('field.noAccess')}
      </span>
    );
  }
  return <FieldCell {...props} />;
}
