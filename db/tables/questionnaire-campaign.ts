import type { ColumnType, Selectable } from 'kysely';

/** A questionnaire sent out (发放批次): one published version of a set to chosen addressees, with a deadline. */
export interface QuestionnaireCampaignTable {
  id: string;
  tenant_id: string;
  module: string;
  /** Null for a call for reports (`sendOut.withoutQuestions`): the unions file records, not answers. */
  set_key: string | null;
  /** The published version it pins: every response is checked and counted with it (null as `set_key`). */
  version: number | null;
  title: string;
  /** The message sent with it. */
  note: string | null;
  audience: 'unions' | 'records' | 'mobiles';
  sender_union_id: string;
  sender_union_path: string;
  sender_id: string;
  /** The Beijing day its links last until (yyyy-MM-dd). */
  deadline: ColumnType<string, string, string>;
  /** The year of a standing `records` campaign. */
  year: number | null;
  state: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  closed_at: Date | null;
  closed_by: string | null;
  /** When the numbers of a closed `mobiles` campaign were erased (the erasure runs once). */
  numbers_erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  create_time: ColumnType<Date, Date | undefined, never>;
}

/** One addressee's invitation: the link's nonce and expiry, and what happened to it. */
export interface QuestionnaireInvitationTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  union_id: string | null;
  record_id: string | null;
  /** The mobile texted; null once erased. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** HMAC of the number: duplicates and counts stay after erasure. */
  phone_hash: string | null;
  /** The addressee as lists show it: union name, enterprise name, or the masked number. */
  label: string;
  /** 8 random bytes in the link: a reissue draws new ones, and the old link fails as unknown. */
  nonce: Buffer;
  expires_at: Date;
  sent_at: ColumnType<Date, Date | undefined, Date>;
  opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reissues: ColumnType<number, number | undefined, number>;
  reminders: ColumnType<number, number | undefined, number>;
  last_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Each reminder's time, oldest first (`last_reminded_at` is the last of them). */
  reminded_at: ColumnType<Date[], never, Date[]>;
  /** `portal`, `sms`: how the link went out. */
  channels: ColumnType<string[], string | undefined, string>;
}

/** A link's answer, one per invitation. */
export interface QuestionnaireResponseTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  invitation_id: string;
  version: number;
  answers: ColumnType<Record<string, unknown>, string, string>;
  answered_at: ColumnType<Date, Date | undefined, never>;
  /** A hash of the address and agent: abuse checks only, never shown. */
  client: string | null;
  /** A hash of the `Idempotency-Key` and the answers it came with: a retried answer gets the stored 200. */
  idempotency: ColumnType<string | null, string | null | undefined, string | null>;
}

export type QuestionnaireCampaign = Selectable<QuestionnaireCampaignTable>;
export type QuestionnaireInvitation = Selectable<QuestionnaireInvitationTable>;
export type QuestionnaireResponse = Selectable<QuestionnaireResponseTable>;
