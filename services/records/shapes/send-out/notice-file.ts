import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../../../db';
import { requiredFile, storeUpload, typedUpload, uploadDisplayName } from '../../../platform/storage';

/**
 * The notice a campaign is sent with (调查通知: field3ques `upFile`), a pdf or office file of the
 * sender's, not of a record: stored as an attachment that is its own owner (its `record_id` its id),
 * so only its uploader reads it through the module's attachment call until a campaign names it.
 */
export async function storeNoticeFile(
  app: FastifyInstance,
  request: FastifyRequest,
  module: string,
): Promise<{ id: string; name: string }> {
  const file = await requiredFile(request);
  const upload = await typedUpload(file, 'document');
  const id = newId();
  const objectKey = `${request.viewer.tenantId}/${module}/campaign-notice/${id}.${upload.ext}`;
  const row = await storeUpload(app.storage, objectKey, upload, (size) =>
    app.db
      .insertInto('attachment')
      .values({
        id,
        tenant_id: request.viewer.tenantId,
        record_id: id,
        module,
        name: uploadDisplayName(file.filename, upload.ext),
        mime: upload.mime,
        size,
        object_key: objectKey,
        uploaded_by: request.viewer.id,
        create_time: new Date(),
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow(),
  );
  return { id: String(row.id), name: row.name };
}
