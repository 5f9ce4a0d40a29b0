import { Type } from '@sinclair/typebox';

export const IdString = Type.String({ pattern: '^[0-9]{1,20}$', description: '64-bit id as a string' });
export const TenantIdString = Type.String({ pattern: '^[0-9]{6}$', description: 'Tenant number (6 digits)' });
export const IdsString = Type.String({
  pattern: '^[0-9]{0,20}(,[0-9]{1,20}){0,199}$',
  maxLength: 4200,
  description: 'Comma-separated ids',
});
export const ShortText = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });
