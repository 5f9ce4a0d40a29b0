import { describe, expect, it } from 'vitest';
import type { FlowGraph, StageNode } from './graph';
import { planMigration } from './migration';

const stage = (id: string): StageNode => ({
  kind: 'stage',
  id,
  name: { zh: id, en: id },
  candidates: [{ kind: 'applicantParent' }],
  completion: 'any',
  dueHours: 24,
  onTimeout: 'remind',
});
const chain = (...ids: string[]): FlowGraph => {
  const all = ['start', ...ids, 'end'];
  return {
    key: 'm',
    name: { zh: 'm', en: 'm' },
    nodes: [{ kind: 'start', id: 'start' }, ...ids.map(stage), { kind: 'end', id: 'end' }],
    edges: all.slice(1).map((to, i) => ({ id: `${all[i]}_${to}`, from: all[i]!, to })),
  };
};

describe('planning a migration', () => {
  it('keeps a record on a stage the new version still has', () => {
    expect(planMigration(chain('a', 'b'), chain('a', 'x', 'b'), ['b']).moves).toEqual([{ from: 'b', to: 'b', exists: true }]);
  });

  it('sends a record on a renamed stage to the stage standing in its place', () => {
    expect(planMigration(chain('a', 'b'), chain('a', 'c'), ['b']).moves).toEqual([{ from: 'b', to: 'c', exists: false }]);
  });

  it('sends a record on a removed stage to the stage after it', () => {
    expect(planMigration(chain('a', 'b', 'c'), chain('a', 'c'), ['b']).moves[0]?.to).toBe('c');
  });

  it('follows the administrator’s choice when it names a stage of the new version', () => {
    expect(planMigration(chain('a', 'b'), chain('a', 'c'), ['b'], { b: 'a' }).moves[0]?.to).toBe('a');
    expect(planMigration(chain('a', 'b'), chain('a', 'c'), ['b'], { b: 'gone' }).moves[0]?.to).toBe('c');
  });

  it('starts the review again at the first stage when nothing stands in its place', () => {
    expect(planMigration(chain('a', 'b'), chain('z'), ['b']).moves[0]?.to).toBe('z');
  });
});
