// The first-aid points register (registerFirstAidPoint, docs/forms/group-c-rights.md "firstaid"): an
// approved declaration puts its point on the park's first-aid map with its AED and first-aider counts
// and no person; a later approved declaration of the same point writes that row again; the rows are
// rebuilt from their events; the calls beyond calls.tsv are marked so.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { rebuildReadModels } from '../../db';
import { exampleToSend, giveUnionItsData, reviewFromClaimList, setup1Parties } from '../support';

const p = setup1Parties();
const entry = modules.firstaid as ModuleEntry;
const BASE = '/api/blade-crop/crop/firstaid';
const example = entry.example;

/** corp1 declares `form` with one save (its submit); launion1 approves it from its claim list. */
async function declareAndApprove(form: Record<string, unknown>): Promise<string> {
  const sent = await exampleToSend(p.stack.app, p.corp1, entry, form);
  const saved = await p.corp1.post(`${BASE}/save`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await reviewFromClaimList(p.launion1, saved.body.data.id, saved.body.data.processInstanceId, 'ok', '同意');
  return saved.body.data.id;
}

type MapPoint = { id: string; name: string; region: string; aedCount: number; firstAiderCount: number; kitCount: number };
const pointsNamed = async (name: string, region?: string): Promise<MapPoint[]> => {
  const map = await p.federation.get(`${BASE}/map`, region ? { region } : {});
  expect(map.status, JSON.stringify(map.body)).toBe(200);
  return (map.body.data.points as MapPoint[]).filter((x) => x.name === name);
};

beforeAll(async () => {
  await giveUnionItsData(p.stack, '1101');
});

describe('an approved first-aid declaration', () => {
  it('puts its point on the first-aid map with the counts of its rows, and no person', async () => {
    const name = '智联科技职工应急救护服务点(一)';
    await declareAndApprove({ ...example, pointName: name });
    const [point, ...others] = await pointsNamed(name);
    expect(others).toEqual([]);
    expect(point).toMatchObject({ region: '110108001', aedCount: 1, firstAiderCount: 2, kitCount: 3, pointKinds: ['1', '2'] });
    expect(JSON.stringify(point)).not.toMatch(/13911113333|王芳|BJHSZ/);
  });

  it('written again by a later approved declaration of the same point, not doubled', async () => {
    const name = '智联科技职工应急救护服务点(二)';
    await declareAndApprove({ ...example, pointName: name });
    const [first] = await pointsNamed(name);
    await declareAndApprove({
      ...example,
      pointName: name,
      hasAed: '0',
      aeds: [],
      kitCount: 5,
      files: { photos: ['1'], certificates: ['1'] },
    });
    const points = await pointsNamed(name);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ id: first!.id, aedCount: 0, kitCount: 5 });
  });

  it('is found by its region and not by another', async () => {
    const name = '智联科技职工应急救护服务点(三)';
    await declareAndApprove({ ...example, pointName: name });
    expect(await pointsNamed(name, '110108')).toHaveLength(1);
    expect(await pointsNamed(name, '110105')).toEqual([]);
  });

  it('leaves rows the read-model rebuild gives back as they were', async () => {
    expect((await rebuildReadModels(p.stack.db, { check: true })).differences).toEqual([]);
  });
});

describe('the calls beyond calls.tsv', () => {
  it('are marked x-inferred with their reason: getid, uploads and the map; the spec’s save is not', async () => {
    const doc = (await p.stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.paths[`${BASE}/getid`]?.get?.['x-inferred']).toMatch(/upload/);
    expect(doc.paths[`${BASE}/uploads`]?.post?.['x-inferred']).toMatch(/upload/);
    expect(doc.paths[`${BASE}/map`]?.get?.['x-inferred']).toMatch(/map/);
    expect(doc.paths[`${BASE}/save`]?.post?.['x-inferred']).toBeUndefined();
    expect(doc.paths['/api/blade-crop/crop/rights4/getid']?.get?.['x-inferred']).toBeUndefined();
  });
});
