import { ruleMessage } from '../../../catalogue';
import type { ReviewerScores } from '../../../db';
import { InvalidInputError } from '../../platform/core';
import type { CommandContext } from './flow-commands';
import type { SentScore } from './record-shape';
import { shapesOn } from './shape-registry';
import { entryOfRecord } from './stage-fields';

const SCORES_LABEL = { zh: '审核得分', en: 'Scores' } as const;

/**
 * The scores a reviewer's approval of record `recordId` records (complete-task's `scores`), checked
 * by its module's shapes (`approvalScores`: an assessment's items, AS-S3); undefined for a module
 * that scores nothing, which refuses scores sent (400 naming `scores`) rather than drop them unsaid.
 */
export async function scoresOfApproval(
  ctx: CommandContext,
  tenantId: string,
  recordId: string,
  sent: readonly SentScore[] | undefined,
): Promise<ReviewerScores | undefined> {
  const lang = ctx.lang;
  const record = await ctx.db
    .selectFrom('record')
    .select(['id', 'module', 'parent_id', 'union_path', 'form'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', recordId)
    .executeTakeFirst();
  const entry = record ? entryOfRecord(record) : undefined;
  const scoring = entry ? shapesOn(entry).find(({ shape }) => shape.approvalScores) : undefined;
  if (!record || !entry || !scoring) {
    if (sent === undefined) return undefined;
    throw new InvalidInputError([
      { field: 'scores', rule: 'scoresNotTaken', message: ruleMessage('scoresNotTaken', lang, SCORES_LABEL[lang]) },
    ]);
  }
  const approved = { id: String(record.id), tenantId, unionPath: record.union_path, form: record.form };
  return scoring.shape.approvalScores!(ctx.db, entry, approved, sent, lang);
}
