import type { FastifyInstance } from 'fastify';
import { registerRateLimits } from '../accounts';
import { registrationRoutes } from './registration-routes';
import { selfRoutes } from './self-routes';
import { subAccountRoutes } from './sub-account-routes';
import { userAdminRoutes } from './user-admin-routes';

/** `/api/blade-user`: the own account, sub-accounts, registrations and the user admin screen. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  await registerRateLimits(app);
  await app.register(selfRoutes);
  await app.register(registrationRoutes);
  await app.register(subAccountRoutes);
  await app.register(userAdminRoutes);
}
