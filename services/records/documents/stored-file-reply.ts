import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../platform/core';
import { disposition } from './disposition';

/** A stored upload as its attachment row holds it. */
export interface StoredUpload {
  object_key: string;
  mime: string;
  size: number | string;
  name: string;
}

/**
 * Answers a stored upload as a download under its own type and name, never sniffed into another;
 * 404 when the storage has lost it.
 */
export async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, file: StoredUpload) {
  const body = await app.storage.getStream(file.object_key);
  if (!body) throw notFound();
  return reply
    .type(file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', disposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
