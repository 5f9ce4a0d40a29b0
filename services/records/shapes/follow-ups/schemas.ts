import { Type } from '@sinclair/typebox';
import { DayText, IdString, Nullable } from '../../../platform/core';

const Day = DayText();

export const FollowUpBody = Type.Object(
  {
    id: IdString,
    kind: Type.String({ minLength: 1, maxLength: 40, description: "A key of the module's follow-up dictionary" }),
    date: Day,
    amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, description: 'Money in fen' }))),
    outcome: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    files: Type.Optional(Type.Array(IdString, { maxItems: 10, description: 'Attachment ids uploaded through followUpUpload' })),
    corrects: Type.Optional(Nullable(IdString)),
    member: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 30, description: "The record's member row the row names, by its ID number" })),
    ),
  },
  { additionalProperties: false, examples: [{ id: '1234567890123456789', kind: 'paid', date: '2026-03-02', amount: 150000 }] },
);

export const FollowUpsQuery = Type.Object({ id: IdString }, { additionalProperties: false });

export const FollowUpView = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  kindName: Type.String(),
  date: Type.String(),
  amount: Nullable(Type.Number()),
  outcome: Nullable(Type.String()),
  note: Nullable(Type.String()),
  files: Type.Array(Type.String()),
  corrects: Nullable(Type.String()),
  member: Nullable(Type.String({ description: 'The member row named, its ID number masked (前六后四)' })),
  writer: Type.Union([Type.Literal('reviewer'), Type.Literal('applicant')]),
  actorName: Type.String(),
  actorUnion: Type.String(),
  createTime: Type.String(),
});

export const FollowStateView = Type.Object({
  caseState: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  nextDue: Nullable(Type.Object({ kind: Type.String(), kindName: Type.String(), day: Type.String() })),
  overdue: Type.Boolean({ description: 'The next row is due before today (Beijing)' }),
});

export const FollowUpsView = Type.Object({
  rows: Type.Array(FollowUpView),
  state: FollowStateView,
  /** The kinds the caller may add now, in the dictionary's order. */
  kinds: Type.Array(
    Type.Object({
      kind: Type.String(),
      name: Type.String(),
      needs: Type.Array(Type.String()),
      outcomeDict: Type.Optional(Type.String({ description: "The dictionary the row's outcome is a key of" })),
    }),
  ),
});

export const FollowUpUploadView = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Number(), mime: Type.String() });

/**
 * The console's names for the shape's answers and body (`consoleSchemas`): copies with an `$id`, so the
 * routes' own schemas stay inline and every module's operations still describe them in full.
 */
export const FOLLOW_UPS_CONSOLE_SCHEMAS = [
  { ...FollowUpsView, $id: 'FollowUps' },
  { ...FollowUpBody, $id: 'FollowUpBody' },
  { ...FollowUpUploadView, $id: 'FollowUpUpload' },
];
