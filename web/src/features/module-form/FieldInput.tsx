import { FormGroup, InputGroup, TextArea, type Intent } from '@blueprintjs/core';
import type { FieldDef } from '../../catalogue';
import type { AttachmentInfo } from '../../api';
import { useI18n } from '../../i18n';
import type { AttachmentNames } from '../modules';
import { AttachmentsInput } from './AttachmentsInput';
import { DictSelect } from './DictSelect';
import { RegionSelect } from './RegionSelect';

/** Props of `FieldInput`. */
export interface FieldInputProps {
  field: FieldDef;
  value: string | string[];
  error?: string;
  disabled?: boolean;
  onChange: (value: string | string[]) => void;
  attachmentNames: AttachmentNames;
  onUpload: (file: File) => Promise<AttachmentInfo>;
}

const asText = (v: string | string[]) => (Array.isArray(v) ? v.join(',') : v);
const asList = (v: string | string[]) => (Array.isArray(v) ? v : v ? [v] : []);

/** One catalogue field as a labelled input of its kind, with its error under it. */
export function FieldInput({ field, value, error, disabled, onChange, attachmentNames, onUpload }: FieldInputProps) {
  const { lang } = useI18n();
  const intent: Intent = error ? 'danger' : 'none';
  const id = `field-${field.name}`;
  const text = asText(value);
  const placeholder = field.placeholder?.[lang];
  const common = { id, 'data-testid': id, disabled, intent, placeholder, value: text };

  let input;
  switch (field.kind) {
    case 'textarea':
      input = <TextArea {...common} fill rows={4} onChange={(e) => onChange(e.currentTarget.value)} />;
      break;
    case 'integer':
      input = <InputGroup {...common} type="number" step={1} inputMode="numeric" onValueChange={onChange} />;
      break;
    case 'date':
      input = <InputGroup {...common} type="date" onValueChange={onChange} />;
      break;
    case 'mobile':
      input = <InputGroup {...common} type="tel" inputMode="tel" onValueChange={onChange} />;
      break;
    case 'uscc':
      input = <InputGroup {...common} className="mono" onValueChange={(v) => onChange(v.toUpperCase())} />;
      break;
    case 'region':
      input = <RegionSelect name={field.name} value={text} disabled={disabled} intent={intent} onChange={onChange} />;
      break;
    case 'dict':
      input = <DictSelect name={field.name} dict={field.dict} value={text} disabled={disabled} intent={intent} onChange={onChange} />;
      break;
    case 'attachments':
      input = (
        <AttachmentsInput
          name={field.name}
          value={asList(value)}
          names={attachmentNames}
          disabled={disabled}
          onChange={onChange}
          onUpload={onUpload}
        />
      );
      break;
    default:
      input = <InputGroup {...common} onValueChange={onChange} />;
  }

  const required = field.rules.some((r) => r.rule === 'required');
  return (
    <FormGroup
      className={field.kind === 'textarea' || field.kind === 'attachments' ? 'form-field wide' : 'form-field'}
      label={field.label[lang]}
      labelFor={id}
      labelInfo={required ? <span className="required-mark">*</span> : undefined}
      helperText={error ? <span data-testid={`error-${field.name}`}>{error}</span> : undefined}
      intent={intent}
    >
      {input}
    </FormGroup>
  );
}
