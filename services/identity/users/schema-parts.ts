import { Type } from '@sinclair/typebox';
import { ID_PATTERN, idListPattern } from '../../platform/core';

export const IdString = Type.String({ pattern: ID_PATTERN, description: '64-bit id as a string' });
export const TenantIdString = Type.String({ pattern: '^[0-9]{6}$', description: 'Tenant number (6 digits)' });
export const IdsString = Type.String({
  pattern: idListPattern(200, { allowEmpty: true }),
  maxLength: 4200,
  description: 'Comma-separated ids',
});
export const ShortText = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });
