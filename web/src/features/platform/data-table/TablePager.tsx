import { Button, HTMLSelect } from '@blueprintjs/core';
import type { PaginationState } from '@tanstack/react-table';
import { useI18n } from '../../../i18n';
import { PAGE_SIZES } from './table-query';
import './data-table.css';

/** Props of `TablePager`. */
export interface TablePagerProps {
  total: number;
  /** False when `total` is a lower bound (the server counted that far past the page: `searchCount` false). */
  exact?: boolean;
  pagination: PaginationState;
  onChange: (next: PaginationState) => void;
}

/** Total, page size and page navigation under a server-side table; a total the server only bounded reads "1,000+". */
export function TablePager({ total, exact = true, pagination, onChange }: TablePagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pagination.pageSize));
  const current = pagination.pageIndex + 1;
  const go = (page: number) => onChange({ ...pagination, pageIndex: page - 1 });
  return (
    <div className="table-pager" data-testid="table-pager">
      <span className="muted" data-testid="table-total">
        {exact ? t('table.total', { n: total }) : t('table.totalAtLeast', { n: total.toLocaleString('en-US') })}
      </span>
      <HTMLSelect
        aria-label="page size"
        data-testid="page-size"
        value={pagination.pageSize}
        onChange={(e) => onChange({ pageIndex: 0, pageSize: Number(e.currentTarget.value) })}
        options={PAGE_SIZES.map((n) => ({ value: n, label: t('table.pageSize', { n }) }))}
      />
      <Button
        variant="minimal"
        icon="chevron-left"
        aria-label={t('table.prev')}
        data-testid="page-prev"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      />
      <span data-testid="page-current">{t(exact ? 'table.page' : 'table.pageAtLeast', { current, pages })}</span>
      <Button
        variant="minimal"
        icon="chevron-right"
        aria-label={t('table.next')}
        data-testid="page-next"
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      />
    </div>
  );
}
