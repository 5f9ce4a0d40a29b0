import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { records, toast, type RowsImport as RowsImportAnswer } from '../../../api';
import { useI18n } from '../../../i18n';
import { saveFile } from '../../../lib';
import { FilePicker } from './FilePicker';
import { badCells, ImportProblems } from './ImportProblems';

/** Props of `RowsImport`. */
export interface RowsImportProps {
  id: string;
  module: string;
  field: string;
  label: string;
  disabled?: boolean;
  /** The rows the sheet held, as the server read them: they replace the table's rows (the form saved by its user). */
  onImported: (rows: RowsImportAnswer['rows']) => void;
}

/**
 * 下载模板 and 导入 beside the table of a rows field with `rowsImport`: the template of its columns, and
 * a sheet read all or nothing into the table (nothing saved: the user checks and saves the form); a
 * refused import lists every bad cell by its row and column, and the table stays as it was.
 */
export function RowsImport({ id, module, field, label, disabled, onImported }: RowsImportProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const template = async () => saveFile(await records.rowsTemplate(module, field), `${label}.xlsx`);

  const importSheet = async (file: File) => {
    setBusy(true);
    setProblems([]);
    try {
      const answer = await records.rowsImport(module, field, file);
      onImported(answer.rows);
      toast.success(t('fields.rowsImported', { count: answer.rows.length }));
    } catch (err) {
      setProblems(badCells(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rows-import">
      <Button icon="download" text={t('fields.rowsTemplate')} data-testid={`${id}-template`} onClick={() => void template()} />
      <FilePicker
        testId={`${id}-import`}
        text={t('fields.rowsImport')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importSheet(file);
        }}
      />
      <ImportProblems testId={`${id}-import-errors`} title={t('fields.rowsImportErrors')} problems={problems} />
    </div>
  );
}
