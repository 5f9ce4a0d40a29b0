import { Button, Callout } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../api';
import { FilePicker } from './FilePicker';

/** What a refused sheet import names: each bad cell's words (第12行「科目编码」：…), from the 400's `data.errors`; else the error's own words. */
function badCells(err: unknown): string[] {
  const errors = err instanceof ApiError ? (err.data as { errors?: { message?: unknown }[] } | null)?.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((e) => String(e.message ?? ''));
  return [err instanceof Error ? err.message : String(err)];
}

/** Props of `SheetImport`: the words of its buttons and of a refusal, and what its two buttons do. */
export interface SheetImportProps {
  /** The table's id: the buttons are `<id>-template` and `<id>-import`, the refusal `<id>-import-errors`. */
  id: string;
  className: string;
  words: { template: string; import: string; errors: string };
  disabled?: boolean;
  onTemplate: () => Promise<void>;
  /** Imports the file; a refusal's bad cells are listed under the buttons. */
  onImport: (file: File) => Promise<void>;
  /** Said beside the buttons (why the import is off). */
  children?: ReactNode;
}

/**
 * 下载模板 and 导入 of a table filled from a sheet (a lines field's, a rows field's): the template
 * downloaded, and a chosen .xlsx imported all or nothing; a refused import lists every bad cell by
 * its row and column under the buttons.
 */
export function SheetImport({ id, className, words, disabled, onTemplate, onImport, children }: SheetImportProps) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const importSheet = async (file: File) => {
    setBusy(true);
    setProblems([]);
    try {
      await onImport(file);
    } catch (err) {
      setProblems(badCells(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <Button icon="download" text={words.template} data-testid={`${id}-template`} onClick={() => void onTemplate()} />
      <FilePicker
        testId={`${id}-import`}
        text={words.import}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importSheet(file);
        }}
      />
      {children}
      {problems.length > 0 && (
        <Callout intent="danger" title={words.errors} data-testid={`${id}-import-errors`}>
          <ul className="plain-list">
            {problems.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
