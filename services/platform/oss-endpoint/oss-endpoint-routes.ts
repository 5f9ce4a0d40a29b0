import type {} from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { fileAnswer, notFound, ok, okOf } from '../core';
import { requiredFile, sniffUpload, storeUpload, typedUpload, uploadDisplayName } from '../storage';
import { newStoredName, objectKeyOf, STORED_NAME_PATTERN } from './stored-names';

const tags = ['oss'];
/** Any logged-in account, as its own profile: the avatar is this endpoint's caller in the console. */
const login = { permission: 'user.self' };

/** BladeX's answer to an upload (`BladeFile`): no attach row is kept, so no `attachId`. */
const BladeFile = Type.Object(
  {
    link: Type.String({ description: 'Where the file is read back: `domain/name`, a GET with the token (not a public address)' }),
    domain: Type.String({ description: 'The address the names are under' }),
    name: Type.String({ description: 'The stored name: generated, with the extension of the type its bytes showed' }),
    originalName: Type.String({ description: "The client's file name, sanitised, with the detected type's extension" }),
  },
  { $id: 'BladeFile' },
);

const FileParams = Type.Object(
  { name: Type.String({ pattern: STORED_NAME_PATTERN, description: 'The `name` put-file answered' }) },
  { additionalProperties: false },
);

/**
 * `/api/blade-resource/oss/endpoint`: the object-storage endpoint. `put-file` keeps a file in the
 * caller's tenant (an image, jpg, png, gif or webp, or a document of the kinds a record carries,
 * recognised by its bytes, at most the app's upload limit) and answers where it is read back;
 * `file/:name` streams it to a logged-in account of the same tenant.
 */
export async function ossEndpointRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const domain = `${app.prefix}/file`;

  app.post(
    '/put-file',
    {
      config: login,
      schema: {
        tags,
        summary: 'Upload a file to the object storage (multipart: file)',
        description:
          'An image (jpg, png, gif, webp) or a document (pdf, word, excel, zip), recognised by its bytes; the console sends the profile’s avatar here.',
        consumes: ['multipart/form-data'],
        response: { 200: okOf(BladeFile) },
      },
    },
    async (request) => {
      const file = await requiredFile(request);
      const upload = await typedUpload(file, 'storedFile');
      const name = newStoredName(upload.ext);
      await storeUpload(app.storage, objectKeyOf(request.viewer.tenantId, name), upload, async () => undefined);
      return ok(request, { link: `${domain}/${name}`, domain, name, originalName: uploadDisplayName(file.filename, upload.ext) });
    },
  );

  app.get(
    '/file/:name',
    {
      config: { ...login, jobs: 'file' },
      schema: {
        tags,
        summary: 'Read a file put-file stored, in the caller’s tenant',
        params: FileParams,
        response: { 200: fileAnswer('application/octet-stream', 'The file, under the type its bytes show') },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const stored = await app.storage.getStream(objectKeyOf(request.viewer.tenantId, name));
      if (!stored) throw notFound();
      // The type is read off the bytes again (local disk keeps none), by the same check as the upload.
      const typed = await sniffUpload(stored, 'storedFile');
      if (!typed) throw notFound();
      return reply
        .type(typed.mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(typed.body);
    },
  );
}
