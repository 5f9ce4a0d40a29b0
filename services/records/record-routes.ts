import type { FastifyInstance } from 'fastify';
import { cropRoutes, installShapes } from './engine';
import { recordShapes } from './shapes';

/**
 * The records wing's routes under `/api/blade-crop`: the engine, given the shapes it serves. This
 * file, not the engine, names the shapes' list, so the engine imports no shape.
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  installShapes(recordShapes);
  await app.register(cropRoutes, { prefix: '/api/blade-crop' });
}
