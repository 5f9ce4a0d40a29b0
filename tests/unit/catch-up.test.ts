import { describe, expect, it } from 'vitest';
import type { HeldCommand } from '../../db';
import { decide, initialState, type Command, type FlowState, type FlowView } from '../../workflows';
import { catchUp } from '../../workflows/record-lifecycle/catch-up';
import { corp1, setupInput } from './lifecycle-support';

const input = setupInput;
const viewOf = (s: FlowState): FlowView => ({
  recordId: '42',
  processInstanceId: 'setup1-42',
  state: s.status,
  stage: s.openTask?.stage ?? 0,
  openTaskId: s.openTask?.taskId ?? null,
});

/** The events a command makes of a state, as the store holds them under the command's id. */
function held(state: FlowState, cmd: Command, commandId: string | null, at = 1_700_000_000_000): HeldCommand {
  const d = decide(state, input, cmd, corp1, at);
  if (!d.ok) throw new Error(`${cmd.kind} refused`);
  return { commandId, events: d.events };
}
const saved = catchUp(initialState, [held(initialState, { kind: 'save', form: {}, title: 'x' }, 'save-1')], 'save-1', viewOf);
const draft = saved.ok ? saved.state : initialState;

describe('catching up with events the store held', () => {
  it('answers a command its own events when a lost workflow task stored them', () => {
    const submit = held(draft, { kind: 'submit', form: {}, title: 'x' }, 'submit-1');
    const caught = catchUp(draft, [submit], 'submit-1', viewOf);
    expect(caught).toMatchObject({ ok: true, mine: { state: 'in_review', stage: 1, openTaskId: '42-1' }, others: [] });
    expect(caught.ok && caught.state.eventSeq).toBe(4);
  });

  it('folds in another command’s events and keeps its answer for when that command arrives', () => {
    const other = held(draft, { kind: 'submit', form: {}, title: 'x' }, 'submit-2');
    const caught = catchUp(draft, [other], 'save-2', viewOf);
    expect(caught).toMatchObject({ ok: true, others: [['submit-2', { state: 'in_review', stage: 1 }]] });
    expect(caught.ok && caught.mine).toBeUndefined();
    expect(caught.ok && caught.state.status).toBe('in_review');
  });

  it('answers a command the view after its own events, not after those stored behind them', () => {
    const mine = held(draft, { kind: 'save', form: { a: 1 }, title: 'x' }, 'save-3');
    const after = catchUp(draft, [mine], 'save-3', viewOf);
    const next = held(after.ok ? after.state : draft, { kind: 'submit', form: {}, title: 'x' }, 'submit-3');
    const caught = catchUp(draft, [mine, next], 'save-3', viewOf);
    expect(caught).toMatchObject({ ok: true, mine: { state: 'draft' }, others: [['submit-3', { state: 'in_review' }]] });
  });

  it('folds in events stored before commands were named, answering nobody for them', () => {
    const unnamed = held(draft, { kind: 'save', form: {}, title: 'y' }, null);
    const caught = catchUp(draft, [unnamed], 'save-4', viewOf);
    expect(caught).toMatchObject({ ok: true, others: [] });
    expect(caught.ok && caught.state.eventSeq).toBe(3);
  });

  it('refuses to fold in another command’s migration, whose new version only its order carries', () => {
    const migrated: HeldCommand = {
      commandId: 'migrate-1',
      events: [
        {
          seq: 3,
          at: '2026-11-28T00:00:00.000Z',
          actor: { id: '1', name: 'admin', union: '1000' },
          type: 'flow.migrated',
          payload: {
            from: { modelKey: 'm', versionId: '', version: 1 },
            to: { modelKey: 'm', versionId: 'v2', version: 2 },
            stages: [],
            moves: [],
          },
        },
      ],
    };
    expect(catchUp(draft, [migrated], 'save-5', viewOf)).toEqual({ ok: false });
  });
});
