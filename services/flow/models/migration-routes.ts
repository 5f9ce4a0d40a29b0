import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../../catalogue';
import { migrateUpdate } from '../../../workflows';
import { actorOf, commandContext, sendToFlow } from '../../records/engine';
import { AppError, langOf, message, ok, okOf } from '../../platform/core';
import { audit } from './audit';
import { checkMigration, migrationSummary, movesOf, pinOf, runsIn } from './migration-plan';
import { stagesForRecord } from './record-stages';
import { replayOnVersion } from './replay-check';
import { runningRecords, type RunningRecord } from './running-records';
import { MigrationBody, MigrationPlan, MigrationResult, PlanBody } from './schemas';
import { findVisibleVersion } from './version-store';

const manager = { permission: 'flow.manager' };
const tags = ['flow-manager'];

/** Why a record of another tenant cannot move: the new version is not shared to it. */
const notShared = (lang: Lang, version: number, tenantId: string) =>
  lang === 'en' ? `Version ${version} is not shared to tenant ${tenantId}` : `第${version}版未共享给租户${tenantId}`;

/** A failed command's reason as the administrator reads it. */
function failure(err: unknown, lang: Lang): string {
  if (err instanceof AppError) return message(err.key, lang, err.vars);
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 500);
}

/** The two versions of a migration, checked, and the records running on the old one that the caller may move. */
async function migrationOf(
  app: FastifyInstance,
  request: FastifyRequest,
  b: { fromVersionId: string; toVersionId: string; targets?: Record<string, string>; recordIds?: string[] },
) {
  const tenantId = request.viewer.tenantId;
  const from = await findVisibleVersion(app.db, tenantId, b.fromVersionId);
  const to = await findVisibleVersion(app.db, tenantId, b.toVersionId);
  const targets = b.targets ?? {};
  checkMigration(from, to, targets);
  const records = await runningRecords(app.db, tenantId, from, b.recordIds);
  return { from, to, targets, records };
}

/** `/api/blade-flow/manager`: moving running records to another version of their model, after a dry run. */
export async function migrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/migration-plan',
    {
      config: manager,
      schema: {
        tags,
        summary:
          'Dry run of a migration: how many records wait at each stage, where each would go, and which would not replay on the new version; nothing moves',
        body: PlanBody,
        response: { 200: okOf(MigrationPlan) },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const { from, to, targets, records } = await migrationOf(app, request, request.body);
      const movable = records.filter((r) => runsIn(to, r.tenantId));
      const replay = await replayOnVersion(app.temporal, movable, pinOf(to), (r) => stagesForRecord(app.db, r, to.graph));
      const refused = records
        .filter((r) => !runsIn(to, r.tenantId))
        .map((r) => ({
          recordId: r.id,
          processInstanceId: r.processInstanceId,
          title: r.title,
          error: notShared(lang, to.version, r.tenantId),
        }));
      return ok(request, {
        ...migrationSummary(records, from.graph, to.graph, targets, lang),
        replay: { checked: records.length, broken: [...refused, ...replay.broken] },
      });
    },
  );

  app.post(
    '/migrate',
    {
      config: manager,
      schema: {
        tags,
        summary:
          'Move the records running on one version (or the listed ones) to another version of their model, one after another; each move is an event of the record’s history',
        body: MigrationBody,
        response: { 200: okOf(MigrationResult) },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const viewer = request.viewer;
      const { from, to, targets, records } = await migrationOf(app, request, request.body);
      const ctx = commandContext(app, request);
      // Only the routes of the flow administrators act as `operator`, the party the rule table lets migrate.
      const actor = { ...actorOf(viewer), operator: true };
      const failed: { recordId: string; error: string }[] = [];
      const found = new Set(records.map((r) => r.id));
      for (const id of request.body.recordIds ?? []) {
        if (!found.has(id)) failed.push({ recordId: id, error: message('notFound', lang) });
      }
      let moved = 0;
      const move = async (r: RunningRecord) => {
        if (!runsIn(to, r.tenantId)) throw new Error(notShared(lang, to.version, r.tenantId));
        const stages = await stagesForRecord(app.db, r, to.graph);
        const order = {
          flow: pinOf(to),
          stages,
          targets: Object.fromEntries(movesOf(r, from.graph, to.graph, targets).map((m) => [m.from, m.to])),
        };
        await sendToFlow(ctx, r.processInstanceId, migrateUpdate, [{ order }, actor]);
      };
      // One at a time: each record's flow takes its move in order, and a failure stops none of the others.
      for (const r of records) {
        try {
          await move(r);
          moved++;
        } catch (err) {
          failed.push({ recordId: r.id, error: failure(err, lang) });
        }
      }
      await audit(app.db, viewer, 'manager.migrate', String(from.id), {
        modelKey: from.model_key,
        from: { versionId: String(from.id), version: from.version },
        to: { versionId: String(to.id), version: to.version },
        targets,
        moved,
        failed,
      });
      return ok(request, { moved, failed });
    },
  );
}
