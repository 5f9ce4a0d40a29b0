import { declineText, returnPointText, type FieldDef, type Lang } from '../../../catalogue';
import { eventTypeNames, type StoredFlowEvent } from '../../../db';
import { formatTime, stageNameIn } from '../../platform/core';

/**
 * A published notice's (`publishOnly`) events in its own words, not an application's: the submission
 * is its publication, a revision republishes it, a cancellation once published is its withdrawal.
 */
const NOTICE = {
  submitted: { zh: '发布', en: 'Published' },
  'published.revised': { zh: '重新发布', en: 'Republished' },
  withdrawn: { zh: '撤回发布', en: 'Withdrawn' },
} as const;

const OUTCOME = {
  approve: { zh: '审核通过', en: 'Approved' },
  return: { zh: '审核退回', en: 'Returned' },
  decline: { zh: '审核不予通过', en: 'Declined' },
} as const;
const SYSTEM = { zh: '系统', en: 'System' } as const;
/** A task past its due time, as the flow acted on it (`task.timedOut`). */
const TIMEOUT = {
  autoApprove: { zh: '超时自动通过', en: 'approved automatically' },
  autoReturn: { zh: '超时自动退回', en: 'returned automatically' },
  escalate: { zh: '超时转上级办理', en: 'escalated to the higher union' },
} as const;

/** The flow's own doing (tasks, timers, 知会), shown as the system's, for the candidates it names. */
const isSystemEvent = (e: StoredFlowEvent) =>
  e.type === 'task.created' ||
  e.type === 'task.overdue' ||
  e.type === 'task.timedOut' ||
  e.type === 'cc.sent' ||
  e.type === 'approval.effective';

/** What a row says beside its name: a comment, a reason, what a timeout did, the versions of a migration. */
/** A reviewer's comment with the fields it changed named after it. */
function withEdits(comment: string | null, labels: string[], lang: Lang): string {
  const changed = lang === 'en' ? `Changed: ${labels.join(', ')}` : `修改了：${labels.join('、')}`;
  return comment ? `${comment}（${changed}）` : changed;
}

/** A reviewer's comment with the total of the scores its approval recorded (a scored assessment). */
function withTotal(comment: string, total: number, lang: Lang): string {
  const scored = lang === 'en' ? `Total score: ${total}` : `审核总分：${total}`;
  return comment ? `${comment}（${scored}）` : scored;
}

function commentOf(e: StoredFlowEvent, lang: Lang): string | null {
  switch (e.type) {
    case 'task.completed':
      return e.payload.scores
        ? withTotal(e.payload.comment, e.payload.scores.total, lang)
        : declineText(e.payload.reason, e.payload.comment, lang) || null;
    case 'returned':
      return e.payload.comment || null;
    case 'declined':
      return declineText(e.payload.reason, e.payload.comment, lang) || null;
    case 'cancelled':
    case 'removed':
      return e.payload.reason ?? null;
    case 'terminated':
      return e.payload.reason;
    case 'task.timedOut':
      return TIMEOUT[e.payload.action][lang];
    case 'flow.migrated':
      return `${e.payload.from.modelKey} v${e.payload.from.version} → ${e.payload.to.modelKey} v${e.payload.to.version}`;
    case 'approved':
      return e.payload.effectiveOn ? (lang === 'en' ? `Takes effect on ${e.payload.effectiveOn}` : `${e.payload.effectiveOn}起生效`) : null;
    case 'approval.effective':
      return lang === 'en' ? `In effect from ${e.payload.on}` : `自${e.payload.on}起生效`;
    default:
      return null;
  }
}

/**
 * The seq of the row an event is shown with, or null when it is a row of its own. A return is stored
 * twice, as the reviewer's decision (`task.completed`, outcome return) and as the record's change of
 * state (`returned`) with the same comment; a reader sees it once, on the reviewer's row. So is a
 * refusal (outcome decline, then `declined`).
 */
function shownWithOf(events: StoredFlowEvent[], notice: boolean): Map<number, number> {
  const returnRows = new Map<string, number>();
  const shownWith = new Map<number, number>();
  for (const [i, e] of events.entries()) {
    // A notice's approval is recorded with its publication (no stage reviews it): one act, one row.
    const before = events[i - 1];
    if (notice && e.type === 'approved' && before?.type === 'submitted') shownWith.set(e.seq, before.seq);
    if (e.type === 'task.completed' && e.payload.outcome !== 'approve') returnRows.set(e.payload.taskId, e.seq);
    if (e.type === 'returned' || e.type === 'declined') {
      const row = returnRows.get(e.payload.taskId);
      if (row !== undefined) shownWith.set(e.seq, row);
    }
  }
  return shownWith;
}

