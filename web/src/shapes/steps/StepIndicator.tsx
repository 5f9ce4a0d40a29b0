import { Icon, type IconName, type Intent } from '@blueprintjs/core';
import type { RecordStep } from '../../api';
import { useI18n } from '../../i18n';
import type { ModuleEntry } from '../../catalogue';
import './steps.css';

/** Props of `StepIndicator`. */
export interface StepIndicatorProps {
  entry: ModuleEntry;
  /** The record's steps as the detail answers them; none for a new record. */
  steps: RecordStep[] | undefined;
}

const STATE_KEYS = {
  approved: 'step.approved',
  pending: 'step.pending',
  draft: 'step.draft',
  in_review: 'step.in_review',
  returned: 'step.returned',
  cancelled: 'step.cancelled',
  expired: 'step.expired',
} as const;

const LOOK: Record<string, { icon: IconName; intent: Intent }> = {
  approved: { icon: 'tick-circle', intent: 'success' },
  pending: { icon: 'circle', intent: 'none' },
  in_review: { icon: 'time', intent: 'primary' },
  returned: { icon: 'undo', intent: 'warning' },
  draft: { icon: 'edit', intent: 'primary' },
};

/** The steps of a stepped record in order, each with where it stands: the wizard's head. */
export function StepIndicator({ entry, steps }: StepIndicatorProps) {
  const { t, lang } = useI18n();
  const rows =
    steps ?? (entry.steps ?? []).map((s, i) => ({ key: s.key, title: s.title[lang], state: i === 0 ? 'draft' : 'pending', variant: null }));
  return (
    <ol className="step-indicator" data-testid="step-indicator">
      {rows.map((s, i) => {
        const look = LOOK[s.state] ?? LOOK.pending!;
        return (
          <li key={s.key} className={`step step-${s.state}`} data-testid={`step-${s.key}`} data-state={s.state}>
            <Icon icon={look.icon} intent={look.intent} />
            <span className="step-title">
              {i + 1}. {s.title}
            </span>
            <span className="muted step-state">{t(STATE_KEYS[s.state as keyof typeof STATE_KEYS] ?? 'step.pending')}</span>
          </li>
        );
      })}
    </ol>
  );
}
