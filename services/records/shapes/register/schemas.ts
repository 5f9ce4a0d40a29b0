import { Type } from '@sinclair/typebox';
import { IdString, idListPattern, Nullable, PagingQuery, TimeText } from '../../../platform/core';

export const RegisterRowSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    key: Nullable(Type.String({ description: 'the register’s own key (an enterprise’s credit code)' })),
    state: Type.Union([Type.Literal('active'), Type.Literal('closed')]),
    unionId: Type.String(),
    unionName: Nullable(Type.String()),
    data: Type.Record(Type.String(), Type.Unknown(), { description: 'the row’s columns, personal ones masked (138****1234)' }),
    recognisedOn: Type.String({ description: 'yyyy-MM-dd: when it entered the register' }),
    closedOn: Nullable(Type.String()),
    closeReason: Nullable(Type.String()),
    source: Nullable(Type.Object({ module: Type.String(), recordId: Type.String() }, { description: 'the approval that last wrote it' })),
    changedAt: TimeText(),
  },
  { $id: 'RegisterRow' },
);

export const RegisterTotals = Type.Object({
  active: Type.Integer(),
  closed: Type.Integer(),
  sums: Type.Record(Type.String(), Type.Number(), { description: 'the entry’s summed columns over the active rows' }),
  by: Type.Record(Type.String(), Type.Integer(), { description: 'active rows counted by the entry’s column' }),
});

export const OpenRecord = Type.Object({ id: Type.String(), module: Type.String(), state: Type.String(), title: Type.String() });

export const RegisterIndexQuery = Type.Object(
  {
    unionId: Type.Optional(Type.String({ ...IdString, description: 'a union in the caller’s scope; the caller’s own when absent' })),
  },
  { additionalProperties: false },
);

export const RegisterIndex = Type.Object({ rows: Type.Array(RegisterRowSchema), totals: RegisterTotals });

export const RemoveQuery = Type.Object(
  {
    id: Type.Optional(IdString),
    ids: Type.Optional(Type.String({ pattern: idListPattern(200), description: 'ids, comma-separated' })),
  },
  { additionalProperties: false },
);

export const ListFilters = {
  state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('closed')])),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  key: Type.Optional(Type.String({ maxLength: 50 })),
};

export const RegisterListQuery = Type.Object({ ...PagingQuery, ...ListFilters }, { additionalProperties: false });
export const RegisterExportQuery = Type.Object(ListFilters, { additionalProperties: false });

export const RegisterListRow = Type.Object({ ...RegisterRowSchema.properties, openChange: Nullable(OpenRecord) });

export const RegisterHistoryRow = Type.Object({
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  outcome: Type.Union([Type.Literal('done'), Type.Literal('skipped')]),
  reason: Nullable(Type.String()),
  source: Nullable(Type.Object({ module: Type.String(), recordId: Type.String() })),
  actorName: Type.String(),
  at: TimeText(),
});

export const RegisterOne = Type.Object({
  row: RegisterRowSchema,
  history: Type.Array(RegisterHistoryRow),
  records: Type.Array(Type.Object({ ...OpenRecord.properties, createTime: TimeText() })),
});

export const OneQuery = Type.Object({ id: IdString }, { additionalProperties: false });

/** One event of a register row's own stream, as surveylog by `enterpriseId` lists them (row-events.ts). */
export const RegisterRowEvent = Type.Object({
  seq: Type.Integer({ description: 'its place on the row’s stream' }),
  kind: Type.Union([Type.Literal('entered'), Type.Literal('renamed'), Type.Literal('changed'), Type.Literal('closed')]),
  typeName: Type.String({ description: 'what it did, in words (纳入名录, 更名, 情况更新, 移出名录)' }),
  on: Type.String({ description: 'yyyy-MM-dd: the day it took effect' }),
  at: TimeText(),
  actorName: Type.String(),
  record: Nullable(
    Type.Object(
      { module: Type.String(), moduleName: Type.String(), id: Type.String() },
      { description: 'the record whose approval made it; none for a row the seed or the union wrote' },
    ),
  ),
  reason: Nullable(Type.String({ description: 'a closing’s reason (a dictionary key)' })),
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() }), {
    description: 'the columns it changed, personal ones masked',
  }),
});
