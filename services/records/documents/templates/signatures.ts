import { declineText, resolveStep, returnPointText, type FieldDef, type ModuleEntry } from '../../../../catalogue';
import { stageNameIn } from '../../../platform/core';
import type { DocumentFacts, DocumentRecord } from '../document-record';
import type { Block } from '../layout';
import type { Decision, StageReview } from '../review-rounds';
import { zhText as zh } from '../texts';
import { dayOfEvent, dayText } from './dates';

const unique = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];

/**
 * The applicant's block: 申请单位（盖章）, 经办人 (the applicant), 联系电话 and the day it was
 * submitted (blank before), as a filed form is signed and sealed.
 */
export function applicantBlock(record: DocumentRecord, facts: DocumentFacts): Block {
  return {
    kind: 'signature',
    lines: [
      [zh('sealedBy', record.unionName)],
      [zh('handledBy', record.applicantName), zh('phone', facts.applicantPhone ?? '')],
      [zh('date', dayText(record.submitTime))],
    ],
  };
}

/** A block of opinion written, sealed and dated by hand: two blank lines, then （盖章） and the blank 年 月 日 on the right. */
const handOpinion = (heading: string): Block => ({
  kind: 'signature',
  boxed: true,
  heading,
  lines: [[''], [''], ['', zh('seal')], ['', dayText(null)]],
});

/**
 * The entry's blocks for another party's hand (`document.extraBlocks`) printed at `at` (before the
 * applicant's block, or at the end), empty: an opinion written, sealed and dated, or the block's own lines to fill in.
 */
export function extraOpinionBlocks(entry: ModuleEntry, at?: 'end'): Block[] {
  return (entry.document?.extraBlocks ?? [])
    .filter((b) => b.at === at)
    .map((b): Block =>
      b.lines ? { kind: 'signature', boxed: true, heading: b.heading.zh, lines: b.lines.map((l) => [l.zh]) } : handOpinion(b.heading.zh),
    );
}

/**
 * A nomination's blocks signed by hand (推荐审批表): the nominee's signature and date, the employer's
 * opinion and the higher union's, each with its seal and date.
 */
export function nominationBlocks(): Block[] {
  return [
    { kind: 'signature', lines: [[zh('nomineeSigned'), zh('date', dayText(null))]] },
    handOpinion(zh('unitOpinion')),
    handOpinion(zh('higherUnionOpinion')),
  ];
}

/** The opinion of a stage's decisions: each comment, 同意 for an approval without one, 退回 with a return's, 未通过 with a refusal's. */
function opinionOf(decisions: Decision[]): string {
  return decisions
    .map((d) => {
      if (d.byTimeout) return zh(d.outcome === 'approve' ? 'timedOutApproved' : 'timedOutReturned');
      if (d.outcome === 'return') return zh('returned', d.comment);
      if (d.outcome === 'decline') return zh('declined', declineText(d.reason, d.comment, 'zh'));
      return d.comment || zh('agreed');
    })
    .join(zh('stateJoin'));
}

/**
 * One stage's review block, boxed: the stage's name (after the step's in a stepped record), 审核单位,
 * 审核意见, 经办人 and the day, and room for the seal. A stage still waiting prints the same block
 * empty, to be filled by hand. The stage the entry's `siteVisitLine` names prints 实地查看日期 empty under
 * the opinion: the site visit is recorded by hand.
 */
function stageBlock(heading: string, stage: StageReview, fields: readonly FieldDef[], siteVisit: boolean): Block {
  const done = stage.decisions;
  const last = done.at(-1);
  // A return's points, one a line under the opinion (支出预算·501 职工活动支出·本年预算数：请说明增幅).
  const points = done.flatMap((d) => (d.outcome === 'return' ? (d.returnPoints ?? []) : []));
  return {
    kind: 'signature',
    boxed: true,
    heading,
    lines: [
      [zh('reviewingUnion', unique(done.map((d) => d.reviewerUnion)).join(zh('listJoin')))],
      [zh('opinion', opinionOf(done))],
      ...points.map((p) => [returnPointText(fields, p, 'zh')]),
      ...(siteVisit ? [[zh('siteVisit', dayText(null))]] : []),
      [''],
      [
        zh('handledBy', unique(done.map((d) => d.reviewerName)).join(zh('listJoin'))),
        zh('date', last ? dayOfEvent(last.at) : dayText(null)),
      ],
      ['', zh('seal')],
    ],
  };
}

/** The reviewer's scores of a stage's last scored approval, as a table with its 合计 row; none when nobody scored. */
function scoresBlock(heading: string, stage: StageReview): Block[] {
  const scores = stage.decisions.findLast((d) => d.outcome === 'approve' && d.scores)?.scores;
  if (!scores) return [];
  const max = scores.items.reduce((sum, item) => sum + item.maxScore, 0);
  return [
    {
      kind: 'table',
      caption: zh('scoresCaption', heading),
      header: [zh('scoreNo'), zh('scoreItem'), zh('scoreMax'), zh('scoreGiven')],
      rows: [
        ...scores.items.map((item, i) => [String(i + 1), `${item.code} ${item.name}`, String(item.maxScore), String(item.score)]),
        ['', zh('scoreTotal'), String(max), String(scores.total)],
      ],
    },
  ];
}

/** The review blocks of every step reached, each stage named (and its step, in a stepped record), under one heading. */
export function reviewBlocks(entry: ModuleEntry, facts: DocumentFacts, form: Record<string, unknown>): Block[] {
  const steps = facts.reviews ?? [];
  const blocks = steps.flatMap(({ step, stages }) => {
    const stepTitle = step ? (resolveStep(entry, step, form)?.title.zh ?? step) : '';
    return stages.flatMap((stage) => {
      const name = stageNameIn('zh', stage.stageName);
      const heading = stepTitle ? zh('stepStage', { step: stepTitle, stage: name }) : name;
      return [...scoresBlock(heading, stage), stageBlock(heading, stage, entry.fields, entry.document?.siteVisitLine === stage.stageKey)];
    });
  });
  return blocks.length ? [{ kind: 'heading', text: zh('reviews') }, ...blocks] : [];
}
