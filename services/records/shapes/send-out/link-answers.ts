import { sql, type Kysely } from 'kysely';
import type { FieldError, Lang, ModuleEntry, SendOutDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { formatTime, message, type MessageKey } from '../../../platform/core';
import type { CommandGuard, FormPart } from '../../engine';
import { campaignOfRecord, openCampaignOfRecord } from './campaign-guard';
import { canonical } from './canonical-json';

/** The ids of the questions whose answers differ between two sets of answers (an answer left out counts as none). */
export function changedQuestions(given: Readonly<Record<string, unknown>>, taken: Readonly<Record<string, unknown>>): string[] {
  const ids = [...new Set([...Object.keys(taken), ...Object.keys(given)])];
  return ids.filter((id) => canonical(given[id] ?? null) !== canonical(taken[id] ?? null)).sort();
}

/**
 * `linkAnswer` of each record (the shape's `rowParts`): the response a link gave for it. For
 * `records`, the answer to the record's own invitation; for `unions`, the answer to the applicant
 * union's invitation of the campaign the record names (`campaignField`), or the one it already took in.
 */
export async function linkAnswers(db: Kysely<Database>, tenantId: string, entry: ModuleEntry, def: SendOutDef, ids: readonly string[]) {
  const numeric = ids.filter((id) => /^\d{1,19}$/.test(id));
  if (numeric.length === 0) return new Map<string, Record<string, unknown>>();
  const field = def.campaignField;
  const rows = await db
    .selectFrom('record as rec')
    .innerJoin('questionnaire_invitation as i', (j) =>
      j
        .onRef('i.tenant_id', '=', 'rec.tenant_id')
        .on((eb) =>
          eb.or([
            eb('i.record_id', '=', eb.ref('rec.id')),
            ...(field
              ? [eb.and([eb('i.union_id', '=', eb.ref('rec.union_id')), sql<boolean>`i.campaign_id::text = rec.form->>${field}`])]
              : []),
          ]),
        ),
    )
    .innerJoin('questionnaire_campaign as c', (j) => j.onRef('c.id', '=', 'i.campaign_id').onRef('c.tenant_id', '=', 'i.tenant_id'))
    .innerJoin('questionnaire_response as r', (j) => j.onRef('r.invitation_id', '=', 'i.id').onRef('r.tenant_id', '=', 'i.tenant_id'))
    .select(['rec.id as recordId', 'r.id as responseId', 'r.answered_at', 'r.answers', 'c.version'])
    .where('rec.tenant_id', '=', tenantId)
    .where('rec.id', 'in', numeric)
    .where('c.module', '=', entry.key)
    .orderBy('r.answered_at', 'desc')
    .execute();
  const parts = new Map<string, Record<string, unknown>>();
  for (const r of rows)
    if (!parts.has(String(r.recordId)))
      parts.set(String(r.recordId), {
        linkAnswer: { responseId: String(r.responseId), answeredAt: formatTime(r.answered_at), version: r.version, answers: r.answers },
      });
  return parts;
}

const refusal = (field: string, rule: string, key: MessageKey, lang: Lang): { errors: FieldError[]; value: Record<string, unknown> } => ({
  errors: [{ field, rule, message: message(key, lang) }],
  value: {},
});

/**
 * `answersSource` of a save or submit that took a link's answer in (the shape's form part): the
 * response must be this record's (`records`) or its union's for the campaign it names (`unions`), else
 * 400 `answersSource`; the record must pin the campaign's version (400 `questionSetVersion`
 * `campaignVersion`). The record keeps the response, when it was given, and the questions whose
 * answers the union changed since (`changed`: none means 与问卷答复一致).
 */
export function answersSourcePart(def: SendOutDef): FormPart {
  return {
    keys: ['answersSource'],
    check: async (db, tenantId, entry, part, _mode, lang, applicant) => {
      const raw = part.answersSource;
      if (raw === undefined || raw === null || raw === '') return { errors: [], value: {} };
      const responseId = typeof raw === 'object' && 'responseId' in raw ? String((raw as { responseId: unknown }).responseId) : '';
      if (!/^\d{1,19}$/.test(responseId)) return refusal('answersSource', 'response', 'answersSourceOther', lang);
      const row = await db
        .selectFrom('questionnaire_response as r')
        .innerJoin('questionnaire_invitation as i', (j) => j.onRef('i.id', '=', 'r.invitation_id').onRef('i.tenant_id', '=', 'r.tenant_id'))
        .innerJoin('questionnaire_campaign as c', (j) => j.onRef('c.id', '=', 'r.campaign_id').onRef('c.tenant_id', '=', 'r.tenant_id'))
        .leftJoin('union_org as u', (j) => j.onRef('u.id', '=', 'i.union_id').onRef('u.tenant_id', '=', 'i.tenant_id'))
        .select([
          'r.id',
          'r.answers',
          'r.answered_at',
          'c.id as campaignId',
          'c.version',
          'c.audience',
          'i.record_id',
          'u.path as unionPath',
        ])
        .where('r.tenant_id', '=', tenantId)
        .where('r.id', '=', responseId)
        .where('c.module', '=', entry.key)
        .executeTakeFirst();
      const named = def.campaignField ? applicant.body[def.campaignField] : undefined;
      const ours =
        row !== undefined &&
        (String(row.record_id) === applicant.recordId ||
          (row.audience === 'unions' && row.unionPath === applicant.unionPath && String(named ?? '') === String(row.campaignId)));
      if (!ours) return refusal('answersSource', 'response', 'answersSourceOther', lang);
      if (Number(applicant.body.questionSetVersion) !== row.version)
        return refusal('questionSetVersion', 'campaignVersion', 'campaignVersion', lang);
      const given = (applicant.body.answers ?? {}) as Record<string, unknown>;
      return {
        errors: [],
        value: {
          answersSource: {
            responseId: String(row.id),
            answeredAt: formatTime(row.answered_at),
            changed: changedQuestions(typeof given === 'object' ? given : {}, row.answers),
          },
        },
      };
    },
  };
}

/**
 * Around a form command of the module: a union's record of a campaign is checked (`campaignOfRecord`);
 * once a record that took a link's answer in is stored, the invitation names the record, so the
 * campaign's results count the record's answers from then on.
 */
export const takenInGuard: CommandGuard = (db, entry, s, send) => takeIn(campaignOfRecord, db, entry, s, send);

/** `takenInGuard` of a first submit: the campaign must still be open (`openCampaignOfRecord`). */
export const takenInOnSubmit: CommandGuard = (db, entry, s, send) => takeIn(openCampaignOfRecord, db, entry, s, send);

const takeIn = <T>(
  check: CommandGuard,
  db: Parameters<CommandGuard>[0],
  entry: Parameters<CommandGuard>[1],
  s: Parameters<CommandGuard>[2],
  send: () => Promise<T>,
): Promise<T> =>
  check(db, entry, s, async () => {
    const sent = await send();
    const source = s.form.answersSource as { responseId?: string } | undefined;
    if (source?.responseId)
      await db
        .updateTable('questionnaire_invitation')
        .set({ record_id: s.recordId })
        .where('tenant_id', '=', s.viewer.tenantId)
        .where('record_id', 'is', null)
        .where('id', '=', (eb) => eb.selectFrom('questionnaire_response').select('invitation_id').where('id', '=', source.responseId!))
        .execute();
    return sent;
  });
