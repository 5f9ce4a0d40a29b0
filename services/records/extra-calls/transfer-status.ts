import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateFacts, statesWhere, type ModuleEntry } from '../../../catalogue';
import { Nullable, ok, okOf } from '../../platform/core';
import { RecordRowSchema } from '../engine/answer-schemas';
import { recordRows } from '../engine/record-answers';
import { visibleTo } from '../engine/visibility';

/** States of a transfer that still counts: under way, or approved (a void one, cancelled or expired, does not; nor a removed draft). */
const COUNTING = statesWhere((f) => f.ended === null || f.ended === 'approved');

/** The union's latest transfer of this module that still counts, with the caller's actions. */
async function latestTransfer(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry) {
  const row = await app.db
    .selectFrom('record')
    .selectAll('record')
    .where(visibleTo(request.viewer))
    .where('record.module', '=', entry.key)
    .where('record.union_id', '=', request.viewer.unionId)
    .where('record.state', 'in', COUNTING)
    .orderBy('record.create_time', 'desc')
    .orderBy('record.id', 'desc')
    .executeTakeFirst();
  return row ? (await recordRows(app, request, entry, [row]))[0]! : null;
}

/** The union's latest transfer, whether it is under way or approved (its state's facts), and the record. */
async function transferStatus(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry) {
  const record = await latestTransfer(app, request, entry);
  const ended = record ? stateFacts(record.state).ended : null;
  return { inProcess: record !== null && ended === null, finished: ended === 'approved', record };
}

/**
 * tradeunionoutinfo `findTradeUnionIsTransferredOutProcess`: whether the union has a transfer out
 * under way (the screen then shows that one instead of a new form), and the record.
 */
/** Whether the transfer is under way or finished, and the record (null when the union has none). */
const TransferStatus = okOf(Type.Object({ inProcess: Type.Boolean(), finished: Type.Boolean(), record: Nullable(RecordRowSchema) }));

export function registerTransferOutStatus(app: FastifyInstance, entry: ModuleEntry): void {
  app.post(
    '/findTradeUnionIsTransferredOutProcess',
    {
      config: { permission: `${entry.key}.view` },
      schema: { tags: [entry.key], summary: 'Whether a transfer out is under way, and which', response: { 200: TransferStatus } },
    },
    async (request) => ok(request, await transferStatus(app, request, entry)),
  );
}

/**
 * tradeunionunitinfo `findTradeUnionTransferredInIsFinish`: whether the union's transfer in is
 * finished (the screen then shows the result instead of the form), and the record.
 */
export function registerTransferInStatus(app: FastifyInstance, entry: ModuleEntry): void {
  app.post(
    '/findTradeUnionTransferredInIsFinish',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'Whether the transfer in is finished, and the record',
        response: { 200: TransferStatus },
      },
    },
    async (request) => ok(request, await transferStatus(app, request, entry)),
  );
}
