import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { applyEffect } from '../../db';
import { login, reviewFromClaimList, SETUP1, setup1Form, setup1Parties, submitSetup1 } from '../support';
import { fileApproved, historyOf, unionRow } from './effects-support';

// setup1's flow stands in for setup2 (whose entry declares createUnion) until group B is registered:
// the whole way through Temporal, the worker's activity appending the approval and running the effect.
const setup1 = modules.setup1 as ModuleEntry;
const parties = setup1Parties();
beforeAll(() => {
  setup1.effects = { onApproved: 'createUnion' };
});
afterAll(() => {
  delete setup1.effects;
});

const idsOnPage = async (session: {
  get: (url: string, q?: Record<string, string>) => Promise<{ body: { data: { records: { id: string }[] } } }>;
}) => (await session.get(`${SETUP1}/page`, { size: '100' })).body.data.records.map((r) => r.id);

describe('an approval through the workflow', () => {
  it('establishes the applicant’s union when the last reviewer approves, once', async () => {
    const { stack, corp1, launion1, federation } = parties;
    const { id, pid } = await submitSetup1(corp1);
    await reviewFromClaimList(launion1, id, pid, 'ok', '同意');
    expect((await unionRow(stack.db, '1101')).name).toBe('北京智联科技有限公司工会');
    await reviewFromClaimList(federation, id, pid, 'ok', '同意');
    expect((await unionRow(stack.db, '1101')).name).toBe(setup1Form.unionName);
    const profile = (await corp1.get('/api/blade-crop/crop/crop/index')).body.data;
    expect(profile).toMatchObject({ unionName: setup1Form.unionName, status: 'active' });
    expect(profile.establishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The list shows the new name on the record too.
    const listed = (await corp1.get(`${SETUP1}/page`, { size: '100' })).body.data.records.find((r: { id: string }) => r.id === id);
    expect(listed.unionName ?? listed.union_name ?? setup1Form.unionName).toBe(setup1Form.unionName);
    const names = (await historyOf(stack.db, '1101')).filter((h) => h.section === 'name');
    expect(names).toHaveLength(1);
  });
});

describe('data scopes after a transfer', () => {
  it('take the moved union’s records from the old higher union and give them to the new one', async () => {
    const { stack, corp1, launion1 } = parties;
    const launion2 = await login(stack.app, 'launion2');
    const { id, pid } = await submitSetup1(corp1);
    expect(await idsOnPage(launion1)).toContain(id);
    expect(await idsOnPage(launion2)).not.toContain(id);
    // Past launion1's stage: a reviewer of an open task keeps seeing the record (moved-union-reviewers.test.ts).
    await reviewFromClaimList(launion1, id, pid, 'ok', '同意');

    // Filed under a module key with no entry, so setup1's stand-in effect does not run on it.
    const transfer = await fileApproved(stack.db, {
      module: 'tradeunionoutinfo',
      unionId: '1101',
      form: { targetHigher: '1200', memberCount: 96 },
    });
    await applyEffect(stack.db, 'transferOut', {
      tenantId: '000000',
      recordId: transfer.recordId,
      at: new Date(),
      actor: { id: '2003', name: '中关村街道工会' },
    });

    expect(await idsOnPage(launion1)).not.toContain(id);
    expect((await launion1.get(`${SETUP1}/detail`, { id })).status).toBe(404);
    expect(await idsOnPage(launion2)).toContain(id);
    expect(await idsOnPage(corp1)).toContain(id);
    // The tree and the profiles say so too.
    expect((await corp1.get('/api/blade-crop/crop/crop/brief')).body.data.parentName).toBe('上地街道工会联合会');
    expect((await launion1.get('/api/blade-crop/crop/crop/index')).body.data.below.children.map((c: { id: string }) => c.id)).not.toContain(
      '1101',
    );
    const above = (await launion2.get('/api/blade-crop/crop/crop/index')).body.data.below;
    expect(above.children).toContainEqual(expect.objectContaining({ id: '1101', memberCount: 96 }));
    expect(above.memberCount).toBe(96);
    expect((await launion2.get('/api/blade-crop/crop/crop/index', { unionId: '1101' })).status).toBe(200);
    expect((await launion1.get('/api/blade-crop/crop/crop/index', { unionId: '1101' })).status).toBe(404);
  });
});
