import { PassThrough } from 'node:stream';
import type {} from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { maskIdCard, type FollowUpsDef, type ModuleEntry } from '../../../../catalogue';
import { newId } from '../../../../db';
import { badRequest, formatTime, isId, langOf, ok, okOf } from '../../../platform/core';
import { inferredCall } from '../../../platform/openapi';
import { requiredFile, storeUpload, typedUpload, uploadDisplayName } from '../../../platform/storage';
import { disposition } from '../../documents';
import { fileAnswer, findVisibleRecord } from '../../engine';
import { addFollowUp, followUpRecord } from './add-follow-up';
import { caseRows, caseState, sidesOf } from './case-rows';
import { writeFollowUpsSheet } from './follow-ups-sheet';
import { FollowUpBody, FollowUpsQuery, FollowUpsView, FollowUpUploadView } from './schemas';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why the follow-up calls exist beyond calls.tsv. */
const INFERRED = 'follow-up rows after approval (docs/forms/group-c-rights.md, shape followUps)';

/**
 * The calls of a module with follow-up rows (not in calls.tsv: docs/forms/group-c-rights.md "Follow-up
 * rows"; each summary says so): `followUp` adds a row, `followUps` answers the rows and the case's
 * state, `followUpUpload` stores a file for a row among the record's uploads, `followUpsExport`
 * writes every case's rows the caller sees as an .xlsx (the 台账's permission). The module's view
 * permission; who may write is the record's (its applicant union, its approval's reviewers).
 */
export const followUpRoutes =
  (entry: ModuleEntry, def: FollowUpsDef): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const config = { permission: `${entry.key}.view` };
    const tags = [entry.key];
    const kindName = (kind: string, lang: 'zh' | 'en') => def.kinds[kind]?.label[lang] ?? kind;

    app.post(
      '/followUp',
      {
        config,
        schema: {
          tags,
          summary: `${entry.title.en}: adds a follow-up row to an approved record (409 notApproved, caseClosed, followKindNotAllowed; a correction undoing an end: fileOnAnotherRecord, coveredOnAnotherRecord, caseInReview)`,
          ...inferredCall(INFERRED),
          body: FollowUpBody,
          response: { 200: okOf(FollowUpsView) },
        },
      },
      async (request) => {
        const { id, ...row } = request.body;
        const lang = langOf(request);
        await addFollowUp(app, request.viewer, entry, def, id, row, lang);
        return ok(request, await followUpsOf(id, request.viewer, lang));
      },
    );

    app.get(
      '/followUps',
      {
        config,
        schema: {
          tags,
          summary: `${entry.title.en}: the follow-up rows of a record, the case's state and the kinds the caller may add`,
          ...inferredCall(INFERRED),
          querystring: FollowUpsQuery,
          response: { 200: okOf(FollowUpsView) },
        },
      },
      async (request) => ok(request, await followUpsOf(request.query.id, request.viewer, langOf(request))),
    );

    app.post(
      '/followUpUpload',
      {
        config,
        schema: {
          tags,
          summary: `${entry.title.en}: a file for a follow-up row (multipart: id, file), stored among the record's uploads`,
          ...inferredCall(INFERRED),
          consumes: ['multipart/form-data'],
          response: { 200: okOf(FollowUpUploadView) },
        },
      },
      async (request) => {
        const file = await requiredFile(request);
        const field = file.fields.id as { value?: unknown } | undefined;
        const id = field && 'value' in field ? String(field.value) : '';
        if (!isId(id)) throw badRequest('id', 'required', 'required', { field: 'id' });
        const viewer = request.viewer;
        await followUpRecord(app, viewer, entry, id);
        const upload = await typedUpload(file, 'document');
        const attachmentId = newId();
        const objectKey = `${viewer.tenantId}/${entry.key}/${id}/${attachmentId}.${upload.ext}`;
        const row = await storeUpload(app.storage, objectKey, upload, (size) =>
          app.db
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
            .executeTakeFirstOrThrow(),
        );
        return ok(request, { id: String(row.id), name: row.name, size: Number(row.size), mime: row.mime });
      },
    );

    app.get(
      '/followUpsExport',
      {
        config: { ...config, jobs: 'document' },
        schema: {
          tags,
          summary: `${entry.title.en}: every approved case the caller sees with its follow-up rows, as an Excel workbook`,
          ...inferredCall(INFERRED),
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'One line per follow-up row under its case (a case without rows: one line)') },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        const out = new PassThrough();
        writeFollowUpsSheet(out, app.db, request.viewer, entry, def, lang).catch((err: unknown) => {
          request.log.error({ err }, 'follow-ups export failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        const name = lang === 'en' ? `${entry.title.en} follow-ups.xlsx` : `${entry.title.zh}跟进记录.xlsx`;
        return reply.type(XLSX).header('content-disposition', disposition(name)).header('cache-control', 'no-store').send(out);
      },
    );

    /** The rows of a record the viewer sees, the case's state, and the kinds the viewer may add now. */
    async function followUpsOf(id: string, viewer: Parameters<typeof findVisibleRecord>[1], lang: 'zh' | 'en') {
      const record = await findVisibleRecord(app.db, viewer, { id }, entry.key);
      const { rows, asRule } = await caseRows(app.db, record.id);
      const approved = record.state === 'approved';
      const state = approved ? caseState(def, asRule, record) : { caseState: 'open' as const, nextDue: null, overdue: false };
      const sides = approved ? await sidesOf(app.db, viewer, record) : [];
      // A closed case takes only a correction (of the row that closed it).
      const open = state.caseState === 'open';
      return {
        rows: rows.map((r, i) => ({
          ...asRule[i]!,
          // Personal data: masked as a list masks it.
          member: r.member ? maskIdCard(r.member) : null,
          kindName: kindName(r.kind, lang),
          writer: r.writer,
          actorName: r.actor_name,
          actorUnion: r.actor_union,
          createTime: formatTime(r.create_time) ?? '',
        })),
        state: { ...state, nextDue: state.nextDue && { ...state.nextDue, kindName: kindName(state.nextDue.kind, lang) } },
        kinds: Object.entries(def.kinds)
          .filter(([kind, k]) => (open || kind === def.correction) && k.writers.some((w) => sides.includes(w)))
          .map(([kind, k]) => ({
            kind,
            name: k.label[lang],
            needs: [...(k.needs ?? [])],
            ...(k.outcomeDict ? { outcomeDict: k.outcomeDict } : {}),
          })),
      };
    }
  };
