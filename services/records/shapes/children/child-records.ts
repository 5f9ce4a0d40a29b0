import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import type { RecordRow } from '../../../../db';
import { notFound } from '../../../platform/core';
import { isReservedBy } from '../../engine/id-reservations';
import { findVisibleRecord } from '../../engine/record-queries';

/** The module's parent record (an entry) the viewer may see; a child's id is not one (404). */
export async function findEntry(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, id: string): Promise<RecordRow> {
  const row = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
  if (row.parent_id !== null) throw notFound();
  return row;
}

/** One child record (a work) the viewer may see; an entry's id is not one (404). */
export async function findChild(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, id: string): Promise<RecordRow> {
  const row = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
  if (row.parent_id === null) throw notFound();
  return row;
}

/** A work id the viewer reserved with `getid` for this module (its files may be uploaded before it exists). */
export async function isReservedByViewer(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, id: string): Promise<boolean> {
  return isReservedBy(app.db, request.viewer, entry.key, id);
}

/** Whether a record with this id exists in the viewer's tenant at all (visible or not). */
export async function recordExists(app: FastifyInstance, tenantId: string, id: string): Promise<boolean> {
  return (
    (await app.db.selectFrom('record').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
