import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecordRow } from '../../../db';
import { modules, stateName, type Lang } from '../../../catalogue';
import { terminateUpdate } from '../../../workflows';
import { actorOf, commandContext, entryOfRecord, factsOf, FlowViewSchema, sendToFlow, shownTitle } from '../../records/engine';
import { badRequest, ConflictError, formatTime, langOf, notFound, ok, okOf, okPageOf, pageOf, stageNameIn } from '../../platform/core';
import { namesOfCandidates } from '../tasks';
import { listFollowed, openTasksOf, type FollowedFlow } from './follow-list';
import { recordProgress } from './follow-progress';
import { FollowListQuery, FollowRow, Progress, ProgressQuery, TerminateBody } from './follow-schemas';
import { temporalUrl } from './temporal-link';

const tags = ['follow'];
const follow = { permission: 'flow.follow' };

const hoursSince = (from: Date, now: number) => Math.max(0, Math.floor((now - from.getTime()) / 360_000) / 10);

/** `/api/blade-flow/follow`: every running flow of the tenant, one flow's progress on its graph, and ending one (flow administrators). */
export async function followRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The tenant's record of a flow (administrators follow every flow of their tenant), 404 otherwise. */
  const recordOf = async (tenantId: string, processInstanceId: string) => {
    const record = await app.db
      .selectFrom('record')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('process_instance_id', '=', processInstanceId)
      .where('state', '!=', 'removed')
      .executeTakeFirst();
    if (!record) throw notFound();
    return record;
  };

  /** What the flow administrator may do to the record's flow now (terminate), read off the table. */
  const operatorActions = async (viewer: FastifyRequest['viewer'], record: RecordRow) => {
    const entry = entryOfRecord(record);
    if (!entry) return [];
    const facts = (await factsOf(app.db, viewer, entry, [record], { operator: true })).get(String(record.id))!;
    return [...facts.may].filter((a) => a === 'terminate' || a === 'migrate');
  };

  /** Who acts next on each flow: the open tasks' assignees, else their candidates by name; the applicant union while it has the flow. */
  const assigneesOf = async (tenantId: string, flows: FollowedFlow[], lang: Lang) => {
    const tasks = await openTasksOf(
      app.db,
      tenantId,
      flows.map((f) => f.process_instance_id),
    );
    const names = await namesOfCandidates(
      app.db,
      tenantId,
      tasks.flatMap((t) => (t.assignee_name ? [] : t.candidates)),
      lang,
    );
    const byFlow = new Map<string, string[]>();
    for (const t of tasks) {
      const who = t.assignee_name ? [t.assignee_name] : t.candidates.map((c) => names.get(c) ?? c);
      byFlow.set(t.process_instance_id, [...new Set([...(byFlow.get(t.process_instance_id) ?? []), ...who])]);
    }
    return (f: FollowedFlow) => byFlow.get(f.process_instance_id) ?? (f.state === 'in_review' ? [] : [f.union_name]);
  };

  app.get(
    '/list',
    {
      config: follow,
      schema: {
        tags,
        summary: 'Running flows of the tenant: overdue and stuck ones first, then the longest waiting',
        querystring: FollowListQuery,
        response: { 200: okPageOf(FollowRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const lang = langOf(request);
      const { tenantId } = request.viewer;
      const { records, total } = await listFollowed(app.db, request.viewer, q);
      const assignees = await assigneesOf(tenantId, records, lang);
      const now = Date.now();
      const rows = records.map((f) => ({
        processInstanceId: f.process_instance_id,
        recordId: String(f.id),
        module: f.module,
        moduleName: modules[f.module]?.title[lang] ?? f.module,
        title: shownTitle(f, f.seen, lang),
        unionName: f.union_name,
        applicantName: f.applicant_name,
        state: f.state,
        stateName: stateName(f.state, lang, modules[f.module] ?? {}),
        stageKey: f.state === 'in_review' ? f.stage_key : null,
        stageName: f.state === 'draft' || !f.stage_name ? '' : stageNameIn(lang, f.stage_name),
        assignees: assignees(f),
        waitingSince: formatTime(new Date(f.waiting_since)) ?? '',
        waitingHours: hoursSince(new Date(f.waiting_since), now),
        dueTime: f.due_time ? formatTime(new Date(f.due_time)) : null,
        overdue: f.overdue,
        stuck: f.stuck,
        modelKey: f.model_key,
        version: f.flow_version,
        versionId: f.flow_version_id,
        temporalUrl: temporalUrl(app.config, f.process_instance_id),
      }));
      return ok(request, pageOf(rows, total, q));
    },
  );

  app.get(
    '/progress',
    {
      config: follow,
      schema: {
        tags,
        summary: 'A flow on its graph: the nodes done, current and coming, and who reviews next',
        querystring: ProgressQuery,
        response: { 200: okOf(Progress) },
      },
    },
    async (request) => {
      const { processInstanceId } = request.query;
      const record = await recordOf(request.viewer.tenantId, processInstanceId);
      const progress = await recordProgress(app.db, record, langOf(request));
      if (!progress) throw notFound();
      return ok(request, {
        processInstanceId,
        state: record.state,
        actions: await operatorActions(request.viewer, record),
        ...progress,
        temporalUrl: temporalUrl(app.config, processInstanceId),
      });
    },
  );

  app.post(
    '/delete-process-instance',
    {
      config: { ...follow, command: true },
      schema: {
        tags,
        summary: 'End a running flow with a reason the applicant reads in its history (terminate)',
        body: TerminateBody,
        response: { 200: okOf(FlowViewSchema) },
      },
    },
    async (request) => {
      const { processInstanceId, deleteReason } = request.body;
      const reason = deleteReason.trim();
      if (!reason) throw badRequest('deleteReason', 'required', 'terminateReasonRequired');
      const record = await recordOf(request.viewer.tenantId, processInstanceId);
      // A flow the table lets no administrator end (finished, removed) takes no command: 409 naming its state, without asking Temporal.
      if (!(await operatorActions(request.viewer, record)).includes('terminate')) {
        throw new ConflictError(record.state, stateName(record.state, langOf(request), modules[record.module] ?? {}));
      }
      // The flow administrator acts as the rule table's operator: this route is the only way to that flag.
      const view = await sendToFlow(commandContext(app, request), processInstanceId, terminateUpdate, [
        { reason },
        { ...actorOf(request.viewer), operator: true },
      ]);
      return ok(request, view);
    },
  );
}
