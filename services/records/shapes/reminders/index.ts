/**
 * The `reminders` shape: a higher union reminds the unions below it that have not filed in the
 * module's open round (`GET …/sendRemind`): a portal message (`union_message`, one a Beijing day per
 * module and union by its unique index) and, where the option texts reminders and the union's profile
 * has a contact mobile, an SMS through the outbox. Any module filed in a round may set it.
 */
import type { RemindersDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerSendRemindCall } from './send-remind-route';

export const remindersShape: RecordShape<RemindersDef> = {
  name: 'reminders',
  option: (entry) => entry.reminders,
  routes: (entry, def) => async (app) => registerSendRemindCall(app, entry, def),
};
