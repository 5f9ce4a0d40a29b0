import type { FastifyInstance } from 'fastify';
import { modules } from '../../../catalogue';
import { corprationRoutes } from './corpration-routes';
import { profileRoutes } from './profile-routes';
import { setupOverviewRoutes } from './setup-overview';

/**
 * The union's own data under `/api/blade-crop/crop`: the profile (`crop`), the employer
 * (`corpration`) and the set-up overview (`setup`). No review chain: direct reads and edits with
 * history. What approvals change in the organisation is in db/effects.
 */
export async function unionProfileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes, { prefix: '/crop' });
  // The employer's data is a lookup (`lookup` in its entry): the record engine leaves its paths to these routes.
  if (modules.corpration?.lookup) await app.register(corprationRoutes, { prefix: '/corpration' });
  await app.register(setupOverviewRoutes, { prefix: '/setup' });
}

export { committeeInOffice, unionPrefill } from './prefill-values';
export { FundsRegistration, fundsOf } from './funds-registration';
