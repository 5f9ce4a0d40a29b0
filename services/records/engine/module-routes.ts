import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../../catalogue';
import { registerDocumentRoutes, registerPreviewCall } from './document-routes';
import { registerExtraCalls } from '../extra-calls';
import { childrenRoutes } from '../shapes/children';
import { registerPublishOnlyCalls } from '../shapes/publish-only';
import { registerSaveSubmitCalls } from '../shapes/save-submits';
import { registerStepCalls } from '../shapes/steps';
import { cropWorkRoutes } from './send-list';
import { registerPrefillCall } from './prefill';
import { registerStandardCalls } from './standard-routes';
import { revoke } from './record-commands';

/** Every call of one catalogue module, under `/api/blade-crop/crop/{module}`: its standard calls, its shapes', its documents' and its prefill. */
function moduleRoutes(entry: ModuleEntry) {
  return async (app: FastifyInstance) => {
    registerStandardCalls(app, entry);
    registerStepCalls(app, entry);
    registerSaveSubmitCalls(app, entry);
    registerPublishOnlyCalls(app, entry, revoke);
    registerExtraCalls(app, entry, { preview: registerPreviewCall });
    registerPrefillCall(app, entry);
    registerDocumentRoutes(app, entry, [entry.key]);
    if (entry.children) await app.register(childrenRoutes(entry));
  };
}

/** Every catalogue module's routes. */
export async function cropRoutes(app: FastifyInstance): Promise<void> {
  for (const entry of Object.values(modules)) {
    if (entry.lookup) continue;
    await app.register(moduleRoutes(entry), { prefix: `/crop/${entry.key}` });
  }
  await app.register(cropWorkRoutes);
}
