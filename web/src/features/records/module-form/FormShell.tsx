import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';

/** Props of `FormShell`. */
export interface FormShellProps {
  testId: string;
  /** Runs on 提交 and on Enter. */
  onSubmit: () => void;
  /** The submit button, where the user holds the module's submit button; `text` other than 提交 (重新发布). */
  submit?: { disabled: boolean; loading: boolean; text?: string };
  /** Buttons before submit (暂存). */
  buttons?: ReactNode;
  children: ReactNode;
}

/** A record's form element: its sections, then the footer with 提交 (the browser's own checks stay off: the catalogue's run). */
export function FormShell({ testId, onSubmit, submit, buttons, children }: FormShellProps) {
  const { t } = useI18n();
  return (
    <form
      className="record-form"
      data-testid={testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="form-footer">
        {buttons}
        {submit && (
          <Button
            type="submit"
            intent="danger"
            icon="send-message"
            text={submit.text ?? t('form.submit')}
            data-testid="btn-submit"
            disabled={submit.disabled}
            loading={submit.loading}
          />
        )}
      </div>
    </form>
  );
}
