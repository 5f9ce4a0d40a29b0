import { Type } from '@sinclair/typebox';
import { listedStates } from '../../../../catalogue';
import { IdString, idListPattern, PagingQuery } from '../../../platform/core';

const STATES = listedStates;
/** The call an entry enters, on the wire as the spec names it (`activityId`), whatever the module's `children.call.idField` is. */
const CallId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: "The call (the value of the module's call field, children.call.idField)",
});

export const ChildListQuery = Type.Object(
  {
    ...PagingQuery,
    parentId: IdString,
    state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);

export const WorksPageQuery = Type.Object(
  {
    ...PagingQuery,
    activityId: Type.Optional(CallId),
    state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);

export const IdOnlyQuery = Type.Object({ id: IdString }, { additionalProperties: false });
export const CallQuery = Type.Object({ activityId: CallId }, { additionalProperties: false });

/** childsubmit: the work's form with its entry, its id (new: reserved with getid) and the author's code. */
export const ChildSubmitBody = Type.Object(
  {
    parentId: Type.Optional(IdString),
    id: Type.Optional(IdString),
    taskId: Type.Optional(Type.String({ maxLength: 60 })),
    smsCode: Type.Optional(Type.String({ maxLength: 6, description: 'The code sendCode texted to the author' })),
  },
  { additionalProperties: true },
);

export const WorksSubmitBody = Type.Object(
  { ids: Type.Union([Type.String({ pattern: idListPattern(100) }), Type.Array(IdString, { minItems: 1, maxItems: 100 })]) },
  { additionalProperties: false },
);

export const ChildRemoveBody = Type.Object(
  { id: IdString, reason: Type.String({ maxLength: 200, description: 'Why the work is removed (kept in its history)' }) },
  { additionalProperties: false },
);

export const ExcelBody = Type.Object(
  { parentId: IdString, filepath: Type.String({ pattern: '^\\d{1,20}$', description: 'Id of the workbook uploaded to the entry' }) },
  { additionalProperties: false },
);

export const SendCodeQuery = Type.Object(
  { mobile: Type.String({ pattern: '^1[3-9]\\d{9}$', description: "The author's mobile" }) },
  { additionalProperties: false },
);

export const BeginBody = Type.Object(
  {},
  { additionalProperties: true, description: 'The entry form: the fields of the module, its call (children.call) among them' },
);
