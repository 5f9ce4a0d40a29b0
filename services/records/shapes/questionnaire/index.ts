/**
 * The questionnaire shape: versioned question sets (builder, publish), the answer check the generic
 * form check calls for entries with `questionnaire`, results, the Excel export, and the survey's calls.
 */
import type { FastifyInstance } from 'fastify';
import { modules } from '../../../../catalogue';
import { addFormPart } from '../../engine';
import { builderRoutes } from './builder-routes';
import { checkQuestionnaireValue } from './check';
import { questionnaireModuleRoutes } from './module-routes';
import { QuestionnaireFormPart } from './schemas';

export { checkQuestionnaire, checkQuestionnaireValue, type QuestionnaireValue } from './check';
export { QuestionnaireFormPart } from './schemas';

/**
 * Registers the builder under `/api/blade-crop/crop/survey/question-set/...` and, for every catalogue
 * module with `questionnaire`, its results, export, published set and extra calls under its own path.
 */
export async function registerQuestionnaireRoutes(app: FastifyInstance): Promise<void> {
  // The record engine checks the answers of a save or submit through this part.
  addFormPart('questionnaire', {
    appliesTo: (entry) => entry.questionnaire !== undefined,
    keys: ['answers', 'questionSetVersion'],
    document: { properties: QuestionnaireFormPart, requiredOnSubmit: ['questionSetVersion'] },
    check: async (db, tenantId, entry, part, mode, lang) => {
      const { errors, value } = await checkQuestionnaireValue(db, tenantId, entry, part, mode, lang);
      return { errors, value: { ...value } };
    },
  });
  await app.register(builderRoutes, { prefix: '/api/blade-crop/crop/survey' });
  for (const entry of Object.values(modules)) {
    if (entry.questionnaire) await app.register(questionnaireModuleRoutes(entry), { prefix: `/api/blade-crop/crop/${entry.key}` });
  }
}
