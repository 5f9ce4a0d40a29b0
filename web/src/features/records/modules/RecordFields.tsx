import { H5 } from '@blueprintjs/core';
import type { FormData, ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { fieldSections } from './field-sections';
import { FieldCell, wideKinds, type AttachmentNames } from '../fields';
import './record-fields.css';

/** Props of `RecordFields`. */
export interface RecordFieldsProps {
  entry: ModuleEntry;
  form: FormData | null | undefined;
  attachmentNames?: AttachmentNames;
}

/** A record's form, read-only, grouped and labelled as the catalogue says. */
export function RecordFields({ entry, form, attachmentNames = {} }: RecordFieldsProps) {
  const { t, lang } = useI18n();
  return (
    <div className="record-fields">
      {fieldSections(entry).map((section) => (
        <section key={section.key} className="record-fields-section">
          {section.title && <H5 className="section-title">{section.title[lang]}</H5>}
          <dl className="field-grid">
            {section.fields.map((field) => (
              <div key={field.name} className={wideKinds.has(field.kind) ? 'field-cell wide' : 'field-cell'}>
                <dt>{field.label[lang]}</dt>
                <dd data-testid={`value-${field.name}`}>
                  <FieldCell
                    field={field}
                    value={form?.[field.name]}
                    attachmentNames={attachmentNames}
                    empty={t('common.none')}
                    detail
                    module={entry.key}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
