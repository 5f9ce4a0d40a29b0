import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../../api';
import { shownEvents } from './shown-events';

const row = (seq: number, type: string, shownWith: number | null = null): HistoryEvent => ({
  seq,
  type,
  typeName: `server:${type}`,
  actorId: null,
  actorName: '',
  actorUnion: '',
  time: '2026-01-01 00:00:00',
  comment: null,
  stageName: null,
  taskId: null,
  shownWith,
  hash: `h${seq}`,
  prevHash: seq > 1 ? `h${seq - 1}` : '',
});

describe('the rows a history shows', () => {
  it('shows a return once: the change of state is folded into the reviewer’s row', () => {
    const events = [row(1, 'submitted'), row(2, 'task.completed'), row(3, 'returned', 2)];
    expect(shownEvents(events).map((e) => e.seq)).toEqual([1, 2]);
  });
});
