import { request } from './http';
import type { DataOf, ItemOf } from './schema-types';

/** An account found for a verified phone (login by SMS code). */
export type PhoneAccount = ItemOf<'post', '/api/blade-crop/public/login/getCrop'>;

/** A tenant's site branding (`public/site`). */
export type SiteBranding = DataOf<'get', '/api/blade-crop/public/site'>;

/** The public area, reachable without login. */
export const publicArea = {
  /** Counts a visit to the tenant's site and answers its number. */
  visitCount: (tenantId: string) =>
    request<DataOf<'get', '/api/blade-crop/public/count/getcount'>>('/api/blade-crop/public/count/getcount', {
      silent: true,
      headers: { 'Tenant-Id': tenantId },
      ignoreUnauthorized: true,
    }),
  site: (tenantId: string) =>
    request<SiteBranding>('/api/blade-crop/public/site', { silent: true, headers: { 'Tenant-Id': tenantId }, ignoreUnauthorized: true }),
  /** Sends a login code to `phone` (answered alike whether or not an account uses it). */
  sendLoginCode: (phone: string, tenantId: string) =>
    request<DataOf<'get', '/api/blade-crop/public/sendLogin'>>('/api/blade-crop/public/sendLogin', {
      query: { phone },
      headers: { 'Tenant-Id': tenantId },
      ignoreUnauthorized: true,
    }),
  /** The accounts of the tenant bound to `phone`, once the code proves it (the code stays usable for the login). */
  phoneAccounts: (phone: string, code: string, tenantId: string) =>
    request<PhoneAccount[]>('/api/blade-crop/public/login/getCrop', {
      method: 'POST',
      json: { phone, code, tenantId },
      headers: { 'Tenant-Id': tenantId },
      ignoreUnauthorized: true,
    }),
};
