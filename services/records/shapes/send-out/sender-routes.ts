import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry, SendOutDef } from '../../../../catalogue';
import { fileAnswer } from '../../engine';
import { langOf, ok, okOf } from '../../../platform/core';
import { registerRateLimits } from '../../../identity/accounts';
import { requiredFile, typedUpload } from '../../../platform/storage';
import { campaignDetail, closeCampaign, listCampaigns, remindCampaign } from './campaign-calls';
import { readRecipients } from './campaign-recipients';
import { reissueInvitation } from './campaign-reissue';
import { inviteRecord } from './record-invitations';
import { campaignResults, campaignWorkbook } from './campaign-results';
import { sendCampaign } from './campaign-send';
import { storeNoticeFile } from './notice-file';
import { invitedCampaign, openInvitedCampaigns } from './invited-campaigns';
import { linkKeys } from './link-keys';
import {
  CampaignDetail,
  CampaignPage,
  CampaignResults,
  Closed,
  DetailQuery,
  IdBody,
  IdQuery,
  InvitedCampaigns,
  InvitedQuery,
  InviteSent,
  ListQuery,
  NoticeFile,
  Recipients,
  ReissueBody,
  Reissued,
  RemindBody,
  Reminded,
  SendBody,
  Sent,
} from './schemas';
import { inferredCall } from '../../../platform/openapi';

/** Why these calls exist beyond calls.tsv. */
const INFERRED = "questionnaires sent out: the sender's campaign calls (docs/forms/group-c-survey.md, shape sendOut)";

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The `records` invitation (survey `sendSms`): besides the per-number spacing in the database, a ceiling per account. */
const inviteLimit = (module: string) => ({
  max: 30,
  timeWindow: '10 minutes',
  keyGenerator: (request: { viewer?: { id: string }; ip: string }) => `${module}-sms:${request.viewer?.id ?? request.ip}`,
});

/**
 * The sender's calls of a module with `sendOut`, under `/api/blade-crop/crop/<module>/campaign/`
 * (docs/forms/group-c-survey.md, "The sender's calls"), each with `<module>.send` and within the
 * caller's data scope: send, list, detail, remind, close, and the results and export of one campaign.
 */
export function senderRoutes(entry: ModuleEntry, def: SendOutDef) {
  const config = { permission: `${entry.key}.send` };
  const tags = [entry.key];
  const sends = def.audiences.some((a) => a !== 'records');
  return async (base: FastifyInstance): Promise<void> => {
    // Before the routes: the limiter attaches to the routes registered after it.
    if (def.calls?.invite) await registerRateLimits(base);
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const context = (request: FastifyRequest) => ({
      db: app.db,
      viewer: request.viewer,
      keys: linkKeys(app),
      lang: langOf(request),
      site: app.config.invitation.site,
      log: request.log,
    });

    // A module sending only to its records' contacts invites one record at a time (`calls.invite`).
    // The spec's own name for sending (field3ques `outsend`) is the same call, in calls.tsv.
    const sendPaths = sends ? ['campaign/send', ...(def.calls?.send ? [def.calls.send] : [])] : [];
    for (const path of sendPaths)
      app.post(
        `/${path}`,
        {
          config,
          schema: {
            tags,
            ...(path === def.calls?.send ? {} : inferredCall(INFERRED)),
            summary:
              'Sends a published version of the question set to unions below the caller or to mobiles, with a deadline: one signed single-use link each (400 naming the field; 409 questionSetNotPublished)',
            body: SendBody,
            response: { 200: okOf(Sent) },
          },
        },
        async (request) => ok(request, await sendCampaign({ ...context(request), entry, def }, request.body)),
      );

    for (const path of ['campaign/list', ...(def.calls?.list ? [def.calls.list] : [])])
      app.get(
        `/${path}`,
        {
          config,
          schema: {
            tags,
            ...(path === def.calls?.list ? {} : inferredCall(INFERRED)),
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

    // The notice a campaign is sent with (调查通知, field3ques `upFile`): the sender union's own file.
    if (sends && def.calls?.noticeFile)
      app.post(
        `/${def.calls.noticeFile}`,
        {
          config,
          schema: {
            tags,
            summary: 'Uploads the notice file a campaign is sent with (pdf or office; multipart: file): its id and name',
            consumes: ['multipart/form-data'],
            response: { 200: okOf(NoticeFile) },
          },
        },
        async (request) => ok(request, await storeNoticeFile(app, request, entry.key)),
      );

    // An invited union reads the campaign it answers (finance6 `getSurveyById`), or its open ones.
    const campaignField = def.campaignField;
    if (def.calls?.campaign && campaignField)
      app.get(
        `/${def.calls.campaign}`,
        {
          config: { permission: `${entry.key}.view` },
          schema: {
            tags,
            // The spec names finance6's (getSurveyById); one under campaign/ is ours (finance7's call for reports).
            ...(def.calls.campaign.startsWith('campaign/') ? inferredCall(INFERRED) : {}),
            summary:
              'The campaign `id` that invited the caller’s union (404 otherwise): sender, deadline, version, questions and the union’s record of it; without `id`, the open ones',
            querystring: InvitedQuery(campaignField),
            response: { 200: okOf(InvitedCampaigns) },
          },
        },
        async (request) => {
          const query = request.query as Record<string, string | undefined>;
          const id = query.id ?? query[campaignField];
          const found = id
            ? await invitedCampaign(app.db, request.viewer, entry.key, campaignField, id)
            : await openInvitedCampaigns(app.db, request.viewer, entry.key, campaignField);
          return ok(request, found);
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

    app.post(
      '/campaign/reissue',
      {
        config,
        schema: {
          tags,
          ...inferredCall(INFERRED),
          summary:
            'A new link for one invitation (new nonce and expiry), texted where it texts; the old link is dead (409 invitationUsed, campaignClosed, reissueLimit)',
          body: ReissueBody,
          response: { 200: okOf(Reissued) },
        },
      },
      async (request) => ok(request, await reissueInvitation({ ...context(request), def }, entry.key, request.body.invitationId)),
    );

    if (sends)
      app.post(
        '/campaign/recipients',
        {
          config: { ...config, jobs: 'import' },
          schema: {
            tags,
            ...inferredCall(INFERRED),
            summary:
              'The mobiles of an .xlsx for the send dialog (a column headed 手机号, or the first), stored nowhere: all or nothing, every bad row named by its row and column (400)',
            consumes: ['multipart/form-data'],
            response: { 200: okOf(Recipients) },
          },
        },
        async (request) => {
          const upload = await typedUpload(await requiredFile(request), 'excel');
          return ok(request, await readRecipients(upload.body, langOf(request)));
        },
      );

    // The spec's name for a `records` invitation (survey `sendSms?id`), in calls.tsv: its path and answer as they were.
    if (def.calls?.invite)
      app.get(
        `/${def.calls.invite}`,
        {
          config: { permission: `${entry.key}.edit`, rateLimit: inviteLimit(entry.key) },
          schema: {
            tags,
            summary:
              'Text the contact of record `id` the link to its questionnaire (the same link again as a reminder; 409 without a contact mobile or once answered; 429 within a minute)',
            querystring: IdQuery,
            response: { 200: okOf(InviteSent) },
          },
        },
        async (request) => ok(request, await inviteRecord({ ...context(request), entry, def }, request.query.id)),
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
