import type { Kysely } from 'kysely';
import { writeSmsOutbox, type Database } from '../../../../db';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface SmsLog {
  info(obj: object, msg: string): void;
}

/**
 * The provider used when no gateway is configured: the message goes to `sms_outbox` and the log,
 * where a developer or an administrator can read it. Nothing leaves the machine.
 */
export function outboxSmsProvider(db: Kysely<Database>, log?: SmsLog): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      const id = await writeSmsOutbox(db, message);
      log?.info(
        { smsOutboxId: id, phone: message.phone, template: message.template, content: message.content },
        'SMS written to the outbox',
      );
    },
  };
}
