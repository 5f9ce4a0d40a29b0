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
      // The outbox is a store: a secret in the text (a link's token) stays out of it and the log.
      const content = message.keptContent ?? message.content;
      const id = await writeSmsOutbox(db, { ...message, content });
      log?.info({ smsOutboxId: id, phone: message.phone, template: message.template, content }, 'SMS written to the outbox');
    },
  };
}
