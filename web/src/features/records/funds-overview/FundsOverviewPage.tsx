import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { useDictionary } from '../fields';
import { loadFundsYear, type FundsMonth } from './api';
import { FIGURES, labelOf, payModeDict, yuan, type Figure } from './figures';
import { MonthDialog } from './MonthDialog';
import { useFundsText } from './texts';

/** The years offered: this one and the five before (the browser's year; Beijing's but for New Year's Eve abroad). */
const yearsBack = (thisYear: number) => Array.from({ length: 6 }, (_, i) => thisYear - i);

/** An owed figure above nothing stands out. */
const owedCell = (owed: number) => (owed > 0 ? <Tag intent="warning">{yuan(owed)}</Tag> : yuan(owed));

/**
 * The funds overview of a read-only module (`overview: 'fundsMonths'`, finance1's 工会经费拨缴情况):
 * the caller's union's twelve months of a year read from `index` (due, paid, refunded, returned,
 * owed, in yuan) with their totals; a month opens its `detail`, the approvals that moved it.
 */
export function FundsOverviewPage({ entry }: { entry: ModuleEntry }) {
  const ft = useFundsText();
  const { lang } = useI18n();
  usePageTitle(entry.title[lang]);
  const [thisYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<{ id: string; month: string } | null>(null);
  const loaded = useLoader(`funds-year:${entry.key}:${year}`, () => loadFundsYear(entry.key, year));
  const payModes = useDictionary(payModeDict(entry));
  const payModeLabel = (key: string | null) =>
    key === null ? '' : (payModes.data?.find((item) => item.dictKey === key)?.dictValue ?? key);
  const overview = loaded.data?.year === year ? loaded.data : undefined;
  const header = (name: string) => <th key={name}>{labelOf(entry, name, lang)}</th>;
  // The totals have no payroll: its cell stays empty.
  const figureCells = (row: Partial<Pick<FundsMonth, Figure>> & { owed: number }) =>
    FIGURES.map((name) => <td key={name}>{name === 'owed' ? owedCell(row.owed) : yuan(row[name])}</td>);

  return (
    <div className="page" data-testid="funds-overview">
      <PageHeader
        title={entry.title[lang]}
        actions={
          <FormGroup inline label={ft('year')}>
            <HTMLSelect
              data-testid="funds-year"
              value={year}
              onChange={(e) => setYear(Number(e.currentTarget.value))}
              options={yearsBack(thisYear).map((y) => ({ value: y, label: String(y) }))}
            />
          </FormGroup>
        }
      />
      <Card className="panel">
        {!overview ? (
          <Spinner size={20} />
        ) : !overview.registered ? (
          <Callout intent="warning" data-testid="funds-unregistered">
            {ft('unregistered')}
          </Callout>
        ) : (
          <>
            {!overview.collectionFeed && (
              <Callout intent="primary" className="gap-bottom" data-testid="funds-no-feed">
                {ft('noFeed')}
              </Callout>
            )}
            <HTMLTable compact striped interactive data-testid="funds-months">
              <thead>
                <tr>
                  {header('month')}
                  {FIGURES.map(header)}
                  {header('payMode')}
                </tr>
              </thead>
              <tbody>
                {overview.months.map((m) => (
                  <tr key={m.id} data-testid={`funds-month-${m.month}`} onClick={() => setOpen({ id: m.id, month: m.month })}>
                    <td>
                      <Button variant="minimal" size="small" text={m.month} />
                    </td>
                    {figureCells(m)}
                    <td>{payModeLabel(m.payMode)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="funds-totals">
                  <th>{ft('total')}</th>
                  {figureCells(overview.totals)}
                  <td />
                </tr>
              </tfoot>
            </HTMLTable>
          </>
        )}
      </Card>
      <MonthDialog entry={entry} open={open} payModeLabel={payModeLabel} onClose={() => setOpen(null)} />
    </div>
  );
}
