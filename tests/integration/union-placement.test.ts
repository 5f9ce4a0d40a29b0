// Issue 19, item 2: where an approved set-up application (setup2) puts the new union. A new
// grassroots union is approved by its higher union (《工会法》第十二条) and hangs under it: the
// higher union the form names, which reviews it first; never under the applicant as a branch.
// Checked through the API: the tree as the higher unions' profiles show it, and the union's own.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { approvedSetupRequest, giveUnionItsData, login, reviewThrough, setup1Parties, submitStep, type ApiSession } from '../support';

const p = setup1Parties();
const SETUP2 = '/api/blade-crop/crop/setup2';
const entry = modules.setup2!;
const application = entry.steps!.find((s) => s.key === 'application')!;
/** The application step's fields of the example: the founding papers come with the file step. */
const applicationForm = Object.fromEntries(Object.entries(entry.example).filter(([k]) => application.fields.includes(k)));

const childrenOf = async (session: ApiSession) =>
  ((await session.get('/api/blade-crop/crop/crop/index')).body.data.below.children as { id: string; name: string; kind: string }[]).map(
    (c) => c.id,
  );

describe('an approved set-up application places the new union under its higher union', () => {
  it('a placeholder enterprise union becomes the union, under the higher union its form names, which approved it', async () => {
    const { stack, launion1, federation } = p;
    const corp3 = await login(stack.app, 'corp3');
    const launion2 = await login(stack.app, 'launion2');
    // corp3 registered under 上地 (1200); its set-up names 中关村 (1100) as the higher union that takes it in.
    await approvedSetupRequest(corp3, [launion2, federation]);
    const sent = await submitStep(stack.app, corp3, entry, 0, {
      ...entry.example,
      unionName: '北京星河数据有限公司工会委员会',
      higherUnion: '1100',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { id, processInstanceId } = sent.body.data;
    // The named higher union reviews it first: 上地 has no task of it.
    const claims = await launion2.get('/api/blade-flow/work/claim-list', { size: '100' });
    expect(claims.body.data.records.some((t: { recordId: string }) => t.recordId === id)).toBe(false);
    expect((await reviewThrough([launion1, federation], corp3, 'setup2', id, processInstanceId)).step).toBe('file');
    expect(await childrenOf(launion1)).toContain('1201');
    expect(await childrenOf(launion2)).not.toContain('1201');
    const brief = (await corp3.get('/api/blade-crop/crop/crop/brief')).body.data;
    expect(brief).toMatchObject({ unionId: '1201', unionName: '北京星河数据有限公司工会委员会', parentName: '中关村街道工会联合会' });
  });

  it('an established union filing a set-up gets a new union of its own beside it, under the higher union, not a branch below itself', async () => {
    const { stack, corp1, launion1, federation } = p;
    await giveUnionItsData(stack, '1101');
    await approvedSetupRequest(corp1, [launion1, federation]);
    const sent = await submitStep(stack.app, corp1, entry, 0, {
      ...entry.example,
      unionName: '北京智联科技二分公司工会委员会',
      higherUnion: '1100',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await reviewThrough([launion1, federation], corp1, 'setup2', sent.body.data.id, sent.body.data.processInstanceId);
    const profile = (await launion1.get('/api/blade-crop/crop/crop/index')).body.data;
    const created = (profile.below.children as { id: string; name: string; kind: string }[]).find(
      (c) => c.name === '北京智联科技二分公司工会委员会',
    );
    expect(created, 'the new union among 中关村’s unions').toMatchObject({ kind: 'corp' });
    const own = (await launion1.get('/api/blade-crop/crop/crop/index', { unionId: created!.id })).body.data;
    expect(own).toMatchObject({ parentId: '1100', unionType: 'normal', establishedOn: entry.example.meetingDate });
    // Nothing hangs under the applicant.
    expect((await corp1.get('/api/blade-crop/crop/crop/index')).body.data.below.children).toEqual([]);
  });

  it('refuses a higher union that cannot take a grassroots union (an enterprise union), naming the field, and starts nothing', async () => {
    const { stack } = p;
    const corp2 = await login(stack.app, 'corp2');
    // A draft without the materials' placeholder ids: only the higher union is wrong.
    const { files: _files, ...form } = applicationForm;
    const sent = await corp2.post(`${SETUP2}/save`, { ...form, higherUnion: '1101' });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors).toEqual([{ field: 'higherUnion', rule: 'unionKind', message: '上级工会只能选择工会联合会' }]);
  });
});
