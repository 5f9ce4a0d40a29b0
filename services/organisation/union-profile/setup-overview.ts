import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { givenUpStates, modules, stateName, type Lang } from '../../../catalogue';
import { findProfile } from '../../../db';
import { formatTime, langOf, ok, okOf, stageNameIn } from '../../platform/core';
import { SetupAnswer } from './answer-schemas';
import { UnionIdQuery } from './request-schemas';
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

/**
 * `/api/blade-crop/crop/setup/detail`: where a union stands in its set-up, read-only: the latest
 * record of each set-up form (state, stage, the reviewer's last comment) and the next form to fill
 * (the first not yet approved).
 */
export async function setupOverviewRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/detail',
    {
      config: { permission: 'union.setup.view' },
      schema: { tags, summary: 'The set-up progress of the union', querystring: UnionIdQuery, response: { 200: okOf(SetupAnswer) } },
    },
    async (request) => {
      const lang: Lang = langOf(request);
      const { tenantId } = request.viewer;
      const union = await readableUnion(app.db, request.viewer, request.query.id);
      const rows = await app.db
        .selectFrom('record')
        .select(['id', 'module', 'state', 'stage_name', 'last_comment', 'update_time', 'process_instance_id'])
        .distinctOn('module')
        .where('tenant_id', '=', tenantId)
        .where('union_id', '=', union.id)
        .where('module', 'in', [...SETUP_MODULES])
        .where('state', 'not in', givenUpStates)
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
          stateName: r ? stateName(r.state, lang) : lang === 'en' ? 'Not filed' : '未申请',
          stageName: r?.stage_name ? stageNameIn(lang, r.stage_name) : null,
          lastComment: r?.last_comment ?? null,
          updateTime: r ? formatTime(r.update_time) : null,
        };
      });
      const next = steps.find((s) => s.state !== 'approved') ?? null;
      const stateOf = (key: (typeof SETUP_MODULES)[number]) => steps.find((s) => s.module === key)?.stateName ?? '';
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
        setup1State: stateOf('setup1'),
        setup2State: stateOf('setup2'),
        setup3State: stateOf('setup3'),
        setup4State: stateOf('setup4'),
        nextStep: next ? { module: next.module, title: next.title, route: next.route } : null,
      });
    },
  );
}
