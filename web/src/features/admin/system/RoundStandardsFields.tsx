import { FormGroup, H5, InputGroup, Switch } from '@blueprintjs/core';
import { Msg, useI18n } from '../../../i18n';
import type { FormDialogParts } from '../../platform/crud';
import { kindStandards, standardName } from './round-standards';
import './system.css';

/**
 * 申报标准 in the round dialog (F-ba-standard): the standards the chosen kind knows (the catalogue's
 * `round.standards`, bookroom_site's area, books …), each by its form field's label: a floor typed as
 * a number, a yes standard as a switch. Nothing for a kind without standards.
 */
export function RoundStandardsFields({ form }: { form: FormDialogParts }) {
  const { t, lang } = useI18n();
  const standards = kindStandards(form.values.kind);
  if (standards.length === 0) return null;
  return (
    <div className="round-standards" data-testid="round-standards">
      <H5 className="section-title">
        <Msg k="round.standards" />
      </H5>
      <div className="round-standards-grid">
        {standards.map((s) => {
          const name = standardName(s.key);
          const id = `standard-${s.key}`;
          const error = form.errors[name];
          const value = form.values[name];
          const label = s.label[lang];
          return s.yes === undefined ? (
            <FormGroup
              key={s.key}
              label={t('round.standardFloor', { label })}
              labelFor={id}
              intent={error ? 'danger' : 'none'}
              helperText={error}
            >
              <InputGroup
                id={id}
                type="number"
                min={0}
                data-testid={id}
                value={typeof value === 'string' ? value : ''}
                intent={error ? 'danger' : 'none'}
                disabled={form.busy}
                onValueChange={form.set(name)}
              />
            </FormGroup>
          ) : (
            <FormGroup key={s.key} intent={error ? 'danger' : 'none'} helperText={error}>
              <Switch
                id={id}
                data-testid={id}
                label={label}
                checked={value === true}
                disabled={form.busy}
                onChange={(e) => form.set(name)(e.currentTarget.checked)}
              />
            </FormGroup>
          );
        })}
      </div>
      <p className="muted small">{t('round.standardsHint')}</p>
    </div>
  );
}
