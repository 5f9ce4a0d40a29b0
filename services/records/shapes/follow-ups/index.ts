/**
 * Follow-up rows after approval (`followUps`, docs/forms/group-c-rights.md "Follow-up rows"): money
 * paid, a lawyer assigned, a yearly review, recorded as dated rows of the module's kinds by the
 * applicant union or the reviewers of the approval, each a `followUp.added` event of the record's
 * flow projected into `record_follow_up` (db/projections/shapes/follow-ups.ts); the list rows and
 * details carry the case's state (跟进状态: open or closed, the next row due, overdue).
 */
import type { FollowUpsDef } from '../../../../catalogue';
import { followUpsProjection } from '../../../../db';
import { langOf } from '../../../platform/core';
import type { RecordShape } from '../../engine';
import { caseState } from './case-rows';
import { followUpRoutes } from './follow-up-routes';

export const followUpsShape: RecordShape<FollowUpsDef> = {
  name: 'followUps',
  option: (entry) => entry.followUps,
  routes: (entry, def) => followUpRoutes(entry, def),
  projection: followUpsProjection,
  // Each approved row: its case's state, read from its rows (the due day counts from the approval).
  rowParts: async (app, request, entry, ids) => {
    const def = entry.followUps!;
    if (ids.length === 0) return new Map();
    const records = await app.db
      .selectFrom('record')
      .select(['id', 'end_time', 'update_time'])
      .where('id', 'in', ids)
      .where('state', '=', 'approved')
      .execute();
    if (records.length === 0) return new Map();
    const rows = await app.db
      .selectFrom('record_follow_up')
      .select(['id', 'record_id', 'kind', 'day', 'amount', 'corrects'])
      .where(
        'record_id',
        'in',
        records.map((r) => r.id),
      )
      .orderBy('seq')
      .execute();
    const lang = langOf(request);
    return new Map(
      records.map((r) => {
        const own = rows
          .filter((f) => f.record_id === r.id)
          .map((f) => ({ id: f.id, kind: f.kind, date: f.day, amount: f.amount === null ? null : Number(f.amount), corrects: f.corrects }));
        const state = caseState(def, own, r);
        const nextDue = state.nextDue && { ...state.nextDue, kindName: def.kinds[state.nextDue.kind]?.label[lang] ?? state.nextDue.kind };
        return [r.id, { followUp: { ...state, nextDue, rows: own.length } }];
      }),
    );
  },
};