/**
 * A flow's events as the history a person reads: who, when, what, the comment and the form as submitted.
 * Every stored event is answered (the audit trail keeps its seq); `shownWith` marks one that repeats
 * another row. A created task is the system's doing, for the stage's candidates (`candidateNames`
 * names them), not the applicant's whose command led to it. A published notice's events are named in
 * its own words (`NOTICE`), and its approval is shown with its publication.
 */
export function historyView(
  events: StoredFlowEvent[],
  lang: Lang,
  candidateNames: ReadonlyMap<string, string> = new Map(),
  shape: {
    publishOnly?: boolean;
    fields?: readonly FieldDef[];
    /** The fields the reader may see (the stage field rule); an edit of another is not named. Absent or null: all. */
    seen?: readonly string[] | null;
  } = {},
) {
  const label = (key: string) => shape.fields?.find((f) => f.name === key)?.label[lang] ?? key;
  const stageOfTask = new Map<string, string>();
  const notice = shape.publishOnly === true;
  const shownWith = shownWithOf(events, notice);
  let published = false;
  const nameOf = (e: StoredFlowEvent): string => {
    if (e.type === 'task.completed') return OUTCOME[e.payload.outcome][lang];
    if (notice && (e.type === 'submitted' || e.type === 'published.revised')) return NOTICE[e.type][lang];
    if (notice && e.type === 'cancelled' && published) return NOTICE.withdrawn[lang];
    return eventTypeNames[e.type][lang];
  };
  const editedComment = (e: StoredFlowEvent, edits: Record<string, unknown>) => {
    const shown = Object.keys(edits).filter((k) => !shape.seen || shape.seen.includes(k));
    return shown.length ? withEdits(commentOf(e, lang), shown.map(label), lang) : commentOf(e, lang);
  };
  /** A return's points the reader may see, each with its words (支出预算·501 职工活动支出·本年预算数：请说明增幅). */
  const pointsOf = (e: StoredFlowEvent) =>
    e.type === 'task.completed'
      ? (e.payload.returnPoints ?? [])
          .filter((pt) => !shape.seen || shape.seen.includes(pt.field))
          .map((pt) => ({ ...pt, text: returnPointText(shape.fields ?? [], pt, lang) }))
      : [];
  const commentWithPoints = (e: StoredFlowEvent, comment: string | null) => {
    const points = pointsOf(e);
    if (!points.length) return comment;
    const listed = points.map((pt) => pt.text).join(lang === 'en' ? '; ' : '；');
    return lang === 'en' ? `${comment ?? ''} (Points: ${listed})`.trim() : `${comment ?? ''}（退回要点：${listed}）`;
  };
  return events.map((e) => {
    const p = e.payload as Record<string, unknown>;
    const taskId = typeof p.taskId === 'string' ? p.taskId : null;
    if (e.type === 'task.created') stageOfTask.set(e.payload.taskId, stageNameIn(lang, e.payload.stageName));
    const typeName = nameOf(e);
    if (e.type === 'approved') published = true;
    const system = isSystemEvent(e);
    const named = e.type === 'task.created' || e.type === 'cc.sent' ? e.payload.candidates : null;
    return {
      seq: e.seq,
      type: e.type,
      typeName,
      actorId: system ? null : e.actor.id,
      actorName: system ? SYSTEM[lang] : e.actor.name,
      actorUnion: named ? named.map((c) => candidateNames.get(c) ?? c).join(lang === 'en' ? ', ' : '、') : system ? '' : e.actor.union,
      time: formatTime(new Date(e.at)),
      comment: commentWithPoints(
        e,
        e.type === 'task.completed' && e.payload.edits ? editedComment(e, e.payload.edits) : commentOf(e, lang),
      ),
      stageName: e.type === 'cc.sent' ? stageNameIn(lang, e.payload.stageName) : taskId ? (stageOfTask.get(taskId) ?? null) : null,
      taskId,
      shownWith: shownWith.get(e.seq) ?? null,
      form:
        e.type === 'draft.saved' || e.type === 'submitted' || e.type === 'resubmitted' || e.type === 'published.revised'
          ? e.payload.form
          : e.type === 'task.completed'
            ? (e.payload.edits ?? null)
            : null,
      ...(e.type === 'task.completed' && e.payload.scores ? { scores: e.payload.scores } : {}),
      ...(pointsOf(e).length ? { returnPoints: pointsOf(e) } : {}),
      hash: e.hash,
      prevHash: e.prevHash,
    };
  });
}
