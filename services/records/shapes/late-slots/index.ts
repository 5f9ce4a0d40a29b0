/**
 * The late slots (`lateSlots`): attachment slots of a record filled after its approval, through
 * `uploadAttachment` (modelWorkerSelection3's stamped scan of the approval form). Only the applicant
 * union uploads, only while the record is approved and no approved summary gathers it yet (409
 * `lateSlotClosed`); the file is checked by its content as every upload, stored as one of the
 * record's attachments and named under its slot (`record_late_file`).
 */
import type {} from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleEntry } from '../../../../catalogue';
import { newId } from '../../../../db';
import { AppError, badRequest, forbidden, isId, ok, okOf } from '../../../platform/core';
import { requiredFile, storeUpload, typedUpload, uploadDisplayName } from '../../../platform/storage';
import { findVisibleRecord, type RecordShape } from '../../engine';
import { LateFileSchema } from './schemas';
import { gatheredByApprovedSummary } from './gathered';

const fieldValue = (fields: Record<string, unknown>, name: string): string => {
  const f = fields[name] as { value?: unknown } | undefined;
  return f && 'value' in f ? String(f.value) : '';
};

/** The slot's file types as one upload kind: a pdf-only slot takes pdf, an image-only one images, others documents. */
function kindOf(entry: ModuleEntry, slot: string): 'pdf' | 'image' | 'document' {
  const types = entry.fields.flatMap((f) => f.slots ?? []).find((s) => s.key === slot)?.types ?? [];
  return types.length === 1 && (types[0] === 'pdf' || types[0] === 'image') ? types[0] : 'document';
}

export const lateSlotsShape: RecordShape<readonly string[]> = {
  name: 'lateSlots',
  option: (entry) => (entry.lateSlots?.length ? entry.lateSlots : undefined),
  routes: (entry, slots) => async (base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/uploadAttachment',
      {
        config: { permission: `${entry.key}.edit` },
        schema: {
          tags: [entry.key],
          summary: `Upload a file to a late slot of an approved record (multipart: id, slot (${slots.join(', ')}), file)`,
          consumes: ['multipart/form-data'],
          response: { 200: okOf(LateFileSchema) },
        },
      },
      async (request) => {
        const file = await requiredFile(request);
        const id = fieldValue(file.fields, 'id');
        const slot = fieldValue(file.fields, 'slot');
        if (!isId(id)) throw badRequest('id', 'required', 'required', { field: 'id' });
        if (!slots.includes(slot)) throw badRequest('slot', 'oneOf', 'lateSlotUnknown', { slots: slots.join(', ') });
        const viewer = request.viewer;
        const record = await findVisibleRecord(app.db, viewer, { id }, entry.key);
        if (String(record.union_id) !== viewer.unionId) throw forbidden();
        if (record.state !== 'approved' || (await gatheredByApprovedSummary(app.db, viewer.tenantId, entry, id))) {
          throw new AppError(409, 'lateSlotClosed', {}, { reason: 'lateSlotClosed', state: record.state });
        }
        const upload = await typedUpload(file, kindOf(entry, slot));
        const attachmentId = newId();
        const objectKey = `${viewer.tenantId}/${entry.key}/${id}/${attachmentId}.${upload.ext}`;
        const row = await storeUpload(app.storage, objectKey, upload, (size) =>
          app.db.transaction().execute(async (trx) => {
            const a = await trx
              .insertInto('attachment')
              .values({
                id: attachmentId,
                tenant_id: viewer.tenantId,
                record_id: id,
                module: entry.key,
                name: uploadDisplayName(file.filename, upload.ext),
                mime: upload.mime,
                size,
                object_key: objectKey,
                uploaded_by: viewer.id,
                create_time: new Date(),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('record_late_file')
              .values({ tenant_id: viewer.tenantId, attachment_id: attachmentId, record_id: id, slot, uploaded_by: viewer.id })
              .execute();
            return a;
          }),
        );
        return ok(request, {
          id: String(row.id),
          recordId: id,
          slot,
          name: row.name,
          size: Number(row.size),
          mime: row.mime,
          url: `/api/blade-crop/crop/${entry.key}/attachment?id=${row.id}`,
        });
      },
    );
  },
};
