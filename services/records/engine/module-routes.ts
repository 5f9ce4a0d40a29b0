import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../../catalogue';
import { named } from '../../platform/core';
import { registerDocumentRoutes, registerDownloadFileCall, registerPreviewCall } from './document-routes';
import { registerExtraCalls } from '../extra-calls';
import { cropWorkRoutes } from './send-list';
import { markInferredCalls } from './inferred-calls';
import { refusePersonalFilters } from './personal-filter';
import { registerPrefillCall } from './prefill';
import { registerServerFilledCall } from './server-filled';
import { revealRoutes } from './reveal-route';
import { allShapes, shapesOn } from './shape-registry';
import { registerSectionCalls } from './section-save';
import { registerStandardCalls } from './standard-routes';

/**
 * Every call of one catalogue module, under `/api/blade-crop/crop/{module}`: its standard calls, its
 * own, its prefill, reveal (personal data) and documents, and those of the shapes on for it (each in a scope of its own).
 * Tests register a test-only entry with it, as the catalogue's are.
 */
export function moduleRoutes(entry: ModuleEntry) {
  return named(`module ${entry.key}`, async (app: FastifyInstance) => {
    const on = shapesOn(entry);
    // A standard call a shape serves itself (saveSubmits' save) is left to it.
    // So is one the entry serves by an extra call of the same name (finance1's `detail`: a funds month, not a record).
    const extra = (entry.extraCalls ?? []).filter((c) => c.servedBy === undefined).map((c) => c.path.split('/').pop()!);
    const taken = new Set([...on.flatMap(({ shape, opt }) => shape.takesCalls?.(entry, opt) ?? []), ...extra]);
    markInferredCalls(app, entry);
    // Before any route, so the module's every list and sheet (and the shapes' own) refuse them alike.
    refusePersonalFilters(app, entry);
    registerStandardCalls(app, entry, taken);
    registerSectionCalls(app, entry);
    for (const { shape, opt } of on) if (shape.routes) await app.register(named(`${shape.name} ${entry.key}`, shape.routes(entry, opt)));
    registerExtraCalls(app, entry, { preview: registerPreviewCall, downloadFile: registerDownloadFileCall });
    registerPrefillCall(app, entry);
    registerServerFilledCall(app, entry);
    // In a scope of its own: its limiter limits it alone.
    await app.register(named(`reveal ${entry.key}`, (scope: FastifyInstance) => revealRoutes(scope, entry)));
    registerDocumentRoutes(app, entry, [entry.key], taken);
  });
}

/** Every catalogue module's routes, and the calls a shape serves once for all of them (its public ones too). */
export async function cropRoutes(app: FastifyInstance): Promise<void> {
  for (const entry of Object.values(modules)) {
    if (entry.lookup) continue;
    await app.register(moduleRoutes(entry), { prefix: `/crop/${entry.key}` });
  }
  await app.register(cropWorkRoutes);
  for (const shape of allShapes())
    if (shape.sharedRoutes) await app.register(named(`${shape.name} shared`, shape.sharedRoutes), { prefix: '/crop' });
  for (const shape of allShapes())
    if (shape.publicRoutes)
      await app.register(named(`${shape.name} public`, shape.publicRoutes.routes), { prefix: `/public${shape.publicRoutes.prefix}` });
}
