import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN, IdString, Nullable, PagingQuery } from '../../platform/core';

export const HonourQuery = Type.Object(
  {
    // First: a malformed id is named before the other parameters (the validator reports in this order).
    unionId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: "A union of the caller's scope: it and the unions below it" })),
    ...PagingQuery,
    type: Type.Union([Type.Literal('person'), Type.Literal('team')], { description: 'Honours of persons, or of collectives and teams' }),
    year: Type.Optional(Type.Integer({ minimum: 1950, maximum: 2100 })),
    level: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$', description: 'Key of dictionary honour_level' })),
    honourName: Type.Optional(Type.String({ maxLength: 60, description: 'The honour contains' })),
    holderName: Type.Optional(Type.String({ maxLength: 100, description: "The holder's name contains" })),
    source: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,59}$', description: 'The module the honour came from' })),
  },
  { additionalProperties: false },
);
export type HonourFilters = Static<typeof HonourQuery>;

export const HonourRow = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('person'), Type.Literal('team')]),
  holderName: Type.String(),
  idCardMasked: Nullable(Type.String({ description: 'The ID number with its birth date and order hidden (110108********3025)' })),
  unionId: IdString,
  unionName: Type.String(),
  unitName: Nullable(Type.String()),
  unitUscc: Nullable(Type.String()),
  honourName: Type.String(),
  level: Type.String(),
  levelName: Type.String(),
  year: Type.Integer(),
  awardingBody: Type.String(),
  decisionNo: Nullable(Type.String()),
  awardDate: Type.String(),
  sourceModule: Type.String(),
  sourceRecordId: IdString,
});

export const UnionHonoursQuery = Type.Object(
  {
    unionId: Type.Optional(
      Type.String({ pattern: ID_PATTERN, description: "A union of the caller's scope; the caller's own when absent" }),
    ),
  },
  { additionalProperties: false },
);
