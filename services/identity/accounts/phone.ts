import { isMobile } from '../../../catalogue';
import { badRequest } from '../../platform/core';

/** The mobile number, checked; 400 naming `field` otherwise. */
export function checkPhone(field: string, phone: string | undefined): string {
  const value = (phone ?? '').trim();
  if (!isMobile(value)) throw badRequest(field, 'mobile', 'phoneInvalid');
  return value;
}

/** `138****5678`: enough for the owner to recognise, too little to use. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
