import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { maskMobile, type ModuleEntry, type RemindersDef } from '../../../../catalogue';
import { newId } from '../../../../db';
import { outboxSmsProvider } from '../../../identity/auth';
import {
  forbidden,
  formatTime,
  IdString,
  langOf,
  message,
  notFound,
  Nullable,
  ok,
  okOf,
  todayInShanghai,
  type MessageKey,
} from '../../../platform/core';
import { openRound, unionsThatFiled } from './round-unions';

const SMS_TEMPLATE = 'filing-reminder';
const stamp = (d: Date) => formatTime(d) ?? '';

const SendRemindQuery = Type.Object(
  { businessId: Type.Optional({ ...IdString, description: 'The union to remind; absent: every union below that has not filed' }) },
  { additionalProperties: false },
);

const Reminded = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  /** `portal`, and `sms` when the module texts reminders and the union has a contact mobile. */
  channels: Type.Array(Type.String()),
  phone: Nullable(Type.String()),
});
const Skipped = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  /** `alreadyFiled` (a live record in the round) or `remindedToday` (reminded this Beijing day already). */
  reason: Type.String(),
  msg: Type.String(),
});
const RemindAnswer = Type.Object({
  roundId: Nullable(Type.String()),
  sentAt: Type.String(),
  reminded: Type.Array(Reminded),
  skipped: Type.Array(Skipped),
});

type Reason = 'alreadyFiled' | 'remindedToday' | 'windowClosed';
const REASON_MESSAGES: Record<Reason, MessageKey> = {
  alreadyFiled: 'remindAlreadyFiled',
  remindedToday: 'remindedToday',
  windowClosed: 'remindWindowClosed',
};

/** The unions the caller may remind: the filing unions (the module's starters) below its own, or the one named. */
async function unionsToRemind(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, unionId: string | undefined) {
  const viewer = request.viewer;
  let q = app.db
    .selectFrom('union_org as u')
    .leftJoin('union_profile as p', (j) => j.onRef('p.union_id', '=', 'u.id').onRef('p.tenant_id', '=', 'u.tenant_id'))
    .select(['u.id', 'u.name'])
    .select(sql<string | null>`p.sections->'contact'->>'contactMobile'`.as('mobile'))
    .where('u.tenant_id', '=', viewer.tenantId)
    .where('u.path', 'like', `${viewer.unionPath}%`)
    .where('u.id', '!=', viewer.unionId)
    .where(
      'u.kind',
      'in',
      entry.starters.filter((s) => s === 'corp' || s === 'launion'),
    )
    .orderBy('u.path');
  if (unionId) q = q.where('u.id', '=', unionId);
  const unions = await q.execute();
  if (unionId && unions.length === 0) throw notFound();
  return unions.map((u) => ({ id: String(u.id), name: u.name, mobile: u.mobile }));
}

/** What reminding needs of the entry: the option and the kind of round it reminds of. */
interface Reminding {
  entry: ModuleEntry;
  def: RemindersDef;
  roundKind: string;
}

/**
 * sendRemind: a higher union reminds the unions below it that have not filed in the open round of
 * the module's kind (`businessId`: one of them; absent: all of them): a portal message to each, and
 * an SMS to its contact mobile where the module texts reminders and the union has one, at most once
 * a Beijing day per union (I-REMIND). The answer names who was reminded, through which channels,
 * and who was skipped and why.
 */
async function sendRemind(
  app: FastifyInstance,
  request: FastifyRequest,
  { entry, def, roundKind }: Reminding,
  unionId: string | undefined,
) {
  const viewer = request.viewer;
  if (viewer.ident === 'corp') throw forbidden();
  const lang = langOf(request);
  const unions = await unionsToRemind(app, request, entry, unionId);
  const now = new Date();
  const round = await openRound(app.db, viewer.tenantId, roundKind, now);
  const skip = (u: { id: string; name: string }, reason: Reason) => ({
    unionId: u.id,
    unionName: u.name,
    reason,
    msg: message(REASON_MESSAGES[reason], lang),
  });
  if (!round) return { roundId: null, sentAt: stamp(now), reminded: [], skipped: unions.map((u) => skip(u, 'windowClosed')) };
  const filed = await unionsThatFiled(
    app.db,
    viewer.tenantId,
    String(round.id),
    unions.map((u) => u.id),
  );
  const day = todayInShanghai(now);
  const title = message('remindTitle', 'zh', { module: entry.title.zh });
  const content = message('remindContent', 'zh', { union: viewer.unionName, module: entry.title.zh, closes: stamp(round.closes_at) });
  const reminded = [];
  const skipped = [];
  for (const u of unions) {
    if (filed.has(u.id)) {
      skipped.push(skip(u, 'alreadyFiled'));
      continue;
    }
    const mobile = def.sms ? u.mobile : null;
    const channels = mobile ? ['portal', 'sms'] : ['portal'];
    // The day's one reminder is the unique row: a second one the same day (or a parallel one) writes nothing.
    const written = await app.db
      .insertInto('union_message')
      .values({
        id: newId(),
        tenant_id: viewer.tenantId,
        union_id: u.id,
        kind: 'remind',
        module: entry.key,
        day,
        title,
        content,
        sent_by: viewer.id,
        sent_by_union: viewer.unionId,
        channels: JSON.stringify(channels),
      })
      // The unique index is partial (reminders only): the conflict target names its predicate.
      .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'module', 'union_id', 'day']).where('kind', '=', 'remind').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!written) {
      skipped.push(skip(u, 'remindedToday'));
      continue;
    }
    if (mobile)
      await outboxSmsProvider(app.db, request.log).send({
        tenantId: viewer.tenantId,
        phone: mobile,
        template: SMS_TEMPLATE,
        params: { union: viewer.unionName, module: entry.title.zh, closes: stamp(round.closes_at) },
        content: `【${viewer.unionName}】${content}`,
      });
    reminded.push({ unionId: u.id, unionName: u.name, channels, phone: mobile ? maskMobile(mobile) : null });
  }
  return { roundId: String(round.id), sentAt: stamp(now), reminded, skipped };
}

/** `GET …/sendRemind` of a module with the `reminders` option; the module must be filed in a round. */
export function registerSendRemindCall(fastify: FastifyInstance, entry: ModuleEntry, def: RemindersDef): void {
  // Checked at start, as a declared call without a handler is: reminders name the round not filed in.
  if (!entry.round) throw new Error(`${entry.key}: the reminders option needs the module's round`);
  const reminding: Reminding = { entry, def, roundKind: entry.round.kind };
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/sendRemind',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'Remind the unions below that have not filed in the open round (a portal message, SMS where configured; once a day each)',
        querystring: SendRemindQuery,
        response: { 200: okOf(RemindAnswer) },
      },
    },
    async (request) => ok(request, await sendRemind(app, request, reminding, request.query.businessId)),
  );
}
