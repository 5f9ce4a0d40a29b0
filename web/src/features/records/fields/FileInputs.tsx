import { Button } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import { records, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { useObjectUrl } from '../../../lib';
import { AttachmentsInput, UPLOAD_LIMIT_BYTES } from './AttachmentsInput';
import { FilePicker } from './FilePicker';
import type { KindInputProps } from './input-types';

const asList = (v: KindInputProps['value']) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** An uploaded file of the record shown as an image (fetched with the auth headers). */
export function AttachmentImage({ module, id, alt, thumb }: { module: string; id: string; alt: string; thumb?: boolean }) {
  const url = useObjectUrl(`${module}/${id}`, () => records.attachment(module, id));
  // A thumbnail in a table's cell (a venue row's photo); the preview of a form's own image field otherwise.
  const size = thumb ? { maxWidth: 96, maxHeight: 72 } : { maxWidth: 240, maxHeight: 180 };
  return url ? (
    <img className={thumb ? 'image-thumb' : 'image-preview'} src={url} alt={alt} style={{ ...size, display: 'block' }} />
  ) : (
    <span className="muted">{alt}</span>
  );
}

/** One image: upload, preview, remove. */
export function ImageInput({ id, value, onChange, disabled, services }: KindInputProps) {
  const { t } = useI18n();
  const [uploading, setUploading] = useState(false);
  const current = typeof value === 'string' ? value : '';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > UPLOAD_LIMIT_BYTES) return toast.warning(t('msg.fileTooLarge'));
    setUploading(true);
    try {
      onChange((await services.onUpload(file)).id);
    } catch {
      // The client has shown the server's message.
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  return (
    <div className="image-input">
      {current && <AttachmentImage module={services.module} id={current} alt={services.attachmentNames[current] ?? current} />}
      {!disabled && (
        <FilePicker
          accept="image/*"
          id={id}
          testId={id}
          disabled={uploading}
          text={uploading ? t('form.uploading') : t('form.upload')}
          onChange={(e) => void onFile(e)}
        />
      )}
      {current && !disabled && <Button variant="minimal" icon="cross" text={t('fields.removeImage')} onClick={() => onChange('')} />}
    </div>
  );
}

/** Uploads as one list, or by named slot (`{ slot: [ids] }`) when the field has slots. */
export function AttachmentsKindInput({ field, value, onChange, disabled, services, errors }: KindInputProps) {
  const { lang } = useI18n();
  if (!field.slots?.length) {
    return (
      <AttachmentsInput
        name={field.name}
        value={asList(value)}
        names={services.attachmentNames}
        disabled={disabled}
        onChange={onChange}
        onUpload={services.onUpload}
      />
    );
  }
  const bySlot = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string[]>) : {};
  return (
    <div className="attachment-slots">
      {field.slots.map((slot) => {
        const error = errors?.[`${field.name}.${slot.key}`];
        return (
          <div key={slot.key} className="attachment-slot" data-testid={`slot-${field.name}-${slot.key}`}>
            <div className="slot-label">
              {slot.label[lang]}
              {slot.required && <span className="required-mark">*</span>}
              {error && <span className="slot-error"> {error}</span>}
            </div>
            <AttachmentsInput
              name={`${field.name}-${slot.key}`}
              value={bySlot[slot.key] ?? []}
              names={services.attachmentNames}
              disabled={disabled}
              onChange={(ids) => onChange({ ...bySlot, [slot.key]: ids })}
              onUpload={services.onUpload}
            />
          </div>
        );
      })}
    </div>
  );
}
