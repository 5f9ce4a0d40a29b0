/**
 * The roll-up shape (`rollUp`): a higher union sees its children unions with their approved
 * submissions of the source module or "not applied", gathers them into its own summary record
 * (form key `gathered`, checked here through the record engine's form parts) which it sends
 * upward, and exports the summary sheet.
 */
import type { FastifyInstance } from 'fastify';
import { modules } from '../../../catalogue';
import { addFormPart } from '../../business-modules';
import { checkGathered, GATHERED } from './gathered-check';
import { rollUpSourceRoutes, rollUpSummaryRoutes } from './routes';

export { childUnionRows, type ChildUnionRow } from './children-view';

/** Registers the gathered-records check and, for every module with `rollUp`, its source's queryCrop and its export. */
export async function registerRollUpRoutes(app: FastifyInstance): Promise<void> {
  addFormPart('rollUp', {
    appliesTo: (entry) => entry.rollUp !== undefined,
    keys: [GATHERED],
    check: (db, tenantId, entry, part, mode, lang, applicant) =>
      checkGathered(db, tenantId, entry, part[GATHERED], mode, lang, applicant.unionPath),
  });
  for (const entry of Object.values(modules)) {
    if (!entry.rollUp) continue;
    await app.register(rollUpSourceRoutes(entry), { prefix: `/api/blade-crop/crop/${entry.rollUp.source}` });
    await app.register(rollUpSummaryRoutes(entry), { prefix: `/api/blade-crop/crop/${entry.key}` });
  }
}
