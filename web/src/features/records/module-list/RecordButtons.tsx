import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { useI18n, type MessageKey } from '../../../i18n';
import { useRecordButtons, type RecordButtons as Rights } from '../../identity/access';

/** The calls a record's buttons make. */
export type RecordCall = 'view' | 'submit' | 'edit' | 'withdraw' | 'cancel' | 'revoke' | 'remove';

interface ButtonSpec {
  icon: IconName;
  intent?: Intent;
  text: (rights: Rights) => MessageKey;
  /** Shown when the server offers the action and a role grants the button. */
  shown: (rights: Rights) => boolean;
  /** Runs in place (no page or dialog of its own): busy while it runs. */
  inPlace?: boolean;
}

const SPECS: Record<RecordCall, ButtonSpec> = {
  view: { icon: 'eye-open', intent: 'primary', text: () => 'common.view', shown: (r) => r.can('view') },
  submit: {
    icon: 'send-message',
    intent: 'primary',
    text: () => 'form.submit',
    shown: (r) => r.allowed('submit', 'submit'),
    inPlace: true,
  },
  edit: {
    icon: 'edit',
    intent: 'primary',
    // A published notice's edit is its revision (修改), republished with the new content.
    text: (r) => (r.offers('resubmit') ? 'form.resubmit' : r.offers('revise') ? 'form.revise' : 'common.edit'),
    shown: (r) => r.editable,
  },
  withdraw: { icon: 'undo', text: () => 'detail.withdraw', shown: (r) => r.allowed('withdraw', 'withdraw'), inPlace: true },
  cancel: { icon: 'disable', intent: 'danger', text: () => 'detail.cancelFlow', shown: (r) => r.allowed('cancel', 'cancel') },
  // A published notice's 撤回 is the menu's withdraw button: the publisher takes back what it sent.
  revoke: { icon: 'undo', intent: 'danger', text: () => 'detail.withdraw', shown: (r) => r.allowed('revoke', 'withdraw') },
  remove: { icon: 'trash', intent: 'danger', text: () => 'common.delete', shown: (r) => r.allowed('remove', 'delete') },
};

/** Props of `RecordButtons`. */
export interface RecordButtonsProps {
  record: { module: string; actions: Parameters<typeof useRecordButtons>[0]['actions'] };
  /** What each button does, in the order they stand; a call without a handler has no button. */
  on: Partial<Record<RecordCall, () => void>>;
  /** Small minimal buttons in a table row (`row-<call>`), or a page header's (`btn-<call>`). */
  variant: 'row' | 'page';
  /** A call that runs in place (submit, withdraw) is running now. */
  busy?: boolean;
}

/**
 * A record's buttons, each shown where the record's `actions` (the server's lifecycle table) offer its
 * call and the user's role grants its button: one table for list rows, child rows and detail pages.
 */
export function RecordButtons({ record, on, variant, busy = false }: RecordButtonsProps) {
  const { t } = useI18n();
  const rights = useRecordButtons(record);
  const row = variant === 'row';
  const buttons = (Object.entries(on) as [RecordCall, (() => void) | undefined][]).flatMap(([call, onClick]) => {
    const spec = SPECS[call];
    if (!onClick || !spec.shown(rights)) return [];
    return (
      <Button
        key={call}
        size={row ? 'small' : undefined}
        variant={row ? 'minimal' : spec.intent === 'danger' ? 'outlined' : undefined}
        intent={spec.intent}
        icon={spec.icon}
        text={t(spec.text(rights))}
        data-testid={`${row ? 'row' : 'btn'}-${call}`}
        loading={spec.inPlace && busy}
        onClick={onClick}
      />
    );
  });
  return row ? <div className="row-actions">{buttons}</div> : <>{buttons}</>;
}
