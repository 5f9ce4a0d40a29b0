import type { ReactNode } from 'react';
import type { ModuleEntry } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { StateTag } from '../modules';
import './module-detail.css';

/** Props of `RecordSummary`. */
export interface RecordSummaryProps {
  entry: ModuleEntry;
  record: RecordView;
}

/** A record's state, stage, applicant and times on one band. */
export function RecordSummary({ entry, record }: RecordSummaryProps) {
  const { t, lang } = useI18n();
  const items: [string, ReactNode][] = [
    [t('record.module'), entry.title[lang]],
    [t('record.state'), <StateTag state={record.state} name={record.stateName} />],
    [t('record.stage'), <span data-testid="record-stage">{record.stageName || t('common.none')}</span>],
    [t('record.union'), record.unionName || t('common.none')],
    [t('record.applicant'), record.applicantName || t('common.none')],
    [t('record.createTime'), record.createTime],
    [t('record.submitTime'), record.submitTime || t('common.none')],
    [t('record.updateTime'), record.updateTime],
  ];
  return (
    <dl className="record-summary" data-testid="record-summary">
      {items.map(([label, value]) => (
        <div key={label} className="summary-cell">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
