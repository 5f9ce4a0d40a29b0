import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/core';
import { BPMN_LIMITS, BpmnParseStopped, parseBpmnOffThread, xmlShape, type BpmnOutcome } from '../bpmn';

/** Largest BPMN file taken: a model of hundreds of stages stays far below it. */
const MAX_BYTES = 2 * 1024 * 1024;
const TENANT_ID = /^[0-9]{6}$/;

/** What `deploy-upload` posts: the category, the tenants to share to, one BPMN file. */
export interface BpmnUpload {
  category: string;
  tenantIds: string[];
  fileName: string;
  xml: string;
}

/**
 * Reads the multipart body of `deploy-upload` (fields in any order around the file): 400 naming the
 * part when the category or the one `.bpmn` / `.xml` file is missing, a tenant number is malformed,
 * or the file is larger than a model can be.
 */
export async function readBpmnUpload(request: FastifyRequest): Promise<BpmnUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'fileType');
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BYTES) throw badRequest('files', 'maxSize', 'flowUploadFile');
        chunks.push(chunk);
      }
      file = { name: part.filename, content: Buffer.concat(chunks) };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const category = fields.category?.trim();
  if (!category) throw badRequest('category', 'required', 'required', { field: 'category' });
  if (!file || file.content.length === 0) throw badRequest('files', 'required', 'flowUploadFile');
  if (!/\.(bpmn|xml)$/i.test(file.name)) throw badRequest('files', 'fileType', 'flowUploadFile');
  const tenantIds = (fields.tenantIds ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const malformed = tenantIds.find((t) => !TENANT_ID.test(t));
  if (malformed !== undefined) throw badRequest('tenantIds', 'pattern', 'flowTenantUnknown', { tenantId: malformed.slice(0, 20) });
  const xml = file.content.toString('utf8');
  assertModelShaped(file.name, xml);
  return { category, tenantIds, fileName: file.name, xml };
}

/** The file as a message names it: the client's name, cut short. */
const shownName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/**
 * Before any parsing: a file nesting its elements deeper, or holding more of them, than a flow
 * model can is a 400 naming the file (a 2 MB file of 100,000 nested elements would hold the parser
 * for seconds).
 */
function assertModelShaped(fileName: string, xml: string): void {
  const shape = xmlShape(xml);
  if (shape.over === 'depth') {
    throw badRequest('files', 'maxDepth', 'flowUploadTooDeep', { file: shownName(fileName), limit: String(BPMN_LIMITS.depth) });
  }
  if (shape.over === 'elements') {
    throw badRequest('files', 'maxElements', 'flowUploadTooMany', { file: shownName(fileName), limit: String(BPMN_LIMITS.elements) });
  }
}

/**
 * Reads the uploaded file into a model off the request thread (`parseBpmnOffThread`); a file the
 * reader cannot finish within its time and memory is a 400 naming the file.
 */
export async function readUploadedModel(upload: BpmnUpload, fields: readonly string[]): Promise<BpmnOutcome> {
  try {
    return await parseBpmnOffThread(upload.xml, { fields });
  } catch (err) {
    if (!(err instanceof BpmnParseStopped)) throw err;
    throw badRequest('files', err.why, 'flowUploadTooHeavy', { file: shownName(upload.fileName) });
  }
}
