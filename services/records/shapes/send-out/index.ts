/**
 * The `sendOut` shape (docs/forms/group-c-survey.md, "Questionnaires sent out"): a module's published
 * question set sent in campaigns to unions below the sender or to members' mobiles, each invitation a
 * signed, expiring, single-use link answered without an account at `/q`; the sender's calls
 * (send, list, detail, remind, reissue, recipients, close, results, export; a `records` invitation by
 * the module's own call, survey `sendSms`), the public ones (open, answer), and a record taking a
 * link's answer in (`linkAnswer`, `answersSource`).
 */
import type { SendOutDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { invitationHistory } from './invitation-history';
import { answersSourcePart, linkAnswers, takenInGuard, takenInOnSubmit } from './link-answers';
import { recordInvitationStates } from './record-invitation-state';
import { SEND_OUT_CONSOLE_SCHEMAS } from './console-schemas';
import { publicQuestionnaireRoutes } from './public-routes';
import { senderRoutes } from './sender-routes';

export { invitationKeys, invitationToken, readInvitationToken, type InvitationKeys } from './invitation-token';
export { linkKeys } from './link-keys';
export { inQuietHours } from './campaign-calls';

export const sendOutShape: RecordShape<SendOutDef> = {
  name: 'send-out',
  option: (entry) => {
    // A call for reports (`withoutQuestions`) sends no set; any other campaign sends the module's.
    if (entry.sendOut && !entry.sendOut.withoutQuestions && !entry.questionnaire)
      throw new Error(`${entry.key}: sendOut needs questionnaire (the campaign sends its set)`);
    if (entry.sendOut?.withoutQuestions && (entry.questionnaire || entry.sendOut.audiences.some((a) => a !== 'unions')))
      throw new Error(`${entry.key}: a call for reports (sendOut.withoutQuestions) goes to unions only, with no questionnaire`);
    return entry.sendOut;
  },
  routes: (entry, def) => senderRoutes(entry, def),
  // A union's record of a campaign: the campaign invited it, and the record answers its version;
  // a record that took a link's answer in is named on its invitation; a first submit needs the campaign open.
  guards: { save: takenInGuard, submit: takenInOnSubmit, resubmit: takenInGuard },
  // Where a link's answer was taken in: which response, and the questions changed since.
  formPart: (_entry, def) => answersSourcePart(def),
  // The link's answer a record may take in (采用问卷答复), and where the record's own link stands (sent … answered).
  rowParts: async (app, request, entry, ids) => {
    const tenantId = request.viewer.tenantId;
    const [answers, links] = await Promise.all([
      linkAnswers(app.db, tenantId, entry, entry.sendOut!, ids),
      entry.sendOut!.audiences.includes('records') ? recordInvitationStates(app.db, tenantId, entry, ids) : new Map(),
    ]);
    for (const [id, part] of links) answers.set(id, { ...answers.get(id), ...part });
    return answers;
  },
  // A record's history lists its link sent, reminded, opened and answered beside its flow's events.
  historyEvents: (db, entry, _def, record, lang) => invitationHistory(db, entry, record, lang),
  // Once for every module: a link names its campaign, and the campaign its module.
  publicRoutes: { prefix: '/questionnaire', routes: publicQuestionnaireRoutes },
  consoleSchemas: SEND_OUT_CONSOLE_SCHEMAS,
};
