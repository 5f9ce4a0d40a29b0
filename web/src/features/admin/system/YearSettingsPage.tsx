import { Card, HTMLTable, NumericInput } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { admin, system, toast, type YearSettingRow } from '../../../api';
import { fenToYuan, yuanToFen } from '../../../catalogue';
import { Msg, useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { FormDialog, RowButton, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

const thisYear = () => new Date().getFullYear();

/** A figure as the page shows it: money in yuan, a multiplier with ×, a percent with %. */
export function figureText(kind: YearSettingRow['kind'], value: number): string {
  if (kind === 'money') return `¥${fenToYuan(value)}`;
  return kind === 'multiplier' ? `×${value}` : `${value}%`;
}

/** What is typed, as the figure the call takes: yuan to fen for money (undefined when not a number). */
export function typedFigure(kind: YearSettingRow['kind'], typed: string): number | undefined {
  if (kind === 'money') return yuanToFen(typed) ?? undefined;
  const n = Number(typed.trim());
  return typed.trim() && Number.isFinite(n) ? n : undefined;
}

/**
 * Route `/system/year-setting` (年度标准设置): the figures the federation sets per year — 低保, the
 * relief cap, mutual-aid fees per plan, finance's thresholds — that the server rules and prefill read.
 */
export function YearSettingsPage() {
  const { t } = useI18n();
  usePageTitle(t('route.yearsetting'));
  const [year, setYear] = useState(thisYear());
  const settings = useLoader(`year-setting:${year}`, () => admin.yearSettings.year(year));
  const plans = useLoader('dict:mutual_aid_plan', () => system.tenantDictionary('mutual_aid_plan'));
  const [editing, setEditing] = useState<YearSettingRow>();
  // One initial per opened row: a new object each render would clear what is typed.
  const initial = useMemo<FormValues | undefined>(() => (editing ? {} : undefined), [editing]);
  const itemName = (item: string) => plans.data?.find((p) => p.dictKey === item)?.dictValue ?? item;
  const fields: FieldSpec[] = [
    ...(editing?.perItemOf
      ? [
          {
            name: 'item',
            label: 'yearSetting.item',
            kind: 'select',
            required: true,
            options: (plans.data ?? []).map((p) => ({ value: p.dictKey ?? '', label: p.dictValue })),
          } satisfies FieldSpec,
        ]
      : []),
    { name: 'value', label: `yearSetting.value.${editing?.kind ?? 'money'}`, required: true },
  ];
  const save = async (v: FormValues) => {
    if (!editing) return;
    const value = typedFigure(editing.kind, text(v.value));
    if (value === undefined) {
      toast.error(t('yearSetting.notANumber'));
      return;
    }
    await admin.yearSettings.submit({ year, key: editing.key, value, ...(editing.perItemOf ? { item: text(v.item) } : {}) });
    toast.success(t('msg.saved'));
    setEditing(undefined);
    settings.reload();
  };
  return (
    <div className="page" data-testid="admin-year-setting">
      <PageHeader title={t('route.yearsetting')} />
      <Card className="panel">
        <p className="muted">
          <Msg k="yearSetting.help" />
        </p>
        <NumericInput
          value={year}
          min={2000}
          max={2100}
          onValueChange={(n) => Number.isInteger(n) && setYear(n)}
          aria-label={t('calendar.year')}
        />
        <HTMLTable compact striped className="full-width" data-testid="year-settings">
          <thead>
            <tr>
              <th>{t('yearSetting.setting')}</th>
              <th>{t('yearSetting.figure')}</th>
              <th>{t('yearSetting.usedBy')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(settings.data ?? []).map((s) => (
              <tr key={s.key} data-testid={`setting-${s.key}`}>
                <td>{s.label}</td>
                <td data-testid={`figure-${s.key}`}>
                  {s.values.length === 0
                    ? t('yearSetting.notSet')
                    : s.values
                        .map((v) =>
                          s.perItemOf
                            ? t('yearSetting.itemFigure', { item: itemName(v.item), figure: figureText(s.kind, v.value) })
                            : figureText(s.kind, v.value),
                        )
                        .join(t('yearSetting.figureSeparator'))}
                </td>
                <td className="muted">{s.usedBy}</td>
                <td>
                  <RowButton text={t('yearSetting.set')} icon="edit" testId="row-set" onClick={() => setEditing(s)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <FormDialog
        initial={initial}
        editing={false}
        title={editing ? `${editing.label}（${year}）` : ''}
        fields={fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId="year-setting-dialog"
      />
    </div>
  );
}
