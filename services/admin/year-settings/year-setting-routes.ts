import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isYearSettingKey } from '../../../catalogue';
import { badRequest, langOf, ok, okBoolean, okOf } from '../../platform/core';
import { YearQuery, YearSettingBody, YearSettingView } from './schemas';
import { setYearSetting, settingsOfYear } from './year-setting-store';

const manage = { permission: 'settings.year' };
const tags = ['year-setting'];

/**
 * `/api/blade-system/year-setting/...`: the figures the federation sets per year (年度标准设置): 低保,
 * the relief cap, mutual-aid fees, finance's thresholds. The portal's own calls (not in calls.tsv).
 */
export async function yearSettingRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every setting of a year with the figures set for it',
        querystring: YearQuery,
        response: { 200: okOf(Type.Array(YearSettingView)) },
      },
    },
    async (request) => ok(request, await settingsOfYear(app.db, request.viewer.tenantId, request.query.year, langOf(request))),
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sets a figure for a year (per item for a setting per dictionary item)',
        body: YearSettingBody,
        response: { 200: okBoolean() },
      },
    },
    async (request) => {
      const { key, ...figure } = request.body;
      if (!isYearSettingKey(key)) throw badRequest('key', 'oneOf', 'badRequest');
      await setYearSetting(app.db, request.viewer.tenantId, request.viewer.id, { key, ...figure });
      return ok(request, true);
    },
  );
}
