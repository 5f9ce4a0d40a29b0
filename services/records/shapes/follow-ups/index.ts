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
import { approvedCases } from '../../documents';
import type { RecordShape } from '../../engine';
import { caseState } from './case-rows';
import { followUpRoutes } from './follow-up-routes';
import { FOLLOW_UPS_CONSOLE_SCHEMAS } from './schemas';

export const followUpsShape: RecordShape<FollowUpsDef> = {
  name: 'followUps',
  option: (entry) => entry.followUps,
  routes: (entry, def) => followUpRoutes(entry, def),
  projection: followUpsProjection,
  consoleSchemas: FOLLOW_UPS_CONSOLE_SCHEMAS,
  // Each approved row: its case's state, read from its rows (the due day counts from the approval).
  rowParts: async (app, request, entry, ids) => {
    const def = entry.followUps!;
    const lang = langOf(request);
    const cases = await approvedCases(app.db, ids);
    return new Map(
      cases.map(({ record, rows }) => {
        const state = caseState(def, rows, record);
        const nextDue = state.nextDue && { ...state.nextDue, kindName: def.kinds[state.nextDue.kind]?.label[lang] ?? state.nextDue.kind };
        return [record.id, { followUp: { ...state, nextDue, rows: rows.length } }];
      }),
    );
  },
};
