/**
 * The round shape (`round`): a module's records are filed in the federation's selection round of a
 * kind (docs/forms/group-a.md, "One vocabulary"). A submit passes the round's rule under the union's
 * lock (409 `noRound`, `windowNotOpen`, `windowClosed`, `quotaUsed`) and records the round it was
 * filed in; the federation keeps the rounds through the shared `round/*` calls.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RoundDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { langOf, ok, okOf } from '../../../platform/core';
import { placesOf, roundRoutes } from './round-routes';
import { PlacesView } from './schemas';
import { registerGetNotice } from './notice-route';
import { registerIsHave } from './is-have-route';
import { holdPlacesAtApproval } from './approval-hold';
import { holdRoundResubmit, holdRoundSubmit } from './submit-hold';

export { heldRecordOf, heldRoundOf, kindName, openNow, placesAllocated, roundLabel, roundOfKind } from './round-store';
export { shareError, shareRefusal } from './shares';

export const roundShape: RecordShape<RoundDef> = {
  name: 'round',
  option: (entry) => entry.round,
  guards: { submit: holdRoundSubmit, resubmit: holdRoundResubmit, approve: holdPlacesAtApproval },
  sharedRoutes: async (app) => app.register(roundRoutes, { prefix: '/round' }),
  // A module whose isApply (or getNotice, now, ishave) is the round's (`servedBy: 'round'`) answers it from the round of its kind.
  routes: (entry, def) => async (base) => {
    const served = (call: string) =>
      (entry.extraCalls ?? []).some((c) => c.servedBy === 'round' && (c.path === call || c.path.endsWith(`/${call}`)));
    if (served('getNotice')) registerGetNotice(base, entry, def.kind);
    if (served('now')) registerGetNotice(base, entry, def.kind, 'now');
    if (served('ishave')) registerIsHave(base, entry, def.kind);
    if (!served('isApply')) return;
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/isApply',
      {
        config: { permission: `${entry.key}.view` },
        schema: {
          tags: [entry.key],
          summary: "Whether the caller's union may file now: the round's window, places and use",
          response: { 200: okOf(PlacesView) },
        },
      },
      async (request) => ok(request, await placesOf(app, request, def.kind, langOf(request))),
    );
  },
};

// What another shape reads of a round (the award windows): the caller's standing as isApply answers it.
export { placesOf } from './round-routes';
export { PlacesView } from './schemas';
