import type { PhoneAccount } from '../../../api';
import { getSession, removeSession, setSession } from '../../../lib';

/** What the identity check (/verify) works from: a phone proven by an SMS code and its accounts. */
export interface VerifyDetail {
  tenantId: string;
  phone: string;
  code: string;
  accounts: PhoneAccount[];
}

const KEY = 'verify';

/** The pending identity check of this tab, if a phone was just proven. */
export function getVerifyDetail(): VerifyDetail | undefined {
  const raw = getSession(KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as VerifyDetail;
  } catch {
    return undefined;
  }
}

export function setVerifyDetail(detail: VerifyDetail): void {
  setSession(KEY, JSON.stringify(detail));
}

export function clearVerifyDetail(): void {
  removeSession(KEY);
}
