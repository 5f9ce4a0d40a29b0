import { Icon } from '@blueprintjs/core';
import type { PriorFigures } from '../../../api';
import { fenToYuan, type LinesDef } from '../../../catalogue';
import { useI18n } from '../../../i18n';

type PriorLine = PriorFigures['lines'][number];
type PriorTotal = PriorFigures['totals'][number];

/** The columns of a lines field compared with the year before, and each line's figures by key and column. */
export function priorOf(prior: PriorFigures | null | undefined, field: string) {
  const lines = prior?.lines.filter((l) => l.field === field) ?? [];
  const columns = [...new Set(lines.map((l) => l.column))];
  const byKey = new Map(lines.map((l) => [`${l.line}\u0000${l.column}`, l]));
  return { columns, at: (key: string, column: string) => byKey.get(`${key}\u0000${column}`) };
}

/**
 * The reviewer's head cells of a compared column: 上年批准数, 增减额, 增减率; the column named only
 * where several are compared (one named 本年预算数 would read as this year's).
 */
export function PriorHead({ lines, columns }: { lines: LinesDef; columns: readonly string[] }) {
  const { t, lang } = useI18n();
  return (
    <>
      {columns.map((c) => {
        const label = lines.columns.find((x) => x.name === c)?.label[lang] ?? c;
        return [
          <th key={`${c}-prior`}>{columns.length > 1 ? t('lines.prior', { column: label }) : t('lines.priorOnly')}</th>,
          <th key={`${c}-change`}>{t('lines.change')}</th>,
          <th key={`${c}-percent`}>{t('lines.changePercent')}</th>,
        ];
      })}
    </>
  );
}

const signed = (fen: number) => (fen > 0 ? `+${fenToYuan(fen)}` : fenToYuan(fen));
const signedPercent = (percent: number | null) => (percent === null ? '' : `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`);

/** A line's reviewer cells: the prior figure (无 where last year had no such line), the change, its percentage; a flagged change marked. */
export function PriorCells({ figures, testId }: { figures: readonly (PriorLine | undefined)[]; testId: string }) {
  const { t } = useI18n();
  return (
    <>
      {figures.map((f, i) => [
        <td key={`${i}-prior`} data-testid={`${testId}-prior`}>
          {f?.prior === null || f === undefined ? t('lines.noPrior') : fenToYuan(f.prior)}
        </td>,
        <td key={`${i}-change`} data-testid={`${testId}-change`} className={f?.flagged ? 'line-flagged' : undefined}>
          {f ? signed(f.change) : ''}
          {f?.flagged && (
            <>
              {' '}
              <Icon icon="flag" intent="warning" size={12} aria-hidden />
              <span className="visually-hidden">{t('lines.flagged')}</span>
            </>
          )}
        </td>,
        <td key={`${i}-percent`} data-testid={`${testId}-percent`} className={f?.flagged ? 'line-flagged' : undefined}>
          {f ? signedPercent(f.changePercent) : ''}
        </td>,
      ])}
    </>
  );
}

/** What the reviewer reads above the table: the year compared, or 无上年批准数, and a threshold not set. */
export function PriorNote({ prior, testId }: { prior: PriorFigures; testId: string }) {
  const { t, lang } = useI18n();
  // Chinese sentences follow their 。 without a space; English ones after a space.
  const gap = lang === 'zh' ? '' : ' ';
  return (
    <p className="muted" data-testid={testId}>
      {prior.found ? t('lines.priorYear', { year: String(prior.year) }) : t('lines.noPriorRecord', { year: String(prior.year) })}
      {prior.found && prior.threshold.percent === null && `${gap}${t('lines.thresholdMissing')}`}
      {prior.found &&
        prior.threshold.percent !== null &&
        `${gap}${t('lines.threshold', { percent: String(prior.threshold.percent), amount: fenToYuan(prior.threshold.amount) })}`}
    </p>
  );
}

/**
 * A total's reviewer figures beside it (`priorFigures.totals`: 收入合计, 支出合计): 上年批准数 (无 where
 * that year had none), 增减额 and 增减率, a flagged change marked as a flagged line is.
 */
export function PriorTotalNote({ total, testId }: { total: PriorTotal; testId: string }) {
  const { t } = useI18n();
  const prior = total.prior === null ? t('lines.noPrior') : fenToYuan(total.prior);
  return (
    <span className={total.flagged ? 'prior-total line-flagged' : 'prior-total muted'} data-testid={testId}>
      {t('lines.priorTotal', { prior, change: signed(total.change), percent: signedPercent(total.changePercent) || '—' })}
      {total.flagged && (
        <>
          {' '}
          <Icon icon="flag" intent="warning" size={12} aria-hidden />
          <span className="visually-hidden">{t('lines.flagged')}</span>
        </>
      )}
    </span>
  );
}
