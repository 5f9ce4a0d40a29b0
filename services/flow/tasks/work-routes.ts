import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DECLINE_REASON_KEYS, candidateKeysOf, modules } from '../../../catalogue';
import { claimUpdate, completeUpdate } from '../../../workflows';
import {
  actorOf,
  checkedEdits,
  checkedReturnPoints,
  commandContext,
  entryOfRecord,
  findVisibleRecord,
  sendToFlow,
  scoresOfApproval,
  sentRecords,
  ReturnPointSchema,
  withApprovalGuards,
  withShapeEvents,
} from '../../records/engine';
import {
  AppError,
  badRequest,
  langOf,
  notFound,
  offsetOf,
  ok,
  okOf,
  okPageOf,
  pageOf,
  PagingQuery,
  parseSort,
  type PageTotal,
  type Paging,
} from '../../platform/core';
import { FlowCommandAnswer, HistoryRow, SentRow, StartRow, TaskCounts, TaskRow } from './flow-schemas';
import { recordHistory } from './record-history';
import { taskActions } from './task-actions';
import { countTasks, listTasks, type TaskList } from './task-queries';
import { taskView } from './task-view';
import { listUnassignedTasks } from './unassigned-tasks';

const TaskListQuery = Type.Object(
  { ...PagingQuery, module: Type.Optional(Type.String({ maxLength: 60 })), keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
const TaskIdParams = Type.Object({ taskId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })) }, { additionalProperties: false });
const CompleteBody = Type.Object(
  {
    taskId: Type.String({ minLength: 1, maxLength: 60 }),
    processInstanceId: Type.String({ minLength: 1, maxLength: 100 }),
    flag: Type.String({
      maxLength: 20,
      description:
        '`ok` approves; `decline` refuses the record for good (不予通过, where the stage may; a comment needed); anything else returns',
    }),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    declineReason: Type.Optional(
      Type.String({
        enum: [...DECLINE_REASON_KEYS],
        description:
          'With flag=decline: a fixed reason the module offers (catalogue/decline-reasons; rights4’s `referred`, 转介法律援助机构), before the comment (400 naming declineReason otherwise)',
      }),
    ),
    form: Type.Optional(
      Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), {
        description: 'With an approval: new values of the fields the stage may edit (its model’s field permissions)',
      }),
    ),
    scores: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String({ minLength: 1, maxLength: 10, description: 'The scoring item’s code (编号)' }),
            score: Type.Number({ description: 'A whole number from 0 to the item’s 标准分 (`maxScore`)' }),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: 30,
          description:
            'With an approval of a scored assessment (selfassessment, assessmentworkaccounts, assessmentworksummation): one score per ' +
            'item of the record (`reviewerScores` of its detail), 400 naming the row otherwise; a return needs none',
        },
      ),
    ),
    returnPoints: Type.Optional(
      Type.Array(ReturnPointSchema, {
        maxItems: 50,
        description:
          'With a return: the lines (or rows) of the record’s tables it is about, each with the reviewer’s words; ' +
          'shown on those lines of the applicant’s form, in the history and the printout (400 naming returnPoints[i] otherwise)',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      { taskId: '123456789-1', processInstanceId: 'setup1-123456789', flag: 'ok', comment: '同意' },
      {
        taskId: '123456790-1',
        processInstanceId: 'assessmentworksummation-123456790',
        flag: 'ok',
        comment: '总结翔实，同意',
        scores: [
          { code: 'W1', score: 18 },
          { code: 'W2', score: 17 },
          { code: 'W3', score: 20 },
          { code: 'W4', score: 16 },
          { code: 'W5', score: 19 },
        ],
      },
    ],
  },
);
const HistoryQuery = Type.Object({ processInstanceId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

const tags = ['flow'];

/** Sort fields of the start list. */
const START_SORTS = { module: 'module', title: 'title' } as const;
const task = { permission: 'flow.task' };
const history = { permission: 'flow.history' };

/** One page of task rows in the caller's language, each with what the caller may do to it now. */
async function taskPage(
  app: FastifyInstance,
  request: FastifyRequest,
  q: Paging,
  found: { records: Parameters<typeof taskView>[0][]; total: PageTotal },
) {
  const lang = langOf(request);
  const actions = taskActions(request.viewer, found.records);
  return ok(
    request,
    pageOf(
      found.records.map((r) => taskView(r, lang, actions.get(r.id))),
      found.total,
      q,
    ),
  );
}

/** `/api/blade-flow`: the task lists, claim and complete, and each flow's history. */
export async function flowRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const list of ['claim', 'todo', 'done'] as TaskList[]) {
    app.get(
      `/work/${list}-list`,
      { config: task, schema: { tags, summary: `The ${list} list`, querystring: TaskListQuery, response: { 200: okPageOf(TaskRow) } } },
      async (request) => {
        const q = request.query;
        return taskPage(app, request, q, await listTasks(app.db, request.viewer, list, q));
      },
    );
  }

  app.get(
    '/work/unassigned-list',
    {
      config: { permission: 'flow.unassigned' },
      schema: {
        tags,
        summary: 'Open tasks of the tenant that no active account can take (for administrators)',
        querystring: TaskListQuery,
        response: { 200: okPageOf(TaskRow) },
      },
    },
    async (request) => {
      const q = request.query;
      return taskPage(app, request, q, await listUnassignedTasks(app.db, request.viewer, q));
    },
  );

  app.get(
    '/work/send-list',
    {
      config: task,
      schema: { tags, summary: 'Flows the user’s union started', querystring: TaskListQuery, response: { 200: okPageOf(SentRow) } },
    },
    // The same list as the business prefix's `crop/work/send-list`, rows with their actions.
    async (request) => ok(request, await sentRecords(app, request, request.query)),
  );

  app.get(
    '/work/start-list',
    {
      config: task,
      schema: { tags, summary: 'Modules the user may start', querystring: TaskListQuery, response: { 200: okPageOf(StartRow) } },
    },
    async (request) => {
      const q = request.query;
      const entries = Object.values(modules).filter((m) => m.starters.includes(request.viewer.ident as 'corp'));
      const { limit, offset } = offsetOf(q);
      const rows = entries.map((m) => ({ module: m.key, title: m.title.zh, titleEn: m.title.en, route: m.route, model: m.flowModel.key }));
      for (const { column, direction } of parseSort(q, START_SORTS, []).reverse()) {
        rows.sort((a, b) => (direction === 'asc' ? 1 : -1) * a[column].localeCompare(b[column]));
      }
      return ok(request, pageOf(rows.slice(offset, offset + limit), rows.length, q));
    },
  );

  app.get(
    '/work/todo-count',
    { config: task, schema: { tags, summary: 'Tasks waiting for the user', response: { 200: okOf(TaskCounts) } } },
    async (request) => ok(request, await countTasks(app.db, request.viewer)),
  );

  const openTask = async (tenantId: string, taskId: string) => {
    const task = await app.db
      .selectFrom('flow_task')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (!task) throw notFound();
    return task;
  };

  /** A reviewer's changes sent with its approval, checked against the stage's field permissions and the module's rules. */
  const stageEdits = async (
    request: FastifyRequest,
    task: { id: string; stage_key: string; stage_name: string; process_instance_id: string },
    form: Record<string, unknown>,
    approve: boolean,
  ) => {
    const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId: task.process_instance_id });
    const entry = entryOfRecord(record);
    if (!entry) throw notFound();
    return checkedEdits(app.db, entry, record, task, form, approve, langOf(request));
  };

  /** A refusal's fixed reason: only with a decline, and only one the record's module offers (400 naming `declineReason`). */
  const checkedDeclineReason = async (request: FastifyRequest, task: { process_instance_id: string }, flag: string, reason: string) => {
    if (flag !== 'decline') throw badRequest('declineReason', 'onDecline', 'declineReasonOnDecline');
    const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId: task.process_instance_id });
    const entry = entryOfRecord(record);
    if (!entry) throw notFound();
    if (!(entry.declineReasons as readonly string[] | undefined)?.includes(reason))
      throw badRequest('declineReason', 'oneOf', 'declineReasonNotOffered', { reason });
    return reason;
  };

  /** A return's points, checked against the record as its reviewer sees it (400 naming the point). */
  const pointsOfReturn = async (
    request: FastifyRequest,
    task: { process_instance_id: string },
    points: Static<typeof ReturnPointSchema>[],
    flag: string,
  ) => {
    const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId: task.process_instance_id });
    const entry = entryOfRecord(record);
    if (!entry) throw notFound();
    const form = (record.submitted_form ?? record.form) as Record<string, unknown>;
    return checkedReturnPoints(entry, form, points, flag !== 'ok' && flag !== 'decline', langOf(request));
  };

  app.post(
    '/work/claim-task',
    {
      config: { ...task, command: true },
      schema: {
        tags,
        summary: 'Claim a task (taskId in the query, or a JSON body)',
        querystring: TaskIdParams,
        response: { 200: okOf(FlowCommandAnswer) },
      },
    },
    async (request) => {
      const body = request.body as { taskId?: unknown } | undefined;
      const fromBody =
        body && typeof body === 'object' && typeof body.taskId === 'string' && body.taskId.length <= 60 ? body.taskId : undefined;
      const taskId = request.query.taskId ?? fromBody;
      if (!taskId) throw badRequest('taskId', 'required', 'required', { field: 'taskId' });
      const task = await openTask(request.viewer.tenantId, taskId);
      const view = await sendToFlow(commandContext(app, request), task.process_instance_id, claimUpdate, [
        { taskId },
        actorOf(request.viewer),
      ]);
      return ok(request, view);
    },
  );

  app.post(
    '/work/complete-task',
    {
      config: { ...task, command: true },
      schema: {
        tags,
        summary: 'Approve (flag=ok), decline (flag=decline) or return a task',
        body: CompleteBody,
        response: { 200: okOf(FlowCommandAnswer) },
      },
    },
    async (request) => {
      const body = request.body;
      const task = await openTask(request.viewer.tenantId, body.taskId);
      if (task.process_instance_id !== body.processInstanceId) throw badRequest('processInstanceId', 'match', 'processMismatch');
      // Only the task's candidates and assignee have their edits and points checked here; anyone else is
      // refused by the flow itself (403 notCandidate), before the record is read for them.
      const keys = candidateKeysOf(request.viewer);
      const mayAct = String(task.assignee_id) === request.viewer.id || (task.candidates ?? []).some((k) => keys.includes(k));
      // An approval is checked against its stage's fields (edits, requiredOnApprove) even when it changes nothing.
      const edits =
        mayAct && ((body.form && Object.keys(body.form).length > 0) || body.flag === 'ok')
          ? await stageEdits(request, task, body.form ?? {}, body.flag === 'ok')
          : undefined;
      const ctx = commandContext(app, request);
      // A scored module's approval records the reviewer's scores, checked first; a return needs none.
      const scores = body.flag === 'ok' ? await scoresOfApproval(ctx, request.viewer.tenantId, task.record_id, body.scores) : undefined;
      const returnPoints =
        mayAct && body.returnPoints?.length ? await pointsOfReturn(request, task, body.returnPoints, body.flag) : undefined;
      const declineReason =
        mayAct && body.declineReason ? await checkedDeclineReason(request, task, body.flag, body.declineReason) : undefined;
      const send = () =>
        sendToFlow(ctx, task.process_instance_id, completeUpdate, [
          {
            taskId: body.taskId,
            flag: body.flag,
            comment: body.comment ?? '',
            ...(edits ? { edits } : {}),
            ...(scores ? { scores } : {}),
            ...(returnPoints ? { returnPoints } : {}),
            ...(declineReason ? { declineReason } : {}),
          },
          actorOf(request.viewer),
        ]);
      // An approval passes its module's shapes' guards (a higher union's places in a round); a return none.
      const view = body.flag === 'ok' ? await withApprovalGuards(ctx, request.viewer, task.record_id, send) : await send();
      return ok(request, view);
    },
  );

  app.get(
    '/process/history-flow-list',
    {
      config: history,
      schema: {
        tags,
        summary:
          'Every event of a flow, in order, and among them by time the events of the record’s questionnaire link (`source: link`, outside the hashed chain)',
        querystring: HistoryQuery,
        response: { 200: okOf(Type.Array(HistoryRow)) },
      },
    },
    async (request) => {
      const { processInstanceId } = request.query;
      const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId });
      const lang = langOf(request);
      const history = await recordHistory(app.db, request.viewer, record, lang);
      if (!history) throw new AppError(404, 'notFound');
      const entry = entryOfRecord(record);
      // A shape's events about the record (its questionnaire link's) among the flow's, by time.
      return ok(request, entry ? await withShapeEvents(app.db, entry, record, history.rows, lang) : history.rows);
    },
  );
}
