import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';

export interface OutboxMessage {
  tenantId: string | null;
  phone: string;
  template: string;
  params: Record<string, string>;
  content: string;
}

/** Keeps a message the default SMS provider "sends". */
export async function writeSmsOutbox(db: Kysely<Database>, message: OutboxMessage): Promise<string> {
  const id = newId();
  await db
    .insertInto('sms_outbox')
    .values({
      id,
      tenant_id: message.tenantId,
      phone: message.phone,
      template: message.template,
      params: JSON.stringify(message.params),
      content: message.content,
    })
    .execute();
  return id;
}
