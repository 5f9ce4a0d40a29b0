import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { givenUpStates, prefillKeysOf, type ModuleEntry } from '../../../catalogue';
import { unionPrefill } from '../../organisation/union-profile';
import { forbidden, Nullable, ok, okOf, todayInShanghai } from '../../platform/core';
import { roundApplying } from '../assessment-rounds';
import { RecordDetailSchema } from '../engine/answer-schemas';
import { recordDetail } from '../engine/record-answers';
import { findVisibleRecord } from '../engine/record-queries';

/** The round kind (`assessment_type`) of the work ledger. */
const TYPE = 'workaccounts';

/** The answer; made when the call is registered, the engine's detail schema being defined by then (the engine imports this file). */
const detailInfo = () =>
  Type.Object({
    year: Type.Integer({ description: "the ledger's year: of the union's latest round of work ledgers, else this year" }),
    record: Nullable(RecordDetailSchema),
    prefill: Type.Record(Type.String(), Type.Unknown(), { description: "the union's own data the form fills in" }),
  });

/**
 * assessmentworkaccounts `detailInfo`: the caller's union's ledger of the year it files for now, as
 * `detail` answers it, without an id; or `record: null` with the year and the union's prefill, so
 * the console opens a new ledger. Only a grassroots union keeps a ledger: a higher union gets 403.
 */
export function registerWorkAccountsDetailInfo(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/detailInfo',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: "The union's ledger of the year it files for, without an id (record null when it has none yet)",
        response: { 200: okOf(detailInfo()) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!entry.starters.includes(viewer.ident)) throw forbidden();
      const round = await roundApplying(app.db, viewer.tenantId, viewer.unionPath, TYPE);
      const year = round?.year ?? Number(todayInShanghai().slice(0, 4));
      const row = await app.db
        .selectFrom('record')
        .select('id')
        .where('tenant_id', '=', viewer.tenantId)
        .where('module', '=', entry.key)
        .where('union_id', '=', viewer.unionId)
        .where('state', 'not in', givenUpStates)
        .where((eb) => eb(eb.ref('form', '->>').key('year'), '=', String(year)))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const record = row
        ? await recordDetail(app, request, entry, await findVisibleRecord(app.db, viewer, { id: String(row.id) }, entry.key))
        : null;
      const prefill = await unionPrefill(app.db, viewer.tenantId, viewer.unionId, prefillKeysOf(entry.fields));
      return ok(request, { year, record, prefill });
    },
  );
}
