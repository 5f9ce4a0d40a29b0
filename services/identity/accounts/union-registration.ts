import { Type, type Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { isValidUscc } from '../../../catalogue';
import { newId, type Database } from '../../../db';
import { badRequest, ID_PATTERN } from '../../platform/core';
import { assertAccountFree, checkAccountName, findActiveTenant } from './account-names';
import { assertCreditCodeFree } from './credit-code';
import { newPasswordHash } from './password-policy';
import { checkPhone } from './phone';
import { DEFAULT_TENANT } from './public-account-schemas';
import { checkSmsCode } from './sms-codes';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const UnionApplicationBody = Type.Object(
  {
    tenantId: Type.Optional(Type.String({ maxLength: 6 })),
    unionName: Type.Optional(Text(100, 'Name of the union to set up')),
    creditCode: Type.Optional(Text(18, 'Unified social credit code of the enterprise')),
    parentUnionId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: 'The higher-level union to join' })),
    account: Type.Optional(Text(64)),
    password: Type.Optional(Text(100, 'As typed (checked against the policy)')),
    password2: Type.Optional(Text(100)),
    linkName: Type.Optional(Text(50, 'Contact person')),
    phone: Type.Optional(Text(20, 'Contact mobile number, verified by the code of send-rcode')),
    code: Type.Optional(Text(10, 'SMS code of send-rcode')),
  },
  {
    additionalProperties: false,
    examples: [
      {
        tenantId: '000000',
        unionName: '北京新星科技有限公司工会',
        creditCode: '91110108MA01A1B2C7',
        parentUnionId: '1100',
        account: 'xinxing',
        password: 'Xinxing-2026!',
        password2: 'Xinxing-2026!',
        linkName: '李明',
        phone: '13800138000',
        code: '123456',
      },
    ],
  },
);
export type UnionApplication = Static<typeof UnionApplicationBody>;

/** Checks a union application in the order the form shows its fields, then stores it as pending. */
export async function applyForUnion(db: Kysely<Database>, body: UnionApplication): Promise<{ id: string; status: 'pending' }> {
  const tenantId = body.tenantId?.trim() || DEFAULT_TENANT;
  if (!(await findActiveTenant(db, tenantId))) throw badRequest('tenantId', 'exists', 'tenantUnknown');
  const unionName = body.unionName?.trim();
  if (!unionName) throw badRequest('unionName', 'required', 'unionNameRequired');
  const creditCode = body.creditCode?.trim().toUpperCase() || null;
  if (creditCode && !isValidUscc(creditCode)) throw badRequest('creditCode', 'uscc', 'creditCodeInvalid');
  const account = body.account?.trim();
  if (!account) throw badRequest('account', 'required', 'accountRequired');
  if (!body.password || !body.password2) throw badRequest('password', 'required', 'passwordFirst');
  if (body.password !== body.password2) throw badRequest('password2', 'match', 'passwordMismatch');
  const passwordHash = await newPasswordHash('password', body.password);
  checkAccountName('account', account);
  const linkName = body.linkName?.trim();
  if (!linkName) throw badRequest('linkName', 'required', 'linkNameRequired');
  const phone = checkPhone('phone', body.phone);
  if (body.parentUnionId) {
    const parent = await db
      .selectFrom('union_org')
      .select('kind')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', body.parentUnionId)
      .executeTakeFirst();
    if (parent?.kind !== 'launion') throw badRequest('parentUnionId', 'launion', 'identUnionMismatch');
  }
  await assertAccountFree(db, tenantId, account);
  // Checked again at approval (and by a unique index): another application may be approved first.
  await assertCreditCodeFree(db, tenantId, creditCode);
  await checkSmsCode(db, { purpose: 'register', phone, code: body.code ?? '', consume: true });
  const id = newId();
  try {
    await db
      .insertInto('registration')
      .values({
        id,
        tenant_id: tenantId,
        kind: 'union',
        account,
        name: unionName,
        password_hash: passwordHash,
        phone,
        link_name: linkName,
        union_name: unionName,
        credit_code: creditCode,
        parent_union_id: body.parentUnionId ?? null,
        reason: null,
        reviewer_id: null,
        review_time: null,
        user_id: null,
      })
      .execute();
  } catch (error) {
    // Two applications raced for the name: the unique index decides, the loser hears why.
    if ((error as { code?: string }).code === '23505') throw badRequest('account', 'unique', 'accountTaken');
    throw error;
  }
  return { id, status: 'pending' };
}
