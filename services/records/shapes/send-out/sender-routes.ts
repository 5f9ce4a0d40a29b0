import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry, SendOutDef } from '../../../../catalogue';
import { fileAnswer } from '../../engine';
import { langOf, ok, okOf } from '../../../platform/core';
import { campaignDetail, closeCampaign, listCampaigns, remindCampaign } from './campaign-calls';
import { campaignResults, campaignWorkbook } from './campaign-results';
import { sendCampaign } from './campaign-send';
import { linkKeys } from './link-keys';
import {
  CampaignDetail,
  CampaignPage,
  CampaignResults,
  Closed,
  DetailQuery,
  IdBody,
  IdQuery,
  ListQuery,
  RemindBody,
  Reminded,
  SendBody,
  Sent,
} from './schemas';
import { inferredCall } from '../../../platform/openapi';

/** Why these calls exist beyond calls.tsv. */
const INFERRED = "questionnaires sent out: the sender's campaign calls (docs/forms/group-c-survey.md, shape sendOut)";

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The sender's calls of a module with `sendOut`, under `/api/blade-crop/crop/<module>/campaign/`
 * (docs/forms/group-c-survey.md, "The sender's calls"), each with `<module>.send` and within the
 * caller's data scope: send, list, detail, remind, close, and the results and export of one campaign.
 */
export function senderRoutes(entry: ModuleEntry, def: SendOutDef) {
  const config = { permission: `${entry.key}.send` };
  const tags = [entry.key];
  return async (base: FastifyInstance): Promise<void> => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const context = (request: FastifyRequest) => ({
      db: app.db,
      viewer: request.viewer,
      keys: linkKeys(app),
      lang: langOf(request),
      site: app.config.invitation.site,
      log: request.log,
    });

    app.post(
      '/campaign/send',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary:
            'Sends a published version of the question set to unions below the caller or to mobiles, with a deadline: one signed single-use link each (400 naming the field; 409 questionSetNotPublished)',
          body: SendBody,
          response: { 200: okOf(Sent) },
        },
      },
      async (request) => ok(request, await sendCampaign({ ...context(request), entry, def }, request.body)),
    );

    app.get(
      '/campaign/list',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary: 'The campaigns the caller’s union sent for the module, newest first, with their counts',
          querystring: ListQuery,
          response: { 200: okOf(CampaignPage) },
        },
      },
      async (request) => {
        const { state, ...paging } = request.query;
        return ok(request, await listCampaigns(app.db, request.viewer, entry.key, paging, state));
      },
    );

    app.get(
      '/campaign/detail',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary: 'One campaign and a page of its invitations (numbers masked)',
          querystring: DetailQuery,
          response: { 200: okOf(CampaignDetail) },
        },
      },
      async (request) => {
        const { id, ...paging } = request.query;
        return ok(request, await campaignDetail(app.db, request.viewer, entry.key, id, paging));
      },
    );

    app.post(
      '/campaign/remind',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary:
            'Reminds the invitations not answered (all or those named), once a Beijing day, three times at most, no SMS at night (409 campaignClosed)',
          body: RemindBody,
          response: { 200: okOf(Reminded) },
        },
      },
      async (request) =>
        ok(
          request,
          await remindCampaign(
            { ...context(request), quiet: app.config.invitation },
            entry.key,
            request.body.id,
            request.body.invitationIds,
          ),
        ),
    );

    app.post(
      '/campaign/close',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary: 'Closes a campaign: its links answer 410 from now on (409 campaignClosed)',
          body: IdBody,
          response: { 200: okOf(Closed) },
        },
      },
      async (request) => ok(request, await closeCampaign(app.db, request.viewer, entry.key, request.body.id)),
    );

    app.get(
      '/campaign/results',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary: 'Per-question results of one campaign (one answer per invitation) and its response rate',
          querystring: IdQuery,
          response: { 200: okOf(CampaignResults) },
        },
      },
      async (request) => ok(request, await campaignResults(app.db, request.viewer, entry.key, request.query.id)),
    );

    app.get(
      '/campaign/export',
      {
        config: { ...config, jobs: 'document' },
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary: 'One campaign as an Excel workbook: 答卷 (answers), 统计 (totals), 发放情况 (invitations)',
          querystring: IdQuery,
          produces: [XLSX],
          response: { 200: fileAnswer(XLSX, 'The workbook of the campaign') },
        },
      },
      async (request, reply) => {
        const { campaign, buffer } = await campaignWorkbook(app.db, request.viewer, entry.key, request.query.id, langOf(request));
        return reply
          .type(XLSX)
          .header(
            'content-disposition',
            `attachment; filename="campaign-${campaign.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${campaign.title}.xlsx`)}`,
          )
          .header('cache-control', 'no-store')
          .send(buffer);
      },
    );
  };
}
