import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { DownloadButton } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { useDictionary } from '../fields';
import { fundsSheet, loadFundsUnions, loadFundsYear, type FundsMonth } from './api';
import { FIGURES, labelOf, payModeDict, yuan, type Figure } from './figures';
import { MonthDialog } from './MonthDialog';
import { useFundsText } from './texts';
import './funds-overview.css';

/** The years offered: this one and the five before (the browser's year; Beijing's but for New Year's Eve abroad). */
const yearsBack = (thisYear: number) => Array.from({ length: 6 }, (_, i) => thisYear - i);

/** An owed figure above nothing stands out. */
const owedCell = (owed: number) => (owed > 0 ? <Tag intent="warning">{yuan(owed)}</Tag> : yuan(owed));

/**
 * The funds overview of a read-only module (`overview: 'fundsMonths'`, finance1's 工会经费拨缴情况):
 * a union's twelve months of a year read from `index` (due, paid, refunded, returned, owed, in yuan)
 * with their totals; a month opens its `detail`, the approvals that moved it. A higher union picks
 * the union among those `unions` answers (its own and those below it; the server checks the scope
 * again); the year's 拨缴情况表 downloads from `exportList`.
 */
export function FundsOverviewPage({ entry }: { entry: ModuleEntry }) {
  const ft = useFundsText();
  const { lang } = useI18n();
  usePageTitle(entry.title[lang]);
  const [thisYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(thisYear);
  const [open, setOpen] = useState<{ id: string; month: string } | null>(null);
  // The union read: the caller's own until a higher union picks one below it.
  const [unionId, setUnionId] = useState<string | undefined>();
  const unions = useLoader(`funds-unions:${entry.key}`, () => loadFundsUnions(entry.key));
  const own = unions.data?.find((u) => u.own);
  const picked = unionId === own?.id ? undefined : unionId;
  const loaded = useLoader(`funds-year:${entry.key}:${year}:${picked ?? ''}`, () => loadFundsYear(entry.key, year, picked));
  const payModes = useDictionary(payModeDict(entry));
  const payModeLabel = (key: string | null) =>
    key === null ? '' : (payModes.data?.find((item) => item.dictKey === key)?.dictValue ?? key);
  // The answer of the year and union shown, not one asked for before.
  const shown = picked ?? own?.id;
  const overview = loaded.data?.year === year && (!shown || loaded.data.unionId === shown) ? loaded.data : undefined;
  const unionName = unions.data?.find((u) => u.id === (overview?.unionId ?? own?.id))?.name ?? '';
  const header = (name: string) => <th key={name}>{labelOf(entry, name, lang)}</th>;
  // The totals have no payroll: its cell stays empty.
  const figureCells = (row: Partial<Pick<FundsMonth, Figure>> & { owed: number }) =>
    FIGURES.map((name) => <td key={name}>{name === 'owed' ? owedCell(row.owed) : yuan(row[name])}</td>);

  return (
    <div className="page" data-testid="funds-overview">
      <PageHeader
        title={entry.title[lang]}
        actions={
          <>
            {(unions.data?.length ?? 0) > 1 && (
              <FormGroup inline label={ft('union')}>
                <HTMLSelect
                  data-testid="funds-union"
                  value={unionId ?? own?.id ?? ''}
                  onChange={(e) => setUnionId(e.currentTarget.value)}
                  options={(unions.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
                />
              </FormGroup>
            )}
            <FormGroup inline label={ft('year')}>
              <HTMLSelect
                data-testid="funds-year"
                value={year}
                onChange={(e) => setYear(Number(e.currentTarget.value))}
                options={yearsBack(thisYear).map((y) => ({ value: y, label: String(y) }))}
              />
            </FormGroup>
            <DownloadButton
              icon="download"
              text={ft('exportSheet')}
              testId="funds-export"
              disabled={!overview?.registered}
              fetch={() => fundsSheet(entry.key, year, picked)}
              name={ft('sheetName', { year, union: unionName })}
            />
          </>
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
            <HTMLTable compact striped interactive className="funds-months" data-testid="funds-months">
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
