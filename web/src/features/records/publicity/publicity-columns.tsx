import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { PublicityRow } from '../../../api';
import type { I18nValue } from '../../../i18n';
import { indexColumn } from '../../platform/data-table';
import { PhaseTag } from './phase';

type Translate = I18nValue['t'];

/** The dates of a publicity as one line: start to end, and its working days. */
export const datesOf = (t: Translate, p: Pick<PublicityRow, 'startDate' | 'endDate' | 'workingDays'>) =>
  t('publicity.dateRange', { start: p.startDate, end: p.endDate, days: String(p.workingDays) });

/** The federation's list: the notice (opening its detail), dates, state, nominees and objections (the open ones in brackets). */
export function publicityColumns(t: Translate): ColumnDef<PublicityRow>[] {
  return [
    indexColumn<PublicityRow>(),
    {
      id: 'title',
      header: t('publicity.title'),
      cell: ({ row }) => (
        <Link to={`/honor/publicity/${row.original.id}`} data-testid="publicity-open-detail">
          {row.original.title}
        </Link>
      ),
    },
    { id: 'dates', header: t('publicity.dates'), cell: ({ row }) => datesOf(t, row.original) },
    { id: 'phase', header: t('publicity.phase'), cell: ({ row }) => <PhaseTag phase={row.original.phase} /> },
    { id: 'count', accessorKey: 'count', header: t('publicity.count') },
    {
      id: 'objections',
      header: t('publicity.objections'),
      cell: ({ row }) => t('publicity.objectionCount', { all: String(row.original.objections), open: String(row.original.openObjections) }),
    },
  ];
}
