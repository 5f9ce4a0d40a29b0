import type { LifecycleAction } from '../../../catalogue';
import { moduleButton, type ModuleButton } from './access';
import { useAccess } from './use-access';

/** What the user may press on a record: the server offers the action now (its `actions`) and a role grants the button. */
export interface RecordButtons {
  /** A role grants the module's `button`. */
  can: (button: ModuleButton) => boolean;
  /** The server offers one of `actions` on the record now. */
  offers: (...actions: LifecycleAction[]) => boolean;
  /** The server offers `action` and a role grants `button`. */
  allowed: (action: LifecycleAction, button: ModuleButton) => boolean;
  /** The record's form can still change (save, submit, resubmit, or a published notice's revise offered) and the edit button is granted. */
  editable: boolean;
}

/** The buttons the user may press on `record`; the console never works the lifecycle rule out itself. */
export function useRecordButtons(record: { module: string; actions: readonly LifecycleAction[] }): RecordButtons {
  const { hasButton } = useAccess();
  const can = (button: ModuleButton) => hasButton(moduleButton(record.module, button));
  const offers = (...actions: LifecycleAction[]) => actions.some((a) => record.actions.includes(a));
  return {
    can,
    offers,
    allowed: (action, button) => offers(action) && can(button),
    editable: offers('save', 'submit', 'resubmit', 'revise') && can('edit'),
  };
}
