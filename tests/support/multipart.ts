import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BASIC, type ApiSession } from './api-client';
/** A multipart/form-data body with text fields and one file, for `app.inject`. */
export function multipartBody(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = `----union-portal-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The smallest valid PDF and PNG files, to upload as real documents. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads `file` to a module's `uploads` call (`url`) for record `id` as `session`; expects 200 and answers the upload's id. */
export async function uploadFile(
  app: FastifyInstance,
  session: ApiSession,
  url: string,
  id: string,
  file: { name: string; type: string; content: Buffer },
): Promise<string> {
  const { payload, contentType } = multipartBody({ id }, file);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
