import type { Kysely } from 'kysely';
import { maskMobile, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import { formatTime } from '../../../platform/core';
import type { ShapeHistoryEvent } from '../../engine';

/** The words of a link's events in a record's history. */
const WORDS = {
  zh: {
    sent: '发送问卷链接',
    reminded: '提醒填写问卷',
    opened: '打开问卷链接',
    answered: '通过问卷链接答复',
    sentTo: (campaign: string, phone: string | null, until: string) => `${campaign}${phone ? `，发送至${phone}` : ''}，${until}前有效`,
    nth: (n: number) => `第${n}次提醒`,
  },
  en: {
    sent: 'Questionnaire link sent',
    reminded: 'Reminded to answer',
    opened: 'Questionnaire link opened',
    answered: 'Answered through the questionnaire link',
    sentTo: (campaign: string, phone: string | null, until: string) =>
      `${campaign}${phone ? `, sent to ${phone}` : ''}, valid until ${until}`,
    nth: (n: number) => `Reminder ${n}`,
  },
} as const;

type LinkEvent = 'sent' | 'reminded' | 'opened' | 'answered';

/**
 * The events of the links that invited a record's answers (the shape's `historyEvents`): a `records`
 * invitation to the record's contact, or a union's invitation whose answer the record took in. Each
 * link: sent (by the sending union, to the number masked, with its expiry), each reminder (with its
 * number), opened and answered (by the addressee). A link sent again (expired, or to a new number)
 * shows its last sending.
 */
export async function invitationHistory(
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: RecordRow,
  lang: Lang,
): Promise<ShapeHistoryEvent[]> {
  const w = WORDS[lang];
  const invitations = await db
    .selectFrom('questionnaire_invitation as i')
    .innerJoin('questionnaire_campaign as c', (j) => j.onRef('c.id', '=', 'i.campaign_id').onRef('c.tenant_id', '=', 'i.tenant_id'))
    .leftJoin('union_org as u', (j) => j.onRef('u.id', '=', 'c.sender_union_id').onRef('u.tenant_id', '=', 'c.tenant_id'))
    .select([
      'i.label',
      'i.phone',
      'i.sent_at',
      'i.opened_at',
      'i.answered_at',
      'i.expires_at',
      'i.reminders',
      'i.reminded_at',
      'c.title',
      'u.name as sender',
    ])
    .where('i.tenant_id', '=', record.tenant_id)
    .where('i.record_id', '=', record.id)
    .where('c.module', '=', entry.key)
    .orderBy('i.sent_at')
    .execute();
  return invitations.flatMap((i) => {
    const event = (kind: LinkEvent, at: Date | null, actorName: string, comment: string | null): ShapeHistoryEvent[] =>
      at ? [{ source: 'link', type: `invitation.${kind}`, typeName: w[kind], time: formatTime(at), actorName, comment }] : [];
    const until = formatTime(i.expires_at)?.slice(0, 16) ?? '';
    return [
      ...event('sent', i.sent_at, i.sender ?? '', w.sentTo(i.title, i.phone ? maskMobile(i.phone) : null, until)),
      // A link reminded before every reminder was kept holds its last only: numbered by the count.
      ...i.reminded_at.flatMap((at, n) => event('reminded', at, i.sender ?? '', w.nth(i.reminders - i.reminded_at.length + n + 1))),
      ...event('opened', i.opened_at, i.label, null),
      ...event('answered', i.answered_at, i.label, null),
    ];
  });
}
