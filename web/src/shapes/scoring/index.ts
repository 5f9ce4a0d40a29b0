/** The `scoring` shape's console parts: the reviewer's score table in the task dialog, and a scored record's scores read-only. */
export { ScoreTable } from './ScoreTable';
export { ScoresView } from './ScoresView';
