import type { FastifyInstance } from 'fastify';
import { managerRoutes } from './manager-routes';
import { migrationRoutes } from './migration-routes';
import { modelRoutes } from './model-routes';

/** `/api/blade-flow/model` (模型设计) and `/api/blade-flow/manager` (部署管理): flow models as data, for the tenant's administrators. */
export async function flowAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(modelRoutes, { prefix: '/model' });
  await app.register(managerRoutes, { prefix: '/manager' });
  await app.register(migrationRoutes, { prefix: '/manager' });
}
