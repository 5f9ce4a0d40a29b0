import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { CategoryCallsDef, ModuleEntry } from '../../../catalogue';
import type { RecordRow } from '../../../db';
import { badRequest, notFound, ok, okOf, okPageOf, pageOf } from '../../platform/core';
import { RecordDetailSchema, RecordRowSchema } from './answer-schemas';
import { recordDetail, recordRows } from './record-answers';
import { findVisibleRecord, listRecords } from './record-queries';
import { newestOfUnion } from './newest-record';
import { OptionalIdString, recordPageQuery } from './schemas';
import type { FormBody } from './form-input';

/**
 * The body of a category's own submit or resubmit (`submitTeam`): its category filled in when the
 * client names none, refused (400, the category field) when it names another one.
 */
export function categoryBody(entry: ModuleEntry, category: CategoryCallsDef, body: FormBody): FormBody {
  const field = entry.categoryField!;
  const sent = body[field];
  if (sent !== undefined && sent !== null && sent !== '' && String(sent) !== category.value) {
    throw badRequest(field, 'categoryOfCall', 'categoryOfCall', { value: category.value });
  }
  return { ...body, [field]: category.value };
}

/** 404 unless the record is of the category (a team's record is not resubmitted or read by a person's call). */
export function assertOfCategory(entry: ModuleEntry, category: CategoryCallsDef, row: Pick<RecordRow, 'form'>): void {
  const form = (row.form ?? {}) as Record<string, unknown>;
  if (String(form[entry.categoryField!] ?? '') !== category.value) throw notFound();
}

const OptionalIdQuery = Type.Object({ id: OptionalIdString(' of the category') }, { additionalProperties: false });

/**
 * Each category's own page and detail (`pagePerson`, `getTeam`): the standard page with the
 * category fixed (a `category` sent besides is ignored), and the detail of a record of the category.
 */
export function registerCategoryReads(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [entry.key];
  const view = { permission: `${entry.key}.view` };
  for (const category of entry.categoryCalls ?? []) {
    app.get(
      `/${category.page}`,
      {
        config: view,
        schema: {
          tags,
          summary: `${entry.title.en}: one page of the records of ${entry.categoryField} ${category.value}`,
          querystring: recordPageQuery(entry),
          response: { 200: okPageOf(RecordRowSchema) },
        },
      },
      async (request) => {
        const q = { ...request.query, category: category.value };
        const { records, total } = await listRecords(app.db, request.viewer, entry, q);
        return ok(request, pageOf(await recordRows(app, request, entry, records), total, q));
      },
    );
    app.get(
      `/${category.detail}`,
      {
        config: view,
        schema: {
          tags,
          summary: `One record of ${entry.categoryField} ${category.value} (by id, or the caller union's newest)`,
          querystring: OptionalIdQuery,
          response: { 200: okOf(RecordDetailSchema) },
        },
      },
      async (request) => {
        const { id } = request.query;
        const row = id
          ? await findVisibleRecord(app.db, request.viewer, { id }, entry.key)
          : await newestOfUnion(app.db, request.viewer, entry, { field: entry.categoryField!, value: category.value });
        assertOfCategory(entry, category, row);
        return ok(request, await recordDetail(app, request, entry, row));
      },
    );
  }
}
