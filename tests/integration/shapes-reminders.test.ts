// The reminders shape (`reminders` on the entry): a higher union reminds the unions below it that have
// not filed in the module's open round, a portal message at most once a Beijing day per module and
// union, and an SMS where the module texts reminders and the union's profile has a contact mobile. On
// the staff innovation nominations, individual and team, on the real servers.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, savedForm, setup1Parties, type ApiSession } from '../support';

const BOOST = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';
const TEAMS = '/api/blade-crop/crop/recommendEmployeeInnovationBoost2Endpoint';
const teams = modules.recommendEmployeeInnovationBoost2Endpoint!;

const p = setup1Parties();
let corp2: ApiSession;

/** The union's profile names a contact mobile. */
async function giveContactMobile(unionId: string, mobile: string): Promise<void> {
  const sections = JSON.stringify({ contact: { contactMobile: mobile } });
  await p.stack.db
    .insertInto('union_profile')
    .values({ union_id: unionId, tenant_id: '000000', sections })
    .onConflict((oc) => oc.column('union_id').doUpdateSet({ sections }))
    .execute();
}

const textsTo = (phone: string) => p.stack.db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).execute();

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  // corp1 (union 1101) has filed its nomination in the catalogue's open round.
  await savedForm(p.stack.app, p.corp1, modules.recommendEmployeeInnovationBoost1Endpoint!, {}, 'submit');
});

describe('sendRemind', () => {
  it('reminds a union below that has not filed once a day: the second reminder the same day skips it', async () => {
    const first = await p.launion1.get(`${BOOST}/sendRemind`, { businessId: '1102' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.reminded).toEqual([expect.objectContaining({ unionId: '1102', channels: ['portal'], phone: null })]);
    expect(first.body.data.skipped).toEqual([]);
    const again = await p.launion1.get(`${BOOST}/sendRemind`, { businessId: '1102' });
    expect(again.body.data.reminded).toEqual([]);
    expect(again.body.data.skipped).toEqual([expect.objectContaining({ unionId: '1102', reason: 'remindedToday' })]);
    const messages = await p.stack.db.selectFrom('union_message').select('content').where('union_id', '=', '1102').execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain('职工创新助力推荐（个人）');
  });

  it('skips a union that has filed in the round, saying so', async () => {
    const answer = await p.launion1.get(`${BOOST}/sendRemind`, { businessId: '1101' });
    expect(answer.body.data.skipped).toEqual([expect.objectContaining({ unionId: '1101', reason: 'alreadyFiled' })]);
  });

  it('without a union named, reminds every union below that has not filed and names each one skipped with why', async () => {
    const answer = await p.launion1.get(`${BOOST}/sendRemind`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const skipped = Object.fromEntries(answer.body.data.skipped.map((s: { unionId: string; reason: string }) => [s.unionId, s.reason]));
    expect(skipped).toMatchObject({ '1101': 'alreadyFiled', '1102': 'remindedToday' });
    const reminded = answer.body.data.reminded.map((r: { unionId: string }) => r.unionId);
    expect(reminded).not.toContain('1101');
    expect(reminded).not.toContain('1102');
    expect(reminded).not.toContain('1100');
  });

  it('is refused to an enterprise union (403) and answers 404 for a union not below the caller', async () => {
    expect((await corp2.get(`${BOOST}/sendRemind`, { businessId: '1101' })).status).toBe(403);
    expect((await p.launion1.get(`${BOOST}/sendRemind`, { businessId: '1200' })).status).toBe(404);
  });
});

describe('sendRemind of a second module that sets the option', () => {
  it('reminds apart from the first module’s reminders, and texts the union’s contact mobile once', async () => {
    await giveContactMobile('1102', '13911117777');
    const answer = await p.launion1.get(`${TEAMS}/sendRemind`, { businessId: '1102' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.reminded).toEqual([
      expect.objectContaining({ unionId: '1102', channels: ['portal', 'sms'], phone: '139****7777' }),
    ]);
    const again = await p.launion1.get(`${TEAMS}/sendRemind`, { businessId: '1102' });
    expect(again.body.data.skipped).toEqual([expect.objectContaining({ unionId: '1102', reason: 'remindedToday' })]);
    const texts = await textsTo('13911117777');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.content).toContain('职工创新助力推荐（团队）');
  });

  it('sends no SMS where the module does not text reminders, whatever mobile the union has', async () => {
    await giveContactMobile('1101', '13911118888');
    teams.reminders!.sms = false;
    try {
      const answer = await p.launion1.get(`${TEAMS}/sendRemind`, { businessId: '1101' });
      expect(answer.body.data.reminded).toEqual([expect.objectContaining({ unionId: '1101', channels: ['portal'], phone: null })]);
      expect(await textsTo('13911118888')).toHaveLength(0);
    } finally {
      teams.reminders!.sms = true;
    }
  });
});
