import { Type } from '@sinclair/typebox';
import type { SwaggerTransform } from '@fastify/swagger';
import {
  dictKeysOf,
  formExample,
  listedStates,
  formJsonSchema,
  type FieldDef,
  type JsonSchema,
  type ModuleEntry,
} from '../../../catalogue';
import { ID_PATTERN, idListPattern, PagingQuery } from '../../platform/core';
import { formPartsOf } from './form-parts';

export const IdString = Type.String({ pattern: ID_PATTERN, description: '64-bit id as a string' });
export const IdsString = Type.String({ pattern: idListPattern(1000), maxLength: 2100, description: 'Comma-separated ids' });
export const ProcessInstanceId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const RecordPageQuery = Type.Object(
  {
    ...PagingQuery,
    state: Type.Optional(
      Type.Union(
        [...listedStates, 'end' as const].map((s) => Type.Literal(s)),
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

/** The page call's query of one module: with `category` where the entry lists its records by kind (`categoryField`). */
export function recordPageQuery(entry: ModuleEntry) {
  const subject = entry.subject;
  if (!entry.categoryField && !subject) return RecordPageQuery;
  const label = entry.fields.find((f) => f.name === entry.categoryField)?.label.en ?? entry.categoryField;
  return Type.Object(
    {
      ...RecordPageQuery.properties,
      ...(entry.categoryField
        ? {
            category: Type.Optional(
              Type.String({ maxLength: 100, description: `Only the records of this ${label} (field ${entry.categoryField})` }),
            ),
          }
        : {}),
      // A record filed about something else: the records about one subject (its route parameter, `sid` or `pid`).
      ...(subject
        ? {
            [subject.param]: Type.Optional(
              Type.String({ pattern: ID_PATTERN, description: `Only the records about this one (field ${subject.field})` }),
            ),
          }
        : {}),
    },
    { additionalProperties: false },
  );
}

export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });

/** The keys of a save / submit body beside the form's fields. */
const recordKeys = () => ({
  id: Type.Optional(IdString),
  taskId: Type.Optional(Type.String({ maxLength: 60, description: 'The task that returned the record (resubmit)' })),
});

/**
 * What Fastify checks of a save / submit body: only the record's keys. The form's fields are the
 * catalogue's to check (validateForm), so a 400 names every broken field with its rule and message.
 */
export function formBodySchema(entry: ModuleEntry, withTask: boolean) {
  // taskId is a key of every form body (FormBody); only resubmit names it in the document.
  return Type.Object(recordKeys(), {
    additionalProperties: true,
    description: `Form of ${entry.title.en}${withTask ? ' (taskId of the returning task in the body or the query)' : ''}`,
  });
}

/**
 * The body as the OpenAPI document shows it: the keys and every field's JSON schema (the field
 * registry's), the keys of the entry's form parts (a questionnaire's answers), the fields required
 * on submit, and a complete example. Documentation only (see `formBodySchema`): a route hands it to
 * the document through `documentedBody`. Made when the document is, since the shapes add their form
 * parts after the engine's routes are registered.
 */
export function formBodyDoc(
  entry: ModuleEntry,
  fields: readonly FieldDef[],
  opts: { withTask: boolean; submit: boolean; summary?: string; example?: Record<string, unknown> },
): () => JsonSchema {
  return () => {
    const form = formJsonSchema(fields, { required: opts.submit });
    const { taskId, ...id } = recordKeys();
    const keys = Type.Object(opts.withTask ? { ...id, taskId } : id);
    const parts = formPartsOf(entry).flatMap((p) => (p.document ? [{ keys: p.keys, ...p.document }] : []));
    const required = [...((form.required as string[] | undefined) ?? []), ...(opts.submit ? parts.flatMap((p) => p.requiredOnSubmit) : [])];
    // A category's own submit shows that category's example (honor1's submitTeam: a team's form).
    const source = opts.example ?? entry.example;
    const partExample = parts.flatMap((p) => p.keys.filter((k) => k in source).map((k) => [k, source[k]] as const));
    const example = { ...formExample(fields, source, dictKeysOf(entry.fields, source)), ...Object.fromEntries(partExample) };
    return {
      ...form,
      properties: {
        ...keys.properties,
        ...(form.properties as Record<string, JsonSchema>),
        ...Object.assign({}, ...parts.map((p) => p.properties)),
      },
      ...(required.length ? { required } : {}),
      additionalProperties: true,
      description: `${opts.summary ?? `Form of ${entry.title.en}`}: ${[...fields.map((f) => f.name), ...parts.flatMap((p) => p.keys)].join(', ')}`,
      example,
    };
  };
}

/** Route config that shows `body` (made when the document is) in the OpenAPI document instead of the schema Fastify validates with. */
export function documentedBody(body: () => JsonSchema): { swaggerTransform: SwaggerTransform } {
  return { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: body() } as typeof schema, url }) };
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

/**
 * `print=full` (beyond calls.tsv): the PDF with personal data in full, the 审批表 to be signed and filed;
 * to the record's applicant union and reviewers only (403 `notEntitled`), each print logged.
 */
const PrintMode = Type.Optional(
  Type.Literal('full', { description: 'Print personal data in full (the applicant union and reviewers only; logged)' }),
);

export const ReviewQuery = Type.Object(
  { id: IdString, timestamp: Type.Optional(Type.String({ maxLength: 20 })), print: PrintMode },
  { additionalProperties: false },
);

/** The `id` of a read answering the caller union's newest record (of `what`) without one (`newestWithoutId`, a category's detail). */
export const OptionalIdString = (what = '') =>
  Type.Optional({ ...IdString, description: `The record; without it the caller union's newest${what}` });
export const OptionalIdQuery = Type.Object({ id: OptionalIdString() }, { additionalProperties: false });
/** A detail by `id`, or by the campaign the caller union's record answers (`sendOut.campaignField`: finance6 `surveyId`). */
export const IdOrCampaignQuery = (campaignField: string) =>
  Type.Object(
    {
      id: OptionalIdString(' of the campaign'),
      [campaignField]: Type.Optional({ ...IdString, description: "The campaign: without `id`, the caller union's record of it" }),
    },
    { additionalProperties: false },
  );
export const OptionalReviewQuery = Type.Object(
  { id: OptionalIdString(), timestamp: Type.Optional(Type.String({ maxLength: 20 })), print: PrintMode },
  { additionalProperties: false },
);

export const DownloadQuery = Type.Object(
  { id: IdString, taskId: Type.Optional(Type.String({ maxLength: 60 })), print: PrintMode },
  { additionalProperties: false },
);
