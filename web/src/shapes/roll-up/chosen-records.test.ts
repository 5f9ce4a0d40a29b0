import { describe, expect, it } from 'vitest';
import { chosenRecords, toggleChosen } from './chosen-records';
import type { ChildUnion } from './types';

const record = (id: string, unionId: string) => ({ id, title: `t${id}`, unionId, unionName: `u${unionId}`, endTime: null });
const unions: ChildUnion[] = [
  { unionId: '1', unionName: 'u1', applied: true, records: [record('a', '1'), record('b', '1')] },
  { unionId: '2', unionName: 'u2', applied: false, records: [] },
  { unionId: '3', unionName: 'u3', applied: true, records: [record('c', '3')] },
];

describe('the nominations chosen to gather', () => {
  it('adds an id not chosen yet and takes out one chosen', () => {
    expect([...toggleChosen(new Set(['a']), 'c')]).toEqual(['a', 'c']);
    expect([...toggleChosen(new Set(['a', 'c']), 'a')]).toEqual(['c']);
  });

  it('answers the chosen records in the unions’ order, whatever order they were chosen in', () => {
    expect(chosenRecords(unions, new Set(['c', 'a'])).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('leaves out ids no union lists any more', () => {
    expect(chosenRecords(unions, new Set(['gone', 'b'])).map((r) => r.id)).toEqual(['b']);
  });
});
