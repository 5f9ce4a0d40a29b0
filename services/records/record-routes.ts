import type { FastifyInstance } from 'fastify';
import { cropRoutes, installShapes } from './engine';
import { recordShapes } from './shapes';

/**
 * The records wing's routes under `/api/blade-crop`: the engine, given the shapes it serves. This
 * file, not the engine, names the shapes' list, so the engine imports no shape.
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  installShapes(recordShapes);
  // Named in the document's components, so the console types a shape's part before its first module.
  for (const shape of recordShapes) for (const schema of shape.consoleSchemas ?? []) app.addSchema(schema);
  await app.register(cropRoutes, { prefix: '/api/blade-crop' });
}
