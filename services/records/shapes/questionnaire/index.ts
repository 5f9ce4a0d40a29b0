/**
 * The questionnaire shape: versioned question sets (builder, publish), the answer check the generic
 * form check calls for entries with `questionnaire`, results, the Excel export, and the survey's calls.
 */
import type { QuestionnaireDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { builderRoutes } from './builder-routes';
import { checkQuestionnaireValue } from './check';
import { questionnaireModuleRoutes } from './module-routes';
import { QuestionnaireFormPart } from './schemas';

export { checkQuestionnaire, checkQuestionnaireValue, type QuestionnaireValue } from './check';
export { QuestionnaireFormPart } from './schemas';
// What the sendOut shape builds on: the published versions, the per-question results, the answers' cells and their schemas.
export { publishedVersion } from './question-sets';
export { questionResults, type QuestionResult } from './results';
export { answerCell } from '../../../../catalogue/questionnaire';
export { ContentOut, QuestionResult as QuestionResultSchema } from './schemas';

export const questionnaireShape: RecordShape<QuestionnaireDef> = {
  name: 'questionnaire',
  option: (entry) => entry.questionnaire,
  // The record engine checks the answers of a save or submit through this part.
  formPart: () => ({
    keys: ['answers', 'questionSetVersion'],
    document: { properties: QuestionnaireFormPart, requiredOnSubmit: ['questionSetVersion'] },
    check: async (db, tenantId, entry, part, mode, lang) => {
      const { errors, value } = await checkQuestionnaireValue(db, tenantId, entry, part, mode, lang);
      return { errors, value: { ...value } };
    },
  }),
  // The module's results, export, published set and survey calls.
  routes: (entry) => questionnaireModuleRoutes(entry),
  // The builder, once: `/api/blade-crop/crop/survey/question-set/...`.
  sharedRoutes: async (app) => app.register(builderRoutes, { prefix: '/survey' }),
};
