import { Alert } from '@blueprintjs/core';
import { useState } from 'react';
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
  /** The fields around the rows as the user holds them now (saved or not): the rows' rules read them at import rather than the saved form. */
  around?: () => Record<string, unknown>;
  disabled?: boolean;
  /** How many rows the table holds now: an import that would replace any asks first. */
  held: number;
  /** The rows the sheet held, as the server read them: they replace the table's rows (the form saved by its user). */
  onImported: (rows: RowsImportAnswer['rows']) => void;
}

/**
 * 下载模板 and 导入 beside the table of a rows field with `rowsImport`: the template of its columns, and
 * a sheet read all or nothing into the table (nothing saved: the user checks and saves the form), its
 * rows checked against the form around them as the user holds it (a form never saved too); a
 * refused import lists every bad cell by its row and column, and the table stays as it was; a sheet
 * read well replaces rows the table holds only once the user confirms it.
 */
export function RowsImport({ id, module, field, label, recordId, around, disabled, held, onImported }: RowsImportProps) {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState<RowsImportAnswer['rows'] | null>(null);

  const take = (rows: RowsImportAnswer['rows']) => {
    onImported(rows);
    toast.success(t('fields.rowsImported', { count: rows.length }));
  };

  const importSheet = async (file: File) => {
    const answer = await records.rowsImport(module, field, file, {
      ...(recordId ? { id: recordId } : {}),
      ...(around ? { form: around() } : {}),
    });
    if (held > 0) setWaiting(answer.rows);
    else take(answer.rows);
  };

  return (
    <SheetImport
      id={id}
      className="rows-import"
      words={{ template: t('fields.rowsTemplate'), import: t('fields.rowsImport'), errors: t('fields.rowsImportErrors') }}
      disabled={disabled}
      onTemplate={async () => saveFile(await records.rowsTemplate(module, field), `${label}.xlsx`)}
      onImport={importSheet}
    >
      <Alert
        isOpen={waiting !== null}
        intent="warning"
        icon="import"
        confirmButtonText={t('fields.rowsReplace')}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setWaiting(null)}
        onConfirm={() => {
          if (waiting) take(waiting);
          setWaiting(null);
        }}
      >
        <p data-testid={`${id}-import-replace`}>{t('fields.rowsReplaceAsk', { held, count: waiting?.length ?? 0 })}</p>
      </Alert>
    </SheetImport>
  );
}
