/**
 * The `scoring` shape: the higher union scores an assessment filing item by item when it approves it
 * (docs/forms/group-a-assessments.md, AS-S3). complete-task's approval carries `scores`, one whole
 * score from 0 to its 标准分 per item of the record (the union's own rows, or its round's items); the
 * total (and the grade where the module grades) is computed here and recorded with the approval, in
 * its `task.completed` event; the rows and the detail answer them, and the printout prints them.
 */
import type { ScoringDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { approvalScores } from './check-scores';
import { scoresAnswered } from './scores-answered';

export const scoringShape: RecordShape<ScoringDef> = {
  name: 'scoring',
  option: (entry) => entry.scoring,
  approvalScores,
  rowParts: scoresAnswered,
};
