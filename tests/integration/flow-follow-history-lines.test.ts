// The events of flow models as data (timeouts, 知会, migration, termination) as a person reads them in a
// record's history: what happened, by whom, and the reason or detail.
import { describe, expect, it } from 'vitest';
import type { StoredFlowEvent } from '../../db';
import { historyView } from '../../services/flow/tasks';

const admin = { id: '2001', name: '系统管理员', union: '科技园区总工会' };
const system = { id: null, name: '系统', union: '' };
let seq = 0;
const event = (body: Record<string, unknown>, actor: StoredFlowEvent['actor'] = admin): StoredFlowEvent =>
  ({
    ...body,
    seq: ++seq,
    at: '2026-11-25T01:00:00.000Z',
    actor,
    tenantId: '000000',
    processInstanceId: 'setup1-1',
    module: 'setup1',
    recordId: '1',
    prevHash: '',
    hash: '',
  }) as StoredFlowEvent;

const task = {
  taskId: '1-1',
  stage: 1,
  stageKey: 'launion',
  stageName: '上级工会审核',
  candidates: ['union:1100'],
  dueAt: '2026-11-28T01:00:00.000Z',
};
const names = new Map([
  ['union:1100', '中关村街道工会联合会'],
  ['role:federation', '总工会审核员'],
]);

function lines(events: StoredFlowEvent[]) {
  return historyView(events, 'zh', names).map((r) => ({
    type: r.type,
    typeName: r.typeName,
    actorName: r.actorName,
    actorUnion: r.actorUnion,
    comment: r.comment,
    stageName: r.stageName,
  }));
}

describe('the history lines of flow-model events', () => {
  it('reads a reminder and a timeout as the system’s, on the task’s stage, with what the timeout did', () => {
    seq = 0;
    const rows = lines([
      event({ type: 'task.created', payload: task }, system),
      event({ type: 'task.overdue', payload: { taskId: '1-1' } }, system),
      event({ type: 'task.timedOut', payload: { taskId: '1-1', action: 'escalate' } }, system),
    ]);
    expect(rows[1]).toEqual({
      type: 'task.overdue',
      typeName: '任务超时提醒',
      actorName: '系统',
      actorUnion: '',
      comment: null,
      stageName: '上级工会审核',
    });
    expect(rows[2]).toMatchObject({ typeName: '任务超时处理', actorName: '系统', comment: '超时转上级办理', stageName: '上级工会审核' });
  });

  it('reads a 知会 with its stage and whom it went to', () => {
    seq = 0;
    const [row] = lines([
      event(
        {
          type: 'cc.sent',
          payload: { ccId: '1-2', stageKey: 'launion', stageName: '上级工会审核', candidates: ['role:federation', 'user:9'] },
        },
        system,
      ),
    ]);
    expect(row).toEqual({
      type: 'cc.sent',
      typeName: '知会',
      actorName: '系统',
      actorUnion: '总工会审核员、user:9',
      comment: null,
      stageName: '上级工会审核',
    });
  });

  it('reads a migration with the versions it moved between, by the administrator who moved it', () => {
    seq = 0;
    const [row] = lines([
      event({
        type: 'flow.migrated',
        payload: {
          from: { modelKey: 'parent-then-federation', versionId: '11', version: 1 },
          to: { modelKey: 'parent-then-federation', versionId: '12', version: 2 },
          moves: [{ taskId: '1-1', from: 'launion', to: 'launion' }],
        },
      }),
    ]);
    expect(row).toMatchObject({
      typeName: '流程迁移',
      actorName: '系统管理员',
      comment: 'parent-then-federation v1 → parent-then-federation v2',
    });
  });

  it('reads a termination with its reason, by the administrator who ended it', () => {
    seq = 0;
    const [row] = lines([event({ type: 'terminated', payload: { reason: '申请单位已注销', taskIds: ['1-1'] } })]);
    expect(row).toEqual({
      type: 'terminated',
      typeName: '终止流程',
      actorName: '系统管理员',
      actorUnion: '科技园区总工会',
      comment: '申请单位已注销',
      stageName: null,
    });
  });
});
