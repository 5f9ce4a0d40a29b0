import { FileInput } from '@blueprintjs/core';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useI18n } from '../../../i18n';

/** Props of `FilePicker`. */
export interface FilePickerProps {
  /** The native input's id and data-testid. */
  id?: string;
  testId?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What the box says: the file chosen, or what to choose; 选择文件 by default. */
  text?: string;
  hasSelection?: boolean;
  fill?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file box with its button in the console's language (浏览 / Browse): Blueprint's `FileInput`, whose
 * own button text is English unless told, over the native input the browser would word in its own language.
 */
export function FilePicker({ id, testId, accept, multiple, disabled, text, hasSelection, fill, onChange }: FilePickerProps) {
  const { t } = useI18n();
  const inputProps = { id, accept, multiple, ...(testId ? { 'data-testid': testId } : {}) } as InputHTMLAttributes<HTMLInputElement>;
  return (
    <FileInput
      text={text ?? t('fields.chooseFile')}
      buttonText={t('fields.browse')}
      hasSelection={hasSelection}
      disabled={disabled}
      fill={fill}
      inputProps={inputProps}
      onInputChange={onChange}
    />
  );
}
