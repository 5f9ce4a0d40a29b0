// The election rules of 《工会基层组织选举工作条例》 at the API: a by-election (organ2) with too few present.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, setup1Parties } from '../support';

const p = setup1Parties();
const ORGAN2 = '/api/blade-crop/crop/organ2';
const example = modules.organ2!.example;

describe('an election with 60 % of those entitled present', () => {
  it('is refused with 400 naming 实到人数, and no record is made', async () => {
    const before = await p.corp1.get(`${ORGAN2}/page`, { size: '100' });
    const answer = await p.corp1.post(`${ORGAN2}/submit`, { ...example, entitled: 10, attendance: 6 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toContainEqual({
      field: 'attendance',
      rule: 'atLeastShareOf',
      message: '实到人数不能少于应到人数的2/3(至少7)',
    });
    expect((await p.corp1.get(`${ORGAN2}/page`, { size: '100' })).body.data.total).toBe(before.body.data.total);
  });

  it('is refused in English with Accept-Language: en', async () => {
    const res = await p.stack.app.inject({
      method: 'POST',
      url: `${ORGAN2}/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: { ...example, entitled: 10, attendance: 6 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual(
      expect.objectContaining({ field: 'attendance', message: 'Present must be at least 2/3 of Entitled to vote (at least 7)' }),
    );
  });

  it('passes with two thirds present', async () => {
    const answer = await p.corp1.post(`${ORGAN2}/submit`, {
      ...example,
      entitled: 9,
      attendance: 6,
      votes: [{ ...(example.votes as object[])[0], votes: 5 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
