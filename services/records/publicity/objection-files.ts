import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newId, type Database } from '../../../db';
import type { SessionUser } from '../../identity';
import { badRequest, isId, notFound } from '../../platform/core';
import { requiredFile, storeUpload, typedUpload, uploadDisplayName } from '../../platform/storage';

/** The `attachment.module` of an objection's files (the answer's evidence, the verification's); `record_id` is the objection's id. */
export const OBJECTION_FILES = 'publicity';

/** A stored file as the federation's detail lists it. */
export interface FileView {
  id: string;
  name: string;
  size: number;
  mime: string;
}

/**
 * Receives one upload for objection `objectionId` (multipart: `file`, `objectionId`), content-checked
 * as every upload (its type from its first bytes, 413 and 415 as elsewhere), after `allowed` has
 * checked the caller may add files to that objection now. The answer or verification then names it
 * in its `files`.
 */
export async function receiveObjectionFile(
  app: FastifyInstance,
  request: FastifyRequest,
  allowed: (objectionId: string) => Promise<void>,
): Promise<FileView> {
  const file = await requiredFile(request);
  const field = file.fields.objectionId;
  const objectionId = field && 'value' in field ? String(field.value) : '';
  if (!isId(objectionId)) throw badRequest('objectionId', 'required', 'required', { field: 'objectionId' });
  await allowed(objectionId);
  const upload = await typedUpload(file, 'document');
  const id = newId();
  const viewer = request.viewer;
  const objectKey = `${viewer.tenantId}/${OBJECTION_FILES}/${objectionId}/${id}.${upload.ext}`;
  const row = await storeUpload(app.storage, objectKey, upload, (size) =>
    app.db
      .insertInto('attachment')
      .values({
        id,
        tenant_id: viewer.tenantId,
        record_id: objectionId,
        module: OBJECTION_FILES,
        name: uploadDisplayName(file.filename, upload.ext),
        mime: upload.mime,
        size,
        object_key: objectKey,
        uploaded_by: viewer.id,
        create_time: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return { id: String(row.id), name: row.name, size: Number(row.size), mime: row.mime };
}

/**
 * The files `ids` as the caller's own uploads for the objection (400 naming `files[i]` for any
 * other id: another's upload, another objection's): the files an answer or verification carries.
 */
export async function ownObjectionFiles(db: Kysely<Database>, viewer: SessionUser, objectionId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('attachment')
    .select('id')
    .where('tenant_id', '=', viewer.tenantId)
    .where('module', '=', OBJECTION_FILES)
    .where('record_id', '=', objectionId)
    .where('uploaded_by', '=', viewer.id)
    .where('id', 'in', ids)
    .execute();
  const held = new Set(rows.map((r) => String(r.id)));
  const missing = ids.findIndex((id) => !held.has(id));
  if (missing >= 0) throw badRequest(`files[${missing}]`, 'upload', 'publicityFileUnknown');
  return [...ids];
}

/** The files of a tenant's objections by id, to show beside the answers and verifications. */
export async function objectionFileViews(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Map<string, FileView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'name', 'size', 'mime'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', OBJECTION_FILES)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [String(r.id), { id: String(r.id), name: r.name, size: Number(r.size), mime: r.mime }]));
}

/** One objection file of the tenant, to download (404 for any other attachment). */
export async function objectionFile(db: Kysely<Database>, tenantId: string, id: string) {
  const row = await db
    .selectFrom('attachment')
    .select(['name', 'mime', 'size', 'object_key'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', OBJECTION_FILES)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
