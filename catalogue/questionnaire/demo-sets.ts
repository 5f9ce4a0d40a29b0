import { bookroomSet } from './bookroom-set';
import { demoSurveySet } from './demo-survey-set';
import { fundsAuditSet } from './funds-audit-set';
import type { QuestionSetContent } from './types';

/**
 * The demo tenant's question sets, by key, each seeded as version 1 published (db/seed/question-sets.ts):
 * the covered-enterprise survey, the bookroom survey (field3ques) and the funds audit survey (finance6).
 */
export const DEMO_QUESTION_SETS: Readonly<Record<string, QuestionSetContent>> = {
  survey: demoSurveySet,
  bookroom: bookroomSet,
  fundsaudit: fundsAuditSet,
};
