import { modules } from '../../catalogue';
import { appendSelectionEvent, grantOf, projectHonours } from '../honours';
import type { Effect } from './types';

/**
 * recordHonour (an honour granted on approval: honor1, innovationteam, any entry whose `honour.on` is
 * `approval`): the event `honour.granted` on the record's own stream, projected into the `honour`
 * read model in the approval's transaction; a rebuild replays the event (db/honours). A module that
 * publishes first gets its honours from the publicity's decision instead.
 */
export const recordHonour: Effect = async (ctx) => {
  const entry = modules[ctx.module];
  const grant = entry?.honour?.grant;
  if (!entry || entry.honour?.on !== 'approval' || !grant) throw new Error(`recordHonour: ${ctx.module} grants no honour on approval`);
  const honour = grantOf(
    { entry, recordId: ctx.recordId, form: ctx.form, union: { id: ctx.union.id, path: ctx.union.path, name: ctx.union.name } },
    {
      honourName: grant.name,
      level: grant.level,
      year: Number(ctx.date.slice(0, 4)),
      awardingBody: grant.awardingBody,
      decisionNo: null,
      awardDate: ctx.date,
    },
  );
  const event = await appendSelectionEvent(ctx.db, {
    tenantId: ctx.tenantId,
    stream: `honour-${ctx.recordId}`,
    actor: ctx.actor,
    at: ctx.at,
    body: { type: 'honour.granted', payload: { honour } },
  });
  await projectHonours(ctx.db, event);
  return { unionId: ctx.union.id, done: 'honourRecorded' };
};
