import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../../api';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { HistoryTimeline } from './HistoryTimeline';

const flowRow = (seq: number, type: string, typeName: string, time: string): HistoryEvent => ({
  seq,
  type,
  typeName,
  actorId: '2009',
  actorName: '联合工会',
  actorUnion: '',
  time,
  comment: null,
  stageName: null,
  taskId: null,
  shownWith: null,
  hash: `h${seq}`,
  prevHash: seq > 1 ? `h${seq - 1}` : '0'.repeat(64),
});
const linkRow = (type: string, typeName: string, time: string, comment: string | null): HistoryEvent => ({
  ...flowRow(0, type, typeName, time),
  seq: null,
  source: 'link',
  comment,
  actorId: null,
  hash: null,
  prevHash: null,
});

describe('a record’s history with its questionnaire link’s events', () => {
  it('shows the link’s events among the flow’s in the order given, each marked as the link’s', async () => {
    const events = [
      flowRow(1, 'draft.saved', '暂存', '2026-11-18 09:00:00'),
      linkRow('invitation.sent', '发送问卷链接', '2026-11-18 09:30:00', '2026年覆盖企业情况调查，发送至137****7001'),
      linkRow('invitation.reminded', '提醒填写问卷', '2026-11-19 08:05:00', '第1次提醒'),
      linkRow('invitation.reminded', '提醒填写问卷', '2026-11-20 08:10:00', '第2次提醒'),
      flowRow(2, 'submitted', '提交', '2026-11-21 10:00:00'),
    ];
    await renderConsole(<HistoryTimeline entry={modules.survey!} events={events} attachmentNames={{}} />, { api: new FakeApi() });
    const items = await screen.findAllByTestId('history-item');
    expect(items.map((li) => li.getAttribute('data-source'))).toEqual(['flow', 'link', 'link', 'link', 'flow']);
    expect(items.map((li) => within(li).getByTestId('history-type').textContent)).toEqual([
      '暂存',
      '发送问卷链接',
      '提醒填写问卷',
      '提醒填写问卷',
      '提交',
    ]);
    expect(within(items[1]!).getByTestId('history-link-event').textContent).toBe('问卷链接');
    expect(within(items[3]!).getByTestId('history-comment').textContent).toBe('第2次提醒');
    expect(within(items[0]!).queryByTestId('history-link-event')).toBeNull();
  });
});
