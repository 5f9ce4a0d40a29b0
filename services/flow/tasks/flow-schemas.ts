import { Type } from '@sinclair/typebox';
import { Nullable, TimeText } from '../../platform/core';
import { FlowViewSchema, RecordRowSchema } from '../../records/engine';

/** A row of the send list: a record of any module with the caller's actions (services/records/engine). */
export const SentRow = RecordRowSchema;

/** What claim-task and complete-task answer: where the flow stands after the command. */
export const FlowCommandAnswer = FlowViewSchema;

/** A task row of the task lists (task-view.ts). */
export const TaskRow = Type.Object({
  taskId: Type.String(),
  processInstanceId: Type.String(),
  recordId: Type.String(),
  module: Type.String(),
  moduleTitle: Type.String(),
  title: Type.String(),
  unionName: Type.String(),
  applicantName: Type.String(),
  stage: Type.Integer(),
  stageName: Type.String(),
  createTime: Nullable(TimeText()),
  dueTime: Nullable(TimeText()),
  claimTime: Nullable(TimeText()),
  completeTime: Nullable(TimeText()),
  assigneeName: Nullable(Type.String()),
  outcome: Nullable(Type.String({ description: 'approve, return, decline, withdrawn or cancelled; null while open' })),
  outcomeName: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  state: Nullable(Type.String({ description: "The record's state" })),
  stateName: Nullable(Type.String()),
  actions: Type.Array(Type.String(), {
    description:
      "What the caller may do to the task now (claim, approve, return), from the lifecycle table; empty once it is not the record's open task",
  }),
});

/** A module the user may start (start-list). */
export const StartRow = Type.Object({
  module: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  route: Type.String(),
  model: Type.String(),
});

/** The counts of todo-count. */
export const TaskCounts = Type.Object({
  todo: Type.Integer(),
  claim: Type.Integer(),
  returned: Type.Integer(),
  total: Type.Integer(),
});

/** One row of a flow's history (history-view.ts). */
export const HistoryRow = Type.Object({
  seq: Nullable(Type.Integer({ description: 'The flow event’s number; null for an event outside the flow (`source`)' })),
  source: Type.Optional(
    Type.Literal('link', {
      description:
        'Set on an event that is not the flow’s: `link`, the record’s questionnaire link sent, reminded, opened or answered (outside the hashed chain: no seq, no hash)',
    }),
  ),
  type: Type.String(),
  typeName: Type.String(),
  actorId: Nullable(Type.String()),
  actorName: Type.String(),
  actorUnion: Type.String(),
  time: Nullable(TimeText()),
  comment: Nullable(Type.String()),
  stageName: Nullable(Type.String()),
  taskId: Nullable(Type.String()),
  shownWith: Nullable(Type.Integer({ description: 'The seq of the row this event is shown with' })),
  form: Nullable(
    Type.Object(
      {},
      { additionalProperties: true, description: 'The form as saved or submitted; with an approval, the fields its reviewer changed' },
    ),
  ),
  changes: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String(),
        label: Type.String(),
        before: Type.Unknown({ description: 'The value in the round before (as reviewed)' }),
        after: Type.Unknown({ description: 'The value sent again' }),
      }),
      { description: 'A resubmission: the fields it changed against the round before, as far as the reader may see them' },
    ),
  ),
  returnPoints: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String(),
        line: Type.String(),
        column: Type.Optional(Type.String()),
        comment: Type.String(),
        text: Type.String({ description: 'The point in words: the table, the line, the column and the comment' }),
      }),
      { description: 'A return: the lines or rows of the record it points at (those of fields the reader may see)' },
    ),
  ),
  scores: Type.Optional(
    Type.Object(
      {
        items: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), maxScore: Type.Integer(), score: Type.Number() })),
        total: Type.Number(),
        grade: Type.Optional(Type.String({ description: 'An assessment_grade key, where the module grades' })),
      },
      { description: 'An approval of a scored assessment: the scores its reviewer gave, item by item, and their total' },
    ),
  ),
  hash: Nullable(Type.String({ description: 'The flow event’s hash in its chain; null outside the flow' })),
  prevHash: Nullable(Type.String({ description: 'The hash of the flow event before it; null outside the flow' })),
});
