/** Questionnaires in the console: the builder (admins), the filler inside the survey form, and results. */
export { QuestionnaireFiller } from './lazy-filler';
export type { QuestionnaireFillerProps } from './QuestionnaireFiller';
export { QuestionSetBuilderPage } from './QuestionSetBuilderPage';
export { SurveyResultsPage } from './SurveyResultsPage';
export { questionSets } from './api';
// One question's control: the public answer page (send-out) renders a pinned version with it.
export { QuestionInput } from './QuestionInput';
// One question's results: a campaign's results tab (send-out) shows them as the survey's page does.
export { ResultBody } from './ResultBody';
export type { QuestionResult } from './api';
