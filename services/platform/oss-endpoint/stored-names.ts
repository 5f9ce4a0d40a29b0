import { randomBytes } from 'node:crypto';

/**
 * A stored file's name: 128 random bits, so that a link cannot be guessed from another (record ids
 * are time-ordered), and the extension its bytes showed.
 */
export const STORED_NAME_PATTERN = '^[0-9a-f]{32}\\.[0-9a-z]{1,8}$';

export const newStoredName = (ext: string): string => `${randomBytes(16).toString('hex')}.${ext}`;

/**
 * The object of `name` in the tenant's part of the storage. A name is always read in the caller's
 * tenant, so a link followed from another tenant finds nothing (404), whoever holds it.
 */
export const objectKeyOf = (tenantId: string, name: string): string => `${tenantId}/put-file/${name}`;
