import type { FastifyInstance } from 'fastify';
import { businessDictionaryRoute, dictionaryAdminRoutes } from '../dictionaries';

/**
 * `/api/blade-system/dict-biz`: the business dictionaries of a tenant, which its administrators
 * edit; `dictionary?code=` gives any logged-in account its tenant's dictionary.
 */
export async function dictBizRoutes(app: FastifyInstance): Promise<void> {
  await dictionaryAdminRoutes(app, { business: true, permission: 'system.dictbiz.manage', tag: 'dict-biz' });
  await businessDictionaryRoute(app, { permission: 'system.dict.read' });
}
