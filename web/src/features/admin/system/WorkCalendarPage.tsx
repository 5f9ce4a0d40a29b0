import { Card, HTMLTable, NumericInput, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { admin, toast, type CalendarDay } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { FormDialog, ListToolbar, RowButton, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

const thisYear = () => new Date().getFullYear();

/**
 * Route `/system/work-calendar` (工作日历): the days of a year the State Council's arrangement moves,
 * holidays and make-up working days; the publicity counts its working days on them.
 */
export function WorkCalendarPage() {
  const { t } = useI18n();
  usePageTitle(t('route.workcalendar'));
  const [year, setYear] = useState(thisYear());
  const days = useLoader(`calendar:${year}`, () => admin.calendar.year(year));
  const [adding, setAdding] = useState<FormValues>();
  const fields: FieldSpec[] = [
    { name: 'day', label: 'calendar.day', kind: 'date', required: true },
    {
      name: 'kind',
      label: 'calendar.kind',
      kind: 'select',
      required: true,
      options: [
        { value: 'holiday', label: t('calendar.holiday') },
        { value: 'workday', label: t('calendar.workday') },
      ],
    },
    { name: 'name', label: 'calendar.name', required: true },
  ];
  const save = async (v: FormValues) => {
    await admin.calendar.submit({ day: text(v.day), kind: text(v.kind) === 'workday' ? 'workday' : 'holiday', name: text(v.name) });
    toast.success(t('msg.created'));
    setAdding(undefined);
    days.reload();
  };
  const remove = async (d: CalendarDay) => {
    await admin.calendar.remove(d.day);
    toast.success(t('msg.deleted'));
    days.reload();
  };
  return (
    <div className="page" data-testid="admin-work-calendar">
      <PageHeader title={t('route.workcalendar')} />
      <Card className="panel">
        <p className="muted">
          <Msg k="calendar.help" />
        </p>
        <ListToolbar onAdd={() => setAdding({ kind: 'holiday' })}>
          <NumericInput
            value={year}
            min={2000}
            max={2100}
            onValueChange={(n) => Number.isInteger(n) && setYear(n)}
            aria-label={t('calendar.year')}
          />
        </ListToolbar>
        <HTMLTable compact striped className="full-width" data-testid="calendar-days">
          <thead>
            <tr>
              <th>{t('calendar.day')}</th>
              <th>{t('calendar.kind')}</th>
              <th>{t('calendar.name')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(days.data ?? []).map((d) => (
              <tr key={d.day} data-testid={`day-${d.day}`}>
                <td>{d.day}</td>
                <td>
                  <Tag intent={d.kind === 'workday' ? 'warning' : 'success'}>
                    {t(d.kind === 'workday' ? 'calendar.workday' : 'calendar.holiday')}
                  </Tag>
                </td>
                <td>{d.name}</td>
                <td>
                  <RowButton text={t('common.delete')} icon="trash" intent="danger" testId="row-remove" onClick={() => void remove(d)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {days.data?.length === 0 ? (
          <p className="muted">
            <Msg k="calendar.none" />
          </p>
        ) : null}
      </Card>
      <FormDialog
        initial={adding}
        editing={false}
        title={t('common.newTitle', { name: t('calendar.noun') })}
        fields={fields}
        onClose={() => setAdding(undefined)}
        onSubmit={save}
        testId="calendar-dialog"
      />
    </div>
  );
}
