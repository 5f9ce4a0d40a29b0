import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { modules, stateName, type Lang, type RecordState } from '../../catalogue';
import { findProfile } from '../../db';
import { formatTime, ID_PATTERN, langOf, ok, okSchema } from '../core';
import { readableUnion } from './union-access';

const tags = ['setup'];
/** The set-up forms in the order a new union files them. */
const SETUP_MODULES = ['setup1', 'setup2', 'setup3', 'setup4'] as const;
const TITLES: Record<(typeof SETUP_MODULES)[number], { zh: string; en: string }> = {
  setup1: { zh: '建会申请', en: 'Set-up request' },
  setup2: { zh: '工会成立申请', en: 'Set-up application' },
  setup3: { zh: '工会法人资格登记', en: 'Legal-person registration' },
  setup4: { zh: '工会经费登记', en: 'Funds registration' },
};
const DetailQuery = Type.Object(
  {
    id: Type.Optional(
      Type.String({ pattern: ID_PATTERN, description: 'The union (a union below the caller’s); the caller’s own when absent' }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `/api/blade-crop/crop/setup/detail`: where a union stands in its set-up, read-only: the latest
 * record of each set-up form (state, stage, the reviewer's last comment) and the next form to fill
 * (the first not yet approved).
 */
export async function setupOverviewRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/detail',
    {
      config: { permission: 'union.setup.view' },
      schema: { tags, summary: 'The set-up progress of the union', querystring: DetailQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { id } = request.query as Static<typeof DetailQuery>;
      const lang: Lang = langOf(request);
      const { tenantId } = request.viewer;
      const union = await readableUnion(app.db, request.viewer, id);
      const rows = await app.db
        .selectFrom('record')
        .select(['id', 'module', 'state', 'stage_name', 'last_comment', 'update_time', 'process_instance_id'])
        .distinctOn('module')
        .where('tenant_id', '=', tenantId)
        .where('union_id', '=', union.id)
        .where('module', 'in', [...SETUP_MODULES])
        .where('state', 'not in', ['removed', 'cancelled', 'expired'])
        .orderBy('module')
        .orderBy('update_time', 'desc')
        .execute();
      const byModule = new Map(rows.map((r) => [r.module, r]));
      const steps = SETUP_MODULES.map((key) => {
        const r = byModule.get(key);
        return {
          module: key,
          title: (modules[key]?.title ?? TITLES[key])[lang],
          route: modules[key]?.route ?? `/setup/${key}/form`,
          recordId: r ? String(r.id) : null,
          processInstanceId: r?.process_instance_id ?? null,
          state: r?.state ?? null,
          stateName: r ? stateName(r.state as RecordState, lang) : lang === 'en' ? 'Not filed' : '未申请',
          stageName: r?.stage_name || null,
          lastComment: r?.last_comment ?? null,
          updateTime: r ? formatTime(r.update_time) : null,
        };
      });
      const next = steps.find((s) => s.state !== 'approved') ?? null;
      const profile = await findProfile(app.db, tenantId, union.id);
      const parent = union.parentId
        ? await app.db
            .selectFrom('union_org')
            .select('name')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', union.parentId)
            .executeTakeFirst()
        : undefined;
      return ok(request, {
        unionId: union.id,
        unionName: union.name,
        higherUnion: parent?.name ?? null,
        established: Boolean(profile?.established_on),
        establishedOn: profile?.established_on ?? null,
        steps,
        // Setup1State .. setup4State as the spec's read-only fields name them.
        ...Object.fromEntries(steps.map((s) => [`${s.module}State`, s.stateName])),
        nextStep: next ? { module: next.module, title: next.title, route: next.route } : null,
      });
    },
  );
}
