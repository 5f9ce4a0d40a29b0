import type { FastifyInstance } from 'fastify';
import { dictionaryAdminRoutes, systemDictionaryRoute } from '../dictionaries';
import { requirePlatformAdmin } from '../../identity/permissions';

/**
 * `/api/blade-system/dict`: the system dictionaries. Platform administrators read and edit them;
 * `dictionary?code=` is public.
 */
export async function dictRoutes(app: FastifyInstance): Promise<void> {
  await dictionaryAdminRoutes(app, {
    business: false,
    permission: 'system.dict.manage',
    canWrite: (request) => requirePlatformAdmin(request.viewer),
    tag: 'dict',
  });
  await systemDictionaryRoute(app);
}
