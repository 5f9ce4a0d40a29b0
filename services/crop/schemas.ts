import { Type } from '@sinclair/typebox';
import type { ModuleEntry } from '../../catalogue';
import { ID_PATTERN, idListPattern, PagingQuery } from '../core';

export const IdString = Type.String({ pattern: ID_PATTERN, description: '64-bit id as a string' });
export const IdsString = Type.String({ pattern: idListPattern(1000), maxLength: 2100, description: 'Comma-separated ids' });
export const ProcessInstanceId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const RecordPageQuery = Type.Object(
  {
    ...PagingQuery,
    state: Type.Optional(
      Type.Union(
        ['draft', 'in_review', 'returned', 'approved', 'cancelled', 'expired', 'end'].map((s) => Type.Literal(s)),
        {
          description: 'State filter; `end` selects finished records',
        },
      ),
    ),
    createTimeBegin: Type.Optional(Type.String({ maxLength: 19, description: 'yyyy-MM-dd HH:mm:ss' })),
    createTimeEnd: Type.Optional(Type.String({ maxLength: 19, description: 'yyyy-MM-dd HH:mm:ss' })),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });

/** The save / submit body: the record's keys and the module's form fields (checked by the catalogue). */
export function formBodySchema(entry: ModuleEntry, withTask: boolean) {
  return Type.Object(
    {
      id: Type.Optional(IdString),
      ...(withTask ? { taskId: Type.Optional(Type.String({ maxLength: 60 })) } : {}),
    },
    {
      additionalProperties: true,
      description: `Form of ${entry.title.en}: ${entry.fields.map((f) => f.name).join(', ')}`,
      examples: [entry.example],
    },
  );
}

export const RemoveParams = Type.Object({ ids: Type.Optional(IdsString), id: Type.Optional(IdString) }, { additionalProperties: false });

export const ResubmitQuery = Type.Object(
  { taskId: Type.Optional(Type.String({ maxLength: 60, description: 'The task that returned the record (or in the body)' })) },
  { additionalProperties: false },
);

export const WithdrawQuery = Type.Object({ processInstanceId: ProcessInstanceId }, { additionalProperties: false });

export const CancelQuery = Type.Object(
  { id: Type.Optional(IdString), processInstanceId: ProcessInstanceId, reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const ReviewQuery = Type.Object(
  { id: IdString, timestamp: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

export const DownloadQuery = Type.Object(
  { id: IdString, taskId: Type.Optional(Type.String({ maxLength: 60 })) },
  { additionalProperties: false },
);
