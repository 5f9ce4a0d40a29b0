import { Type } from '@sinclair/typebox';
import type { FieldDef } from '../../../catalogue';
import { ID_PATTERN } from '../../platform/core';

const IdOf = (description: string) => Type.String({ pattern: ID_PATTERN, description });

/** `?id=` of corpration/detail and setup/detail: a union below the caller's, or the caller's own. */
export const UnionIdQuery = Type.Object(
  { id: Type.Optional(IdOf('The union (a union below the caller’s); the caller’s own when absent')) },
  { additionalProperties: false },
);

/** `?unionId=` of the profile reads. */
export const ProfileQuery = Type.Object(
  { unionId: Type.Optional(IdOf('A union below the caller’s; the caller’s own when absent')) },
  { additionalProperties: false },
);

export const OfficerQuery = Type.Object({ id: IdOf('The officer entry') }, { additionalProperties: false });

export const OfficerListQuery = Type.Object(
  {
    unionId: Type.Optional(IdOf('A union below the caller’s; the caller’s own when absent')),
    current: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'Only those in office (true) or only former ones (false)' }),
    ),
  },
  { additionalProperties: false },
);

/**
 * The body of a section update: each field optional and loosely typed, since the catalogue's
 * validateForm checks them (and names a broken field with its rule) after Fastify's check.
 */
export function sectionBody(fields: readonly FieldDef[], options: { description?: string; example: Record<string, unknown> }) {
  return Type.Object(
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        Type.Optional(
          f.kind === 'integer'
            ? Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()])
            : Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
        ),
      ]),
    ),
    { additionalProperties: false, ...(options.description ? { description: options.description } : {}), examples: [options.example] },
  );
}
