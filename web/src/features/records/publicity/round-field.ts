import { useMemo } from 'react';
import { admin, type RoundRow } from '../../../api';
import type { MessageKey } from '../../../i18n';
import { useLoader } from '../../../lib';
import type { FieldSpec } from '../../platform/crud';

const ANY = () => true;

/**
 * 评选轮次 of a publicity dialog: the federation's rounds (loaded while the dialog is open) that
 * `offered` keeps (a function that lives as long as the module: it is a dependency), `hint` under it.
 */
export function useRoundField(isOpen: boolean, offered: (round: RoundRow) => boolean = ANY, hint?: MessageKey): FieldSpec {
  const rounds = useLoader(isOpen ? 'publicity:rounds' : null, () => admin.rounds.page({ current: 1, size: 100 }));
  return useMemo<FieldSpec>(
    () => ({
      name: 'roundId',
      label: 'publicity.round',
      kind: 'select',
      required: true,
      wide: true,
      hint,
      options: (rounds.data?.records ?? []).filter(offered).map((r) => ({ value: r.id, label: r.title })),
    }),
    [rounds.data, offered, hint],
  );
}
