/** Questionnaires sent out in the console: the public answer page `/q` a link opens (no account). */
export { PublicQuestionnairePage } from './PublicQuestionnairePage';
