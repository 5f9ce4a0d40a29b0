import { records, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { saveFile } from '../../../lib';
import type { FieldServices } from './input-types';
import { SheetImport } from './SheetImport';

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
  const recordId = services.recordId;

  const importSheet = async (file: File) => {
    if (!recordId) return;
    await records.importLines(services.module, recordId, field, file);
    const saved = await records.detail(services.module, recordId);
    onImported((saved.form as Record<string, unknown>)[field]);
    toast.success(t('lines.imported'));
  };

  return (
    <SheetImport
      id={id}
      className="money-lines-import"
      words={{ template: t('lines.template'), import: t('lines.import'), errors: t('lines.importErrors') }}
      disabled={disabled || !recordId}
      onTemplate={async () => saveFile(await records.linesTemplate(services.module, field), `${label}.xlsx`)}
      onImport={importSheet}
    >
      {!recordId && <span className="muted">{t('lines.importSaveFirst')}</span>}
    </SheetImport>
  );
}
