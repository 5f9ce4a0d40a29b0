import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { PdfCall } from '../../../api';
import { useI18n } from '../../../i18n';
import { useModuleEntry } from '../modules';
import { PreviewDialog } from './PreviewDialog';

/** Props of `DocumentButtons`. */
export interface DocumentButtonsProps {
  module: string;
  id: string;
}

/**
 * A record's printouts: its form as filed (预览), and where the module prints a document of its own
 * (a transfer's 转接函 with its 回执, `document.preview` of the catalogue) a button for that, so both
 * the applicant and the receiving union's reviewer can read and print the letter.
 */
export function DocumentButtons({ module, id }: DocumentButtonsProps) {
  const { t } = useI18n();
  const own = useModuleEntry(module)?.document?.preview;
  const [open, setOpen] = useState<PdfCall>();
  const ownTitle = own && t(`detail.document.${own}`);
  return (
    <>
      <Button icon="document-open" text={t('detail.preview')} data-testid="btn-preview" onClick={() => setOpen('review')} />
      {own && <Button icon="envelope" text={ownTitle} data-testid="btn-document" onClick={() => setOpen('preview')} />}
      <PreviewDialog
        module={module}
        id={id}
        call={open ?? 'review'}
        isOpen={open !== undefined}
        onClose={() => setOpen(undefined)}
        {...(open === 'preview' && ownTitle ? { title: ownTitle } : {})}
      />
    </>
  );
}
