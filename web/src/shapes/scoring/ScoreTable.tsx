import { Card, H5, InputGroup } from '@blueprintjs/core';
import { useImperativeHandle, useState } from 'react';
import { ApiError } from '../../api';
import type { ScoresPartProps } from '../../features/records/modules';
import { useI18n } from '../../i18n';
import { ScoreGrid } from './ScoreGrid';
import { liveTotal, scoresToSend, serverRowErrors, type RowErrors, type ScoreInputs } from './score-inputs';

/**
 * The reviewer's score table in the task dialog (AS-S3): each item of the record with its 标准分, the
 * union's own score where it scored itself, and an input for the reviewer's score; the total follows
 * what is typed. The scores go with 通过 (checked first, a row's message under it); a return sends none.
 */
export function ScoreTable({ entry, record, disabled, ref }: ScoresPartProps) {
  const { t } = useI18n();
  const items = record.reviewerScores ?? [];
  const [inputs, setInputs] = useState<ScoreInputs>({});
  const [errors, setErrors] = useState<RowErrors>({});

  useImperativeHandle(
    ref,
    () => ({
      scores: () => {
        const checked = scoresToSend(items, inputs, (item, kind) =>
          kind === 'required' ? t('scoring.required') : t('scoring.range', { max: String(item.maxScore) }),
        );
        if (checked.ok) return checked;
        setErrors(checked.errors);
        return { ok: false };
      },
      showServerErrors: (err) => {
        const rows = err instanceof ApiError ? serverRowErrors(err.fieldErrors) : null;
        if (rows) setErrors(rows);
        return rows !== null;
      },
    }),
    [items, inputs, t],
  );

  return (
    <Card className="panel" data-testid="score-table">
      <H5 className="panel-title">{t('scoring.title')}</H5>
      <p className="muted">{t('scoring.hint')}</p>
      <ScoreGrid
        items={items}
        both={entry.scoring?.by === 'both'}
        total={liveTotal(items, inputs)}
        totalTestId="score-total"
        cell={(item, i) => (
          <>
            <InputGroup
              small
              type="number"
              min={0}
              max={item.maxScore}
              step={1}
              aria-label={t('scoring.scoreOf', { item: `${item.code} ${item.name}` })}
              data-testid={`score-${item.code}`}
              disabled={disabled}
              intent={errors[i] ? 'danger' : 'none'}
              value={inputs[item.code] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setInputs((v) => ({ ...v, [item.code]: value }));
                setErrors((es) => Object.fromEntries(Object.entries(es).filter(([k]) => Number(k) !== i)));
              }}
            />
            {errors[i] && (
              <div className="score-error" data-testid={`score-error-${item.code}`}>
                {errors[i]}
              </div>
            )}
          </>
        )}
      />
    </Card>
  );
}
