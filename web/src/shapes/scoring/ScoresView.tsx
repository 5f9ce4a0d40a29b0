import { Card, H5 } from '@blueprintjs/core';
import type { ModuleEntry } from '../../catalogue';
import type { RecordView } from '../../api';
import { useDictionary } from '../../features/records/fields';
import { useI18n } from '../../i18n';
import { ScoreGrid } from './ScoreGrid';

/**
 * A scored record's scores read-only (AS-S3): each item with its 标准分, the union's own score where
 * it scored itself, and the reviewer's, with both totals and the reviewer's grade where the module
 * grades. Nothing until the reviewer approved with its scores.
 */
export function ScoresView({ entry, record }: { entry: ModuleEntry; record: RecordView }) {
  const { t } = useI18n();
  const grades = useDictionary(record.reviewerGrade ? 'assessment_grade' : undefined);
  if (record.reviewerTotal === null || record.reviewerTotal === undefined) return null;
  const grade = record.reviewerGrade ? (grades.data?.find((d) => d.dictKey === record.reviewerGrade)?.dictValue ?? '') : '';
  return (
    <Card className="panel" data-testid="scores-view">
      <H5 className="panel-title">{t('scoring.title')}</H5>
      <ScoreGrid
        items={record.reviewerScores ?? []}
        both={entry.scoring?.by === 'both'}
        total={record.reviewerTotal}
        totalTestId="scored-total"
        cell={(item) => <span data-testid={`scored-${item.code}`}>{item.score ?? '—'}</span>}
      />
      {grade && <p data-testid="scored-grade">{t('scoring.grade', { grade })}</p>}
    </Card>
  );
}
