import { Type } from '@sinclair/typebox';
import { ID_PATTERN, Nullable, TimeText } from '../../../platform/core';
import { RecordDetailSchema } from '../../engine';
import { PlacesView } from '../round';

/** An approved record of the source as the roll-up lists and gathers it. */
export const GatheredRecord = Type.Object({
  id: Type.String(),
  title: Type.String(),
  unionId: Type.String(),
  unionName: Type.String(),
  endTime: Nullable(TimeText()),
});

/** A child union with its subtree's approved records; none: not applied (未申报). */
export const ChildUnion = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  applied: Type.Boolean({ description: 'False: the union has no approved submission (未申报)' }),
  records: Type.Array(GatheredRecord),
});

/**
 * What `isApply` answers (nomination-standing.ts): the roll-up's rule, and for a source filed in
 * selection rounds the round of its kind as the round's isApply answers it (null fields without one).
 */
export const ApplyAnswerSchema = Type.Object({
  ...PlacesView.properties,
  kind: Nullable(Type.String({ description: "The source's round kind; null for a source filed in no round" })),
  apply: Type.Boolean({ description: 'True: the union may nominate now' }),
  reason: Nullable(
    Type.Union(
      [
        Type.Literal('notStarter'),
        Type.Literal('roundClosed'),
        Type.Literal('noRound'),
        Type.Literal('windowNotOpen'),
        Type.Literal('windowClosed'),
        Type.Literal('quotaUsed'),
      ],
      {
        description:
          'notStarter: the union does not file this module; roundClosed: the higher union sent its summary; noRound, windowNotOpen, windowClosed: the round of the kind; quotaUsed: no place left',
      },
    ),
  ),
  message: Nullable(Type.String()),
  quota: Type.Integer({ description: 'Live nominations (in review, returned, approved) one union may have in the round' }),
  used: Type.Integer({ description: "The caller's union's live nominations of the round" }),
  higherUnionId: Nullable(Type.String()),
  summarySent: Type.Boolean({ description: 'The higher union has sent its summary of the kind in this round: nothing more joins it' }),
});

const optionalId = (description: string) => Type.Optional(Type.String({ pattern: ID_PATTERN, description }));
const LaunionId = optionalId("The higher union; the caller's own by default");
const Kind = Type.Optional(Type.String({ maxLength: 20, description: "The summary's kind (its period field, e.g. selectionType)" }));

/** `excel`: the nominations a summary (`pid`) gathers, or every submitted one under `launionId`. */
export const ListSheetQuery = Type.Object(
  {
    pid: optionalId(
      'A summary: only the nominations it gathers; of a source no summary gathers, a selection round: only those filed in it',
    ),
    launionId: LaunionId,
  },
  { additionalProperties: false },
);

/** `summaryExcel` and the summary's `export`: a summary by `pid`, or the newest of `launionId` of kind `type`. */
export const SummarySheetQuery = Type.Object(
  { pid: optionalId('The summary record'), launionId: LaunionId, type: Kind },
  { additionalProperties: false },
);

/** The summary's `detail`: by `id` (or `pid`), or the caller's union's summary of kind `type`. */
export const SummaryDetailQuery = Type.Object(
  { id: optionalId('The summary record'), pid: optionalId('The summary record (the spec’s name for id)'), type: Kind },
  { additionalProperties: false },
);

/** The summary's detail: the record, its uploads and the records it gathers. */
export const SummaryDetailSchema = Type.Object(
  {
    ...RecordDetailSchema.properties,
    gathered: Type.Array(GatheredRecord, { description: 'The approved records the summary gathers (form key `gathered`), by union' }),
  },
  { $id: 'SummaryDetail' },
);
