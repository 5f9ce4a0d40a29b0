import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import { fileAnswer } from '../../engine';
import { AppError, formatTime, langOf, ok, okOf } from '../../../platform/core';
import { answeredRecords, type ResultScope } from './answered-records';
import { answersWorkbook } from './answers-workbook';
import { publishedVersion } from './question-sets';
import { questionResults } from './results';
import {
  EnterpriseSurveys,
  OptionalIdQuery,
  Phone,
  Published,
  PublishedQuery,
  Results,
  ResultQuery,
  SurveyLog,
  SurveyLogQuery,
} from './schemas';
import { subjectSurveys, surveyLog, surveyPhone } from './survey-calls';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `/api/blade-crop/crop/{module}/...` of a module with `questionnaire`: the published set its form
 * shows, per-question results, the Excel export of answers, and the extra calls this shape serves
 * (surveylog, getphone) where the entry lists them; its sendSms is the sendOut shape's.
 */
export function questionnaireModuleRoutes(entry: ModuleEntry) {
  const defaultSet = entry.questionnaire?.setKey ?? entry.key;
  const view = { permission: `${entry.key}.view` };
  const tags = [entry.key];
  const extra = new Set((entry.extraCalls ?? []).map((c) => c.path));

  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();

    /** The published version asked for (the newest by default); 404 when there is none. */
    const published = async (tenantId: string, setKey: string, version?: number) => {
      const found = await publishedVersion(app.db, tenantId, setKey, version);
      if (!found) throw new AppError(404, 'questionSetNotPublished');
      return found;
    };

    app.get(
      '/question-set/published',
      {
        config: view,
        schema: {
          tags,
          summary: 'The published questions the form shows (newest version, or the one a record pinned)',
          querystring: PublishedQuery,
          response: { 200: okOf(Published) },
        },
      },
      async (request) => {
        const v = await published(request.viewer.tenantId, request.query.setKey ?? defaultSet, request.query.version);
        return ok(request, { setKey: v.set_key, version: v.version, publishTime: formatTime(v.publish_time), content: v.content });
      },
    );

    const answered = async (
      viewer: Parameters<typeof answeredRecords>[1],
      q: { setKey?: string; version?: number; scope?: ResultScope },
      lang: Lang,
    ) => {
      const setKey = q.setKey ?? defaultSet;
      const v = await published(viewer.tenantId, setKey, q.version);
      const scope = q.scope ?? 'approved';
      return { setKey, v, scope, records: await answeredRecords(app.db, viewer, [entry.key], v.version, scope, lang) };
    };

    app.get(
      '/question-set/results',
      {
        config: view,
        schema: {
          tags,
          summary: 'Per-question results of one published version over the records the caller may see',
          querystring: ResultQuery,
          response: { 200: okOf(Results) },
        },
      },
      async (request) => {
        const { setKey, v, scope, records } = await answered(request.viewer, request.query, langOf(request));
        return ok(request, {
          setKey,
          version: v.version,
          title: v.content.title,
          scope,
          recordCount: records.length,
          questions: questionResults(v.content, records),
        });
      },
    );

    app.get(
      '/question-set/export',
      {
        config: { ...view, jobs: 'document' },
        schema: {
          tags,
          summary: 'The answers of one published version as an Excel sheet (streamed)',
          querystring: ResultQuery,
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'The workbook: one row per record, one column per question') },
        },
      },
      async (request, reply) => {
        const { setKey, v, records } = await answered(request.viewer, request.query, langOf(request));
        const name = `${v.content.title}-v${v.version}.xlsx`;
        return reply
          .type(XLSX)
          .header(
            'content-disposition',
            `attachment; filename="${setKey}-v${v.version}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('cache-control', 'no-store')
          .send(answersWorkbook(v.content, records, langOf(request)));
      },
    );

    if (extra.has('surveylog')) {
      app.get(
        '/surveylog',
        {
          config: view,
          schema: {
            tags,
            summary: 'Change and review history of one record (pid), or the records about one register entry (enterpriseId)',
            querystring: SurveyLogQuery,
            response: { 200: okOf(Type.Union([SurveyLog, EnterpriseSurveys])) },
          },
        },
        async (request) => {
          const { pid, enterpriseId } = request.query;
          if (enterpriseId !== undefined)
            return ok(request, await subjectSurveys(app.db, request.viewer, entry, enterpriseId, langOf(request)));
          if (pid === undefined) throw new AppError(400, 'badRequest');
          return ok(request, await surveyLog(app.db, request.viewer, entry, pid, langOf(request)));
        },
      );
    }

    if (extra.has('getphone')) {
      app.get(
        '/getphone',
        {
          config: view,
          schema: {
            tags,
            summary: 'The mobile sendSms texts, masked: the contact of record `id`, or the caller’s own without it',
            querystring: OptionalIdQuery,
            response: { 200: okOf(Phone) },
          },
        },
        async (request) => ok(request, await surveyPhone(app.db, request.viewer, entry.key, request.query.id)),
      );
    }
  };
}
