import { formatTime } from '../core';
import type { StoredFlowEvent } from '../../db';

/** One review of a record as the preview lists it. */
export interface ReviewLine {
  stageName: string;
  reviewerUnion: string;
  reviewerName: string;
  outcome: 'approve' | 'return';
  comment: string;
  time: string;
}

/** Every completed review of a flow, oldest first, with the stage its task belonged to. */
export function reviewLines(events: StoredFlowEvent[]): ReviewLine[] {
  const stageOfTask = new Map<string, string>();
  const out: ReviewLine[] = [];
  for (const e of events) {
    if (e.type === 'task.created') stageOfTask.set(e.payload.taskId, e.payload.stageName);
    if (e.type === 'task.completed') {
      out.push({
        stageName: stageOfTask.get(e.payload.taskId) ?? '',
        reviewerUnion: e.actor.union,
        reviewerName: e.actor.name,
        outcome: e.payload.outcome,
        comment: e.payload.comment,
        time: formatTime(new Date(e.at)) ?? '',
      });
    }
  }
  return out;
}
