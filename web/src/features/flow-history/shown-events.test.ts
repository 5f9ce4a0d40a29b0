import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../api';
import { noticeEvents, shownEvents } from './shown-events';

const row = (seq: number, type: string, shownWith: number | null = null): HistoryEvent => ({
  seq,
  type,
  typeName: `server:${type}`,
  actorId: null,
  actorName: null,
  actorUnion: null,
  time: '2026-01-01 00:00:00',
  comment: null,
  stageName: null,
  taskId: null,
  shownWith,
});

describe('the rows a history shows', () => {
  it('shows a return once: the change of state is folded into the reviewer’s row', () => {
    const events = [row(1, 'submitted'), row(2, 'task.completed'), row(3, 'returned', 2)];
    expect(shownEvents(events).map((e) => e.seq)).toEqual([1, 2]);
  });
});

const named = (events: HistoryEvent[]) => noticeEvents(events, (key) => key).map((e) => [e.seq, e.typeName]);

describe('a published notice’s history', () => {
  it('names the submission its publication and leaves out the approval recorded with it', () => {
    const events = [row(1, 'flow.started'), row(2, 'submitted'), row(3, 'approved')];
    expect(named(events)).toEqual([
      [1, 'server:flow.started'],
      [2, 'history.published'],
    ]);
  });

  it('names a revision 重新发布 and a cancellation after publication the withdrawal', () => {
    const events = [row(2, 'submitted'), row(3, 'approved'), row(4, 'published.revised'), row(5, 'cancelled')];
    expect(named(events)).toEqual([
      [2, 'history.published'],
      [4, 'form.republish'],
      [5, 'detail.revokeTitle'],
    ]);
  });

  it('keeps the server’s name for a cancellation before anything was published', () => {
    const events = [row(1, 'flow.started'), row(2, 'draft.saved'), row(3, 'cancelled')];
    expect(named(events).map(([, name]) => name)).toEqual(['server:flow.started', 'server:draft.saved', 'server:cancelled']);
  });

  it('shows an approval that does not follow its submission (it is not the publication)', () => {
    const events = [row(2, 'submitted'), row(3, 'task.created'), row(4, 'approved')];
    expect(named(events).map(([seq]) => seq)).toEqual([2, 3, 4]);
  });
});
