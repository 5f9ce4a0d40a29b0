import { isMobile } from '../../../catalogue';
import { badRequest } from '../../platform/core';

/** The mobile number, checked; 400 naming `field` otherwise. */
export function checkPhone(field: string, phone: string | undefined): string {
  const value = (phone ?? '').trim();
  if (!isMobile(value)) throw badRequest(field, 'mobile', 'phoneInvalid');
  return value;
}
