import type { Intent } from '@blueprintjs/core';
import { stateName, type Lang, type RecordState } from '../../../catalogue';

/** How a list row shows its record's state. */
export interface StateBadge {
  text: string;
  intent: Intent;
  /** A light tag; a returned record's is solid, to stand out as waiting for its applicant. */
  minimal: boolean;
}

const INTENTS: Partial<Record<RecordState, Intent>> = {
  in_review: 'primary',
  returned: 'warning',
  approved: 'success',
  declined: 'danger',
  cancelled: 'danger',
};

const RETURNED_HINT = { zh: '待修改', en: 'to revise' } as const;

/** The badge of a row's state: its name and colour; a returned record also says it waits for changes. */
export function stateBadge(state: RecordState, name: string | null | undefined, lang: Lang): StateBadge {
  const text = name || stateName(state, lang) || state;
  if (state === 'returned') return { text: `${text} · ${RETURNED_HINT[lang]}`, intent: 'warning', minimal: false };
  return { text, intent: INTENTS[state] ?? 'none', minimal: true };
}
