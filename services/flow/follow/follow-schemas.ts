import { Type } from '@sinclair/typebox';
import { IdString, Nullable, PagingQuery, TimeText } from '../../platform/core';
import { FlowGraphSchema } from '../models';
import { FOLLOWED_STATES } from './follow-list';

const ProcessInstanceId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const FollowListQuery = Type.Object(
  {
    ...PagingQuery,
    module: Type.Optional(Type.String({ maxLength: 60, description: 'Only the flows of this module' })),
    unionId: Type.Optional(IdString),
    stageKey: Type.Optional(Type.String({ maxLength: 100, description: 'Only the flows with an open task at this stage' })),
    versionId: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'Only the flows running on this deployed version (a seeded version: also those on its built-in chain)',
      }),
    ),
    modelKey: Type.Optional(Type.String({ maxLength: 100, description: 'Only the flows of this model' })),
    state: Type.Optional(
      Type.Union(
        FOLLOWED_STATES.map((s) => Type.Literal(s)),
        { description: 'One state only; without it, flows in review and returned ones (drafts only when asked for)' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const FollowRow = Type.Object({
  processInstanceId: Type.String(),
  recordId: Type.String(),
  module: Type.String(),
  moduleName: Type.String(),
  title: Type.String(),
  unionName: Type.String(),
  applicantName: Type.String(),
  state: Type.String(),
  stateName: Type.String(),
  stageKey: Nullable(Type.String()),
  stageName: Type.String(),
  assignees: Type.Array(Type.String(), {
    description: 'The assignee of each open task, else its candidates by name; the applicant union while the flow waits for it',
  }),
  waitingSince: TimeText({ description: 'Since the oldest open task was created (or the record last changed, waiting for its applicant)' }),
  waitingHours: Type.Number({ description: 'Hours waited so far, to a tenth' }),
  dueTime: Nullable(TimeText({ description: 'The earliest due time of the open tasks' })),
  overdue: Type.Boolean({ description: 'An open task is past its due time' }),
  stuck: Type.Boolean({ description: 'An open task nobody active can take' }),
  modelKey: Nullable(Type.String()),
  version: Nullable(Type.Integer({ description: '0: the catalogue’s built-in chain; null: started before deployments existed' })),
  versionId: Nullable(Type.String()),
  temporalUrl: Type.String({ description: 'The flow in the Temporal Web UI' }),
});

export const ProgressQuery = Type.Object({ processInstanceId: ProcessInstanceId }, { additionalProperties: false });

export const Progress = Type.Object({
  processInstanceId: Type.String(),
  state: Type.String(),
  actions: Type.Array(Type.String(), {
    description: 'What the flow administrator may do to the flow now (the lifecycle table): terminate, migrate',
  }),
  graph: FlowGraphSchema,
  done: Type.Array(Type.String(), { description: 'Node ids the flow passed in the round under review' }),
  current: Type.Array(Type.String(), { description: 'Node ids it waits at: open stages, or the start while its applicant has it' }),
  coming: Type.Array(Type.String(), { description: 'Stage ids still ahead, in order, the branches chosen by the record' }),
  next: Type.Array(
    Type.Object({
      stageKey: Type.String(),
      stageName: Type.String(),
      reviewers: Type.Array(Type.String(), { description: 'The stage’s candidates by name' }),
    }),
  ),
  modelKey: Nullable(Type.String()),
  version: Nullable(Type.Integer()),
  roleNames: Type.Record(Type.String(), Type.String(), {
    description: 'The roles the graph’s candidate and CC rules name, by alias: their names in the reader’s language',
  }),
  userNames: Type.Record(Type.String(), Type.String(), { description: 'The accounts those rules name, by id' }),
  temporalUrl: Type.String(),
});

export const TerminateBody = Type.Object(
  {
    processInstanceId: ProcessInstanceId,
    deleteReason: Type.String({ maxLength: 500, description: 'Why the flow ends; the applicant reads it in the history' }),
  },
  { additionalProperties: false, examples: [{ processInstanceId: 'setup1-123456789', deleteReason: '申请单位已注销,流程终止' }] },
);
