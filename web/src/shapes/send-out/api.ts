import type { Answers } from '../../catalogue';
import { request, type BodyOf, type DataOf } from '../../api';

const Q = '/api/blade-crop/public/questionnaire';

/** What a link opens: the sender, the title, the addressee and the pinned questions. */
export type OpenedQuestionnaire = DataOf<'get', `${typeof Q}/open`>;
/** The answer's receipt. */
export type AnswerTaken = DataOf<'post', `${typeof Q}/answer`>;

/** The public page's calls: the token goes in a header, never in the address (the server's logs redact it). */
export const publicQuestionnaire = {
  open: (token: string) =>
    request<OpenedQuestionnaire>(`${Q}/open`, { headers: { 'Invitation-Token': token }, silent: true, ignoreUnauthorized: true }),
  answer: (token: string, answers: Answers) =>
    request<AnswerTaken>(`${Q}/answer`, {
      method: 'POST',
      json: { answers } satisfies BodyOf<'post', `${typeof Q}/answer`>,
      headers: { 'Invitation-Token': token },
      silent: true,
      ignoreUnauthorized: true,
    }),
};
