import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { records, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { saveFile } from '../../../lib';
import { FilePicker } from './FilePicker';
import { badCells, ImportProblems } from './ImportProblems';
import type { FieldServices } from './input-types';

/** Props of `LinesImport`. */
export interface LinesImportProps {
  id: string;
  field: string;
  label: string;
  services: FieldServices;
  disabled?: boolean;
  /** The lines as the import saved them (the record's field read back). */
  onImported: (lines: unknown) => void;
}

/**
 * 下载模板 and 导入Excel of a lines field: the template in the federation's layout, and a sheet
 * imported into the saved record all or nothing; a refused import lists every bad cell by its row and
 * column, and nothing changed. A form never saved imports nothing yet: it says to save first.
 */
export function LinesImport({ id, field, label, services, disabled, onImported }: LinesImportProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const recordId = services.recordId;

  const template = async () => saveFile(await records.linesTemplate(services.module, field), `${label}.xlsx`);

  const importSheet = async (file: File) => {
    if (!recordId) return;
    setBusy(true);
    setProblems([]);
    try {
      await records.importLines(services.module, recordId, field, file);
      const saved = await records.detail(services.module, recordId);
      onImported((saved.form as Record<string, unknown>)[field]);
      toast.success(t('lines.imported'));
    } catch (err) {
      setProblems(badCells(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="money-lines-import">
      <Button icon="download" text={t('lines.template')} data-testid={`${id}-template`} onClick={() => void template()} />
      <FilePicker
        testId={`${id}-import`}
        text={t('lines.import')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled || busy || !recordId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importSheet(file);
        }}
      />
      {!recordId && <span className="muted">{t('lines.importSaveFirst')}</span>}
      <ImportProblems testId={`${id}-import-errors`} title={t('lines.importErrors')} problems={problems} />
    </div>
  );
}
