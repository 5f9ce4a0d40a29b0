/** Questionnaires: question-set types, the builder's check and the answer check (pure; server and console). */
export type * from './types';
export { QUESTION_KINDS, QUESTION_LIMITS } from './types';
export { answerCell, answerText } from './answer-text';
export { ANSWER_PREFIX, answerIdOf } from './answer-name';
export { checkAnswers, type AnswerCheck } from './check-answers';
export { checkQuestionSet, type QuestionSetCheck } from './check-question-set';
export { questionMessage } from './messages';
export { shownIds, shownTo } from './show-when';
export { demoSurveySet, demoSurveyAnswers } from './demo-survey-set';
export { bookroomSet, bookroomAnswers } from './bookroom-set';
export { fundsAuditSet, fundsAuditAnswers } from './funds-audit-set';

export { DEMO_QUESTION_SETS } from './demo-sets';
