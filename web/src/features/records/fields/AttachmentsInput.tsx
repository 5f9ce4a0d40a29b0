import { Tag } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import { toast, type AttachmentInfo } from '../../../api';
import { useI18n } from '../../../i18n';
import { FilePicker } from './FilePicker';
import type { AttachmentNames } from './input-types';
import './fields.css';

/** The server's upload limit: 250 MB. */
export const UPLOAD_LIMIT_BYTES = 262_144_000;

/** Props of `AttachmentsInput`. */
export interface AttachmentsInputProps {
  name: string;
  /** Upload ids. */
  value: string[];
  names: AttachmentNames;
  onChange: (ids: string[]) => void;
  /** Uploads one file for the record and answers its id and name. */
  onUpload: (file: File) => Promise<AttachmentInfo>;
  disabled?: boolean;
}

/** A file picker that uploads at once and lists what the record holds. */
export function AttachmentsInput({ name, value, names, onChange, onUpload, disabled }: AttachmentsInputProps) {
  const { t } = useI18n();
  const [uploading, setUploading] = useState(false);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const added: string[] = [];
    setUploading(true);
    try {
      for (const file of files) {
        if (file.size > UPLOAD_LIMIT_BYTES) {
          toast.warning(t('msg.fileTooLarge'));
          continue;
        }
        const info = await onUpload(file);
        added.push(info.id);
      }
    } catch {
      // The client has shown the server's message; what did upload is kept below.
    } finally {
      setUploading(false);
      input.value = '';
      if (added.length > 0) {
        onChange([...value, ...added]);
        toast.success(t('msg.uploaded'));
      }
    }
  };

  return (
    <div className="attachments-input">
      {!disabled && (
        <FilePicker
          multiple
          id={`field-${name}`}
          testId={`field-${name}`}
          disabled={uploading}
          text={uploading ? t('form.uploading') : t('form.upload')}
          onChange={(e) => void onFiles(e)}
        />
      )}
      <div className="attachment-list" data-testid={`attachments-${name}`}>
        {value.length === 0 && <span className="muted">{t('form.noFiles')}</span>}
        {value.map((id) => (
          <Tag
            key={id}
            icon="paperclip"
            minimal
            data-testid="attachment-item"
            onRemove={disabled ? undefined : () => onChange(value.filter((v) => v !== id))}
          >
            {names[id] ?? id}
          </Tag>
        ))}
      </div>
    </div>
  );
}
