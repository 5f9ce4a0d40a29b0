import { Card, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { account } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { guideSteps } from './guide-steps';
import './accounts.css';

/** 引导进度: which of the account's guide steps are done (corp 1 step, launion 22). */
export function GuideTab() {
  const { t } = useI18n();
  const loaded = useLoader('guide', () => account.guide());
  if (!loaded.data) return loaded.loading ? <Spinner className="page-spinner" /> : null;
  const steps = guideSteps(loaded.data);
  const done = steps.filter((s) => s.done).length;
  return (
    <Card className="panel" data-testid="guide-progress" data-steps={steps.length} data-done={done}>
      <p>{t('guide.summary', { done, steps: steps.length })}</p>
      <ProgressBar value={steps.length ? done / steps.length : 1} intent={done === steps.length ? 'success' : 'primary'} stripes={false} />
      <div className="guide-steps">
        {steps.map((s) => (
          <Tag
            key={s.step}
            minimal={!s.done}
            intent={s.done ? 'success' : 'none'}
            icon={s.done ? 'tick' : 'circle'}
            data-testid={`guide-step-${s.step}`}
          >
            {t('guide.step', { n: s.step })}
          </Tag>
        ))}
      </div>
    </Card>
  );
}
