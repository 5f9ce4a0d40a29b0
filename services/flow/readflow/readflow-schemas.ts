import { Type } from '@sinclair/typebox';
import { Nullable, PagingQuery, TimeText } from '../../platform/core';

export const ReadflowListQuery = Type.Object({ ...PagingQuery }, { additionalProperties: false });

/** A 知会 id: the flow's record id and a sequence number (`123456789-4`). */
const CcId = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' });

export const CompleteQuery = Type.Object({ id: CcId }, { additionalProperties: false });
export const CompleteByPidQuery = Type.Object(
  { pid: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'The flow (processInstanceId)' }) },
  { additionalProperties: false },
);

/** One 知会 task: a stage of a record's flow the caller is told of and only acknowledges. */
export const ReadflowRow = Type.Object({
  id: Type.String(),
  processInstanceId: Type.String(),
  recordId: Type.String(),
  module: Type.String(),
  moduleName: Type.String(),
  title: Type.String(),
  unionName: Type.String(),
  stageKey: Type.String(),
  stageName: Type.String(),
  createTime: TimeText(),
  read: Type.Boolean(),
  readBy: Nullable(Type.String()),
  readName: Nullable(Type.String()),
  readTime: Nullable(TimeText()),
});

export const ReadByPid = Type.Object({
  count: Type.Integer({ description: 'How many of the caller’s 知会 tasks of the flow it marked read' }),
});
