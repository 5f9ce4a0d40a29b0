import { Type } from '@sinclair/typebox';
import { ID_PATTERN } from '../../platform/core';

// Query and body schemas of the public account calls.

/** The tenant of a public call that names none. */
export const DEFAULT_TENANT = '000000';
const Id = Type.String({ pattern: ID_PATTERN, description: '64-bit id as a string' });
const TenantId = Type.String({ pattern: '^[0-9]{6}$', description: 'Tenant number; 000000 when left out' });
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const PhoneQuery = Type.Object({ phone: Text(20) }, { additionalProperties: false });
export const PhoneBody = Type.Object({ phone: Text(20) }, { additionalProperties: false, examples: [{ phone: '13800138000' }] });
export const ForgetLookupQuery = Type.Object(
  { name: Text(64, 'Account name'), tenantId: Type.Optional(TenantId) },
  { additionalProperties: false },
);
export const ForgetSendQuery = Type.Object({ id: Id }, { additionalProperties: false });
export const ForgetSaveBody = Type.Object(
  {
    id: Id,
    code: Text(10, 'SMS code'),
    pwd: Text(100, 'The new password as typed'),
    pwd1: Text(100, 'The new password again'),
  },
  { additionalProperties: false, examples: [{ id: '2005', code: '123456', pwd: 'New-Passw0rd!', pwd1: 'New-Passw0rd!' }] },
);
export const LoginLookupBody = Type.Object(
  { phone: Text(20), code: Text(10, 'SMS code'), tenantId: Type.Optional(TenantId) },
  { additionalProperties: false, examples: [{ phone: '13800138000', code: '123456' }] },
);
export const TenantHeader = Type.Object({ 'tenant-id': Type.Optional(TenantId) });

// What the public account calls answer.

/** forget/getUser: the account and its phone, masked (a decoy when no account has that name). */
export const ForgetAccount = Type.Object({ id: Type.String(), phone: Type.String({ description: 'Masked: 138****8000' }) });
/** forget/send: where the code went, masked. */
export const MaskedPhone = Type.Object({ phone: Type.String({ description: 'Masked: 138****8000' }) });
/** login/getCrop: an account bound to the phone. */
export const PhoneAccount = Type.Object({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  unionName: Type.String(),
  isSub: Type.Boolean(),
});
/** A registration or application stored, waiting for an administrator. */
export const PendingRegistration = Type.Object({ id: Type.String(), status: Type.Literal('pending') });
