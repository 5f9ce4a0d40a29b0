import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, eventHash, GENESIS_HASH, storedEventHash, type NewFlowEvent } from '../../db';

const ref = { tenantId: '000000', processInstanceId: 'setup1-42', module: 'setup1', recordId: '42' };
const event = {
  seq: 2,
  type: 'submitted',
  at: '2026-03-01T08:00:00.000Z',
  actor: { id: '7', name: '张三', union: '中关村街道工会' },
  payload: {
    form: {
      unionName: '北京某某工会',
      members: 120,
      list: [{ b: 'x', a: 1, c: null, d: undefined }, [1, 2, 'ü']],
      nested: { z: 1, a: true, é: 2, B: 3 },
    },
    title: '北京某某工会',
    submission: 1,
  },
} as NewFlowEvent;

describe('an event’s hash', () => {
  it('is the hash the store has always given it (stored chains stay valid)', () => {
    expect(eventHash(GENESIS_HASH, ref, event)).toBe('ddccd1098572db295d32ed958d2ce1627d9fe89c7d4a0f42e4c6abff816c7237');
  });

  it('hashes JSON with keys sorted at every level and undefined values left out', () => {
    expect(canonicalJson(event.payload)).toBe(
      '{"form":{"list":[{"a":1,"b":"x","c":null},[1,2,"ü"]],"members":120,"nested":{"B":3,"a":true,"z":1,"é":2},"unionName":"北京某某工会"},"submission":1,"title":"北京某某工会"}',
    );
  });

  it('orders integer-like keys as text too, at every level', () => {
    expect(canonicalJson({ b: [{ '10': 1, '9': 2, x: undefined }], '2': { '1': 'a', '0': 'b' }, a: 1 })).toBe(
      '{"2":{"0":"b","1":"a"},"a":1,"b":[{"10":1,"9":2}]}',
    );
  });

  it('keeps a key named __proto__ as stored JSON holds it', () => {
    expect(canonicalJson(JSON.parse('{"b":{"__proto__":{"y":1,"x":2}},"a":0}'))).toBe('{"a":0,"b":{"__proto__":{"x":2,"y":1}}}');
  });

  // The body is written member by member in its keys' sorted order (only the actor and the payload
  // are sorted): each case must hash as sha-256 over canonicalJson of the whole body always did.
  const wholeBody = (prevHash: string, e: NewFlowEvent, at: string) =>
    hash(
      'sha256',
      `${prevHash}\n${canonicalJson({ tenantId: ref.tenantId, processInstanceId: ref.processInstanceId, module: ref.module, recordId: ref.recordId, seq: e.seq, type: e.type, at, actor: e.actor, payload: e.payload })}`,
    );
  const cases: [string, NewFlowEvent][] = [
    ['an event with a nested payload', event],
    [
      'a timer’s event (no actor id) with an empty payload',
      { ...event, actor: { id: null, name: '系统', union: '' }, payload: {} } as NewFlowEvent,
    ],
    ['no actor at all', { ...event, actor: undefined } as unknown as NewFlowEvent],
    ['a payload left undefined', { ...event, payload: undefined } as unknown as NewFlowEvent],
    ['an actor carrying more than its three keys', { ...event, actor: { ...event.actor, role: 'reviewer' } } as unknown as NewFlowEvent],
    [
      'a payload with integer-like keys and __proto__',
      { ...event, payload: JSON.parse('{"2":{"__proto__":{"y":1}},"10":[{"b":1,"a":2}]}') } as NewFlowEvent,
    ],
  ];

  it.each(cases)('is sha-256 over canonicalJson of the whole body: %s', (_name, e) => {
    expect(eventHash(GENESIS_HASH, ref, e)).toBe(wholeBody(GENESIS_HASH, e, e.at));
  });

  it('takes the time in toISOString’s form: a stored event’s time as read, or any time the store is given', () => {
    const at = '2026-03-01T16:00:00+08:00';
    expect(eventHash(GENESIS_HASH, ref, { ...event, at } as NewFlowEvent)).toBe(wholeBody(GENESIS_HASH, event, event.at));
    expect(storedEventHash(GENESIS_HASH, ref, event, event.at)).toBe(eventHash(GENESIS_HASH, ref, event));
  });
});
