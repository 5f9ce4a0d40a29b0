import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { okSchema } from './reply';

/**
 * Response schemas. fast-json-stringify writes what a schema names and nothing else, and writes a
 * null as "" or 0 where the schema does not allow null: every field a handler answers is listed
 * here with its nullability (the response check of services/platform/openapi holds the tests to it).
 */

/** `T` or null (OpenAPI 3.0: `nullable: true`). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A calendar day, yyyy-MM-dd: a day that exists (\`format: date\` checks the month's days and leap
 * years), so 2026-13-45 is a 400 naming the field and never reaches the database.
 */
export const DayText = (description = 'yyyy-MM-dd') => Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** A time as the API writes it (`yyyy-MM-dd HH:mm:ss`, services/platform/core/time.ts). */
export const TimeText = (options: { description?: string } = {}) => Type.String({ description: 'yyyy-MM-dd HH:mm:ss', ...options });

/** The page answer of CONVENTIONS.md around rows of `row`. */
export function pageSchemaOf<T extends TSchema>(row: T) {
  return Type.Object({
    records: Type.Array(row),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    searchCount: Type.Boolean(),
    pages: Type.Integer(),
  });
}

/**
 * A node of the trees `nest` (services/identity/permissions/tree.ts) builds: `properties` plus its `children`
 * (nodes of the same shape) and `hasChildren`. `id` names the schema in the OpenAPI document: one
 * name per shape of node.
 */
export function treeOf<T extends TProperties>(id: string, properties: T) {
  return Type.Recursive((This) => Type.Object({ ...properties, children: Type.Array(This), hasChildren: Type.Boolean() }), {
    $id: id,
  });
}

/** The success envelope around `data`: `okSchema` with the type required. */
export const okOf = <T extends TSchema>(data: T) => okSchema(data);

/** The success envelope around a page of `row`. */
export const okPageOf = <T extends TSchema>(row: T) => okSchema(pageSchemaOf(row));

/** The success envelope of a command that answers `true` or `false`. */
export const okBoolean = () => okSchema(Type.Boolean());

/** A 200 that is a file, not JSON (previews, zips, downloads, exports): declared under its media type. */
export const fileAnswer = (mime: string, description: string) => ({
  description,
  content: { [mime]: { schema: { type: 'string', format: 'binary' } } },
});

/** One broken rule of a 400 (services/platform/core/error-handler.ts): the field, the rule, the message, a limit. */
const FieldIssue = Type.Object(
  {
    field: Type.String(),
    rule: Type.String(),
    message: Type.String(),
    limit: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
);

/**
 * Every failure's envelope: `data` is null, or the broken rules of a 400 (`errors`), or what a 409
 * names (`state`, `stateName`; `stage`, `reviewer`; `status`). Open to more: an error schema must
 * never strip what the handler sends.
 */
export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer(),
    success: Type.Boolean(),
    msg: Type.String(),
    data: Type.Union([
      Type.Object(
        {
          errors: Type.Optional(Type.Array(FieldIssue)),
          state: Type.Optional(Type.String()),
          stateName: Type.Optional(Type.String()),
        },
        { additionalProperties: true },
      ),
      Type.Null(),
    ]),
  },
  { $id: 'ErrorEnvelope', description: 'The envelope of a failure' },
);
