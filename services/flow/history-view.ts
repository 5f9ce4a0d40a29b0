import type { Lang } from '../../catalogue';
import { eventTypeNames, type StoredFlowEvent } from '../../db';
import { formatTime } from '../core';

const OUTCOME = { approve: { zh: '审核通过', en: 'Approved' }, return: { zh: '审核退回', en: 'Returned' } } as const;

/** A flow's events as the history a person reads: who, when, what, the comment and the form as submitted. */
export function historyView(events: StoredFlowEvent[], lang: Lang) {
  const stageOfTask = new Map<string, string>();
  return events.map((e) => {
    const p = e.payload as Record<string, unknown>;
    const taskId = typeof p.taskId === 'string' ? p.taskId : null;
    if (e.type === 'task.created') stageOfTask.set(e.payload.taskId, e.payload.stageName);
    const typeName = e.type === 'task.completed' ? OUTCOME[e.payload.outcome][lang] : eventTypeNames[e.type][lang];
    return {
      seq: e.seq,
      type: e.type,
      typeName,
      actorId: e.actor.id,
      actorName: e.actor.name,
      actorUnion: e.actor.union,
      time: formatTime(new Date(e.at)),
      comment:
        e.type === 'task.completed' || e.type === 'returned' ? e.payload.comment || null : e.type === 'cancelled' ? e.payload.reason : null,
      stageName: taskId ? (stageOfTask.get(taskId) ?? null) : null,
      taskId,
      form: e.type === 'draft.saved' || e.type === 'submitted' || e.type === 'resubmitted' ? e.payload.form : null,
      hash: e.hash,
      prevHash: e.prevHash,
    };
  });
}
