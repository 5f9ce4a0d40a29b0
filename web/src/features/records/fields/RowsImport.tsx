import { records, toast, type RowsImport as RowsImportAnswer } from '../../../api';
import { useI18n } from '../../../i18n';
import { saveFile } from '../../../lib';
import { SheetImport } from './SheetImport';

/** Props of `RowsImport`. */
export interface RowsImportProps {
  id: string;
  module: string;
  field: string;
  label: string;
  /** The record as saved, where it is: the rows' rules reading its form (the year, the plan) are checked at import. */
  recordId?: string;
  disabled?: boolean;
  /** The rows the sheet held, as the server read them: they replace the table's rows (the form saved by its user). */
  onImported: (rows: RowsImportAnswer['rows']) => void;
}

/**
 * 下载模板 and 导入 beside the table of a rows field with `rowsImport`: the template of its columns, and
 * a sheet read all or nothing into the table (nothing saved: the user checks and saves the form); a
 * refused import lists every bad cell by its row and column, and the table stays as it was.
 */
export function RowsImport({ id, module, field, label, recordId, disabled, onImported }: RowsImportProps) {
  const { t } = useI18n();

  const importSheet = async (file: File) => {
    const answer = await records.rowsImport(module, field, file, recordId);
    onImported(answer.rows);
    toast.success(t('fields.rowsImported', { count: answer.rows.length }));
  };

  return (
    <SheetImport
      id={id}
      className="rows-import"
      words={{ template: t('fields.rowsTemplate'), import: t('fields.rowsImport'), errors: t('fields.rowsImportErrors') }}
      disabled={disabled}
      onTemplate={async () => saveFile(await records.rowsTemplate(module, field), `${label}.xlsx`)}
      onImport={importSheet}
    />
  );
}
