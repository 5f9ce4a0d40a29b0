import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry, RecordState } from '../../../catalogue';
import { findProfile } from '../../../db';
import { Nullable, ok, okOf, todayInShanghai } from '../../platform/core';
import { committeeInOffice } from '../../organisation/union-profile';

const IsSetup = Type.Object({
  setUp: Type.Boolean({ description: 'The union is set up (its set-up approved), not still being set up' }),
  registered: Type.Boolean({ description: 'An approved review committee whose term includes today' }),
  recordId: Nullable(Type.String({ description: 'The latest approved registration' })),
  term: Nullable(Type.Object({ start: Type.String(), end: Type.String() })),
  chair: Nullable(Type.String({ description: 'The registered committee’s chair (主任)' })),
  openRecordId: Nullable(Type.String({ description: 'A registration in draft, in review or returned' })),
});

/** The union's latest record of the module in one of the states, newest first. */
async function latestRecord(app: FastifyInstance, tenantId: string, unionId: string, module: string, states: RecordState[]) {
  const row = await app.db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', unionId)
    .where('module', '=', module)
    .where('state', 'in', states)
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/**
 * finance8 `isSetup` (docs/forms/group-d.md "finance8"): for the caller's union, whether it is set up
 * and its funds review committee registered (the section `auditCommitteeRegistered` writes), so the
 * screen shows the committee, the form, or 先完成建会.
 */
export function registerIsSetup(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/isSetup',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'Whether the union is set up and its funds review committee registered',
        response: { 200: okOf(IsSetup) },
      },
    },
    async (request) => {
      const { tenantId, unionId } = request.viewer;
      const profile = await findProfile(app.db, tenantId, unionId);
      const committee = profile?.sections.auditCommittee;
      const start = typeof committee?.termStart === 'string' ? committee.termStart : null;
      const end = typeof committee?.termEnd === 'string' ? committee.termEnd : null;
      return ok(request, {
        // A union without a profile row shows the defaults: active.
        setUp: (profile?.status ?? 'active') === 'active',
        registered: committeeInOffice(committee, todayInShanghai()),
        recordId: await latestRecord(app, tenantId, unionId, entry.key, ['approved']),
        term: start && end ? { start, end } : null,
        chair: typeof committee?.chairName === 'string' ? committee.chairName : null,
        openRecordId: await latestRecord(app, tenantId, unionId, entry.key, ['draft', 'in_review', 'returned']),
      });
    },
  );
}
