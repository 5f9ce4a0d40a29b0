import { isValidUscc } from '../../rules/uscc';
import { isMobile } from '../../rules/formats';
import { isValidIdCard } from '../id-card';
import { maskBankAccount, maskIdCard, maskMobile } from '../masks';
import { stringKind } from './text-like';

export const text = stringKind({});
export const textarea = stringKind({});

export const mobile = stringKind({ rule: 'mobile', valid: isMobile, schema: { example: '13800138000' }, mask: maskMobile });

/** An account number: digits only, 12 to 30 (no Luhn check: not every account number carries one). */
export const isBankAccount = (value: string) => /^\d{12,30}$/.test(value);

export const bankAccount = stringKind({
  rule: 'bankAccount',
  valid: isBankAccount,
  transform: (s) => s.replace(/\s+/g, ''),
  schema: { pattern: '^(\\d{12,30})?$', example: '6222020200112345678' },
  mask: maskBankAccount,
});

/** 区号-号码[-分机]: a 3- or 4-digit area code starting 0, 7 or 8 digits, an optional extension. */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/.test(value);
}
export const landline = stringKind({ rule: 'landline', valid: isLandline, schema: { example: '010-62345678' } });

/** An address a mail server would take: one @, a dot in the domain, no spaces, 254 characters at most. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
}
export const email = stringKind({ rule: 'email', valid: isEmail, schema: { example: 'union@example.cn' } });

export const idCard = stringKind({
  rule: 'idCard',
  valid: (s, ctx) => isValidIdCard(s, ctx.today),
  transform: (s) => s.toUpperCase(),
  schema: { pattern: '^(\\d{17}[\\dXx])?$', example: '11010519491231002X' },
  mask: maskIdCard,
});

export const uscc = stringKind({
  rule: 'uscc',
  valid: isValidUscc,
  transform: (s) => s.toUpperCase(),
  schema: { pattern: '^([0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{18})?$', example: '91350100M000100Y43' },
});
