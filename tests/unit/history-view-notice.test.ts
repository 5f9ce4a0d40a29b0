import { describe, expect, it } from 'vitest';
import type { StoredFlowEvent } from '../../db';
import { historyView } from '../../services/flow/tasks/history-view';

const actor = { id: '1', name: '中关村街道工会', union: '中关村街道工会联合会' };
const form = { form: {}, title: '职工健步走' };
let seq = 0;
const event = (body: Record<string, unknown>): StoredFlowEvent =>
  ({
    ...body,
    seq: ++seq,
    at: '2026-11-25T01:00:00.000Z',
    actor,
    tenantId: '000000',
    processInstanceId: 'activity-1',
    module: 'activity',
    recordId: '1',
    prevHash: '',
    hash: '',
  }) as StoredFlowEvent;

function published(): StoredFlowEvent[] {
  seq = 0;
  return [
    event({ type: 'flow.started', payload: {} }),
    event({ type: 'submitted', payload: form }),
    event({ type: 'approved', payload: {} }),
    event({ type: 'published.revised', payload: form }),
    event({ type: 'cancelled', payload: { reason: '场馆检修', taskId: null } }),
  ];
}

const rows = (events: StoredFlowEvent[], publishOnly: boolean) =>
  historyView(events, 'zh', new Map(), { publishOnly })
    .filter((r) => r.shownWith === null)
    .map((r) => [r.type, r.typeName, r.comment]);

describe('the history of a published notice', () => {
  it('reads 发布, 重新发布 and 撤回发布 with its reason, the approval shown with the publication', () => {
    expect(rows(published(), true)).toEqual([
      ['flow.started', '创建申请', null],
      ['submitted', '发布', null],
      ['published.revised', '重新发布', null],
      ['cancelled', '撤回发布', '场馆检修'],
    ]);
  });

  it('keeps an application’s words for the same events of any other module', () => {
    expect(rows(published(), false).map(([, name]) => name)).toEqual([
      '创建申请',
      '提交申请',
      '审核通过(办结)',
      '修改发布内容',
      '作废申请',
    ]);
  });

  it('calls a cancellation before anything was published a cancellation', () => {
    seq = 0;
    const events = [
      event({ type: 'flow.started', payload: {} }),
      event({ type: 'cancelled', payload: { reason: '不办了', taskId: null } }),
    ];
    expect(rows(events, true).map(([, name]) => name)).toEqual(['创建申请', '作废申请']);
  });
});
