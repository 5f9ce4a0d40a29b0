import { Type } from '@sinclair/typebox';
import { IdString, Nullable, TimeText } from '../../../platform/core';
// The round's and the roll-up's answers, read as they are: this shape reports their standing for
// modules whose calls the spec put elsewhere.
import { ChildUnion } from '../roll-up';
import { PlacesView } from '../round';

/** One award of a window call: its module and title, and the caller's union's standing in its round. */
export const AwardItem = Type.Object({ module: Type.String(), title: Type.String(), ...PlacesView.properties });

/** recommendCapital's isApply: one item per award; `apply` when the union may file any of them now. */
export const AwardsApply = Type.Object({
  apply: Type.Boolean({ description: 'True when the union may file at least one of the awards now' }),
  items: Type.Array(AwardItem),
});

/** Whether the round of another award's kind is open now, and which (null fields without a round). */
export const OpenRound = Type.Object({
  open: Type.Boolean({ description: 'A round of the kind is open and now is within its window' }),
  module: Type.String(),
  kind: Type.String(),
  roundId: Nullable(IdString),
  year: Nullable(Type.Integer()),
  title: Nullable(Type.String()),
  opensAt: Nullable(TimeText()),
  closesAt: Nullable(TimeText()),
});

/** A child union with its approved records of the module; none means "not applied" (未申报): the roll-up's own row. */
export { ChildUnion as ChildUnionView };
