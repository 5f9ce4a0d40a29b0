import { Tag, type Intent } from '@blueprintjs/core';
import type { PublicityPhase } from '../../../api';
import { useI18n } from '../../../i18n';

const INTENT: Record<PublicityPhase, Intent> = { notStarted: 'none', running: 'primary', ended: 'warning', decided: 'success' };

/** Where a publicity stands today, as a tag: 未开始, 公示中, 已结束 (awaiting the decision), 已决定. */
export function PhaseTag({ phase }: { phase: PublicityPhase }) {
  const { t } = useI18n();
  return (
    <Tag intent={INTENT[phase]} data-testid="publicity-phase">
      {t(`publicity.phase.${phase}`)}
    </Tag>
  );
}
