// 模型设计: a tenant's flow models as drafts the designer saves (checked, each error naming its
// element), deploys as immutable versions, exports as BPMN and removes; administrators only, each
// tenant its own, every change audited.
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelOfChain, parentThenFederation, type FlowGraph } from '../../catalogue';
import { ALL_TENANTS, catalogueChains, withTenant } from '../../db';
import { seedFlowModels } from '../../db/seed/flow-models';
import { parseBpmn } from '../../services/flow/bpmn';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { deployModel, MANAGER, MODEL, submitModel, withCountersign } from './flow-admin-support';

interface ModelRow {
  id: string;
  modelKey: string;
  name: string;
  category: string;
  categoryName: string;
  latestVersion: number | null;
}

let stack: TestStack;
let admin: ApiSession;
let admin2: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  admin2 = await login(stack.app, 'admin2', '100001');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

const models = async (session: ApiSession, query: Record<string, string> = {}): Promise<ModelRow[]> => {
  const answer = await session.get(`${MODEL}/list`, { size: '100', ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records as ModelRow[];
};

const modelCount = async () =>
  Number(
    (
      await stack.db
        .selectFrom('flow_model')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A model whose stage `nobody` has no candidates. */
function withoutCandidates(): FlowGraph {
  const graph = withCountersign();
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === 'countersign' && n.kind === 'stage' ? { ...n, candidates: [] } : n)) };
}

describe('the model list', () => {
  it('shows the catalogue chains seeded in the tenant, each deployed as version 1', async () => {
    const rows = await models(admin);
    const chain = rows.find((r) => r.modelKey === 'parent-then-federation');
    expect(chain).toMatchObject({ category: 'parent-then-federation', categoryName: '上级工会审核 → 总工会审核', latestVersion: 1 });
    expect(rows.map((r) => r.modelKey)).toEqual(expect.arrayContaining(['parent-only', 'federation-only', 'published']));
  });

  it('filters by key and name', async () => {
    expect((await models(admin, { modelKey: 'federation-only' })).map((r) => r.modelKey)).toEqual(['federation-only']);
    expect((await models(admin, { name: '直接发布' })).map((r) => r.modelKey)).toEqual(['published']);
    // A key filters by its part: every seeded chain whose key holds it.
    const parentChains = [...catalogueChains().keys()].filter((key) => key.includes('parent-'));
    expect(parentChains).toEqual(expect.arrayContaining(['parent-only', 'parent-then-federation']));
    expect((await models(admin, { modelKey: 'parent-' })).map((r) => r.modelKey).sort()).toEqual(parentChains.sort());
  });
});

describe('the seeded models', () => {
  it('are seeded once: a second seed adds nothing and brings back no model an administrator removed', async () => {
    const id = (await models(admin, { modelKey: 'federation-only' })).find((r) => r.modelKey === 'federation-only')!.id;
    expect((await admin.post(`${MODEL}/remove`, undefined, { ids: id })).status).toBe(200);
    const count = async (table: 'flow_model' | 'flow_model_version') =>
      Number(
        (
          await stack.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('flow_model'), await count('flow_model_version')];
    await withTenant(ALL_TENANTS, () => seedFlowModels(stack.db));
    expect([await count('flow_model'), await count('flow_model_version')]).toEqual(before);
    expect(await models(admin, { modelKey: 'federation-only' })).toEqual([]);
    // Every chain the catalogue's modules use, in both tenants.
    expect(before[1]).toBe(catalogueChains().size * 2);
  });
});

describe('the model detail', () => {
  it('gives a chain’s model its graph and no fields', async () => {
    const id = (await models(admin, { modelKey: 'parent-then-federation' })).find((r) => r.modelKey === 'parent-then-federation')!.id;
    const detail = (await admin.get(`${MODEL}/detail`, { id })).body.data;
    expect(detail.graph).toEqual(modelOfChain(parentThenFederation));
    expect(detail.fields).toEqual([]);
  });

  it('gives a module’s model the module’s fields, for the stages’ field permissions', async () => {
    const id = await submitModel(admin, 'organ3', { ...modelOfChain(parentThenFederation), key: 'organ3' });
    const detail = (await admin.get(`${MODEL}/detail`, { id })).body.data;
    expect(detail.fields.length).toBeGreaterThan(0);
    expect(detail.fields[0]).toEqual({ key: expect.any(String), label: expect.any(String) });
    expect(detail.latestVersion).toBeNull();
  });
});

describe('submitting a model', () => {
  it('saves a module’s model with a countersign stage and answers it', async () => {
    const id = await submitModel(admin, 'setup1', withCountersign());
    const detail = (await admin.get(`${MODEL}/detail`, { id })).body.data;
    expect(detail).toMatchObject({ modelKey: 'setup1', category: 'setup1', latestVersion: null });
    expect(detail.graph.nodes.find((n: { id: string }) => n.id === 'countersign')).toMatchObject({ completion: 'all', dueHours: 24 });
  });

  it('refuses a model with a stage without candidates, naming the stage, and saves nothing', async () => {
    const before = await modelCount();
    const answer = await admin.post(`${MODEL}/submit`, {
      modelKey: 'organ4',
      name: '无审核人',
      category: 'organ4',
      graph: withoutCandidates(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toContainEqual(
      expect.objectContaining({
        element: 'countersign',
        field: 'countersign',
        rule: 'noCandidates',
        message: expect.objectContaining({ zh: expect.any(String) }),
      }),
    );
    expect(answer.body.msg).toContain('总工会会签');
    expect(await modelCount()).toBe(before);
  });

  it('refuses a field permission naming a field the module does not have', async () => {
    const graph = withCountersign();
    const named = { ...graph, nodes: graph.nodes.map((n) => (n.kind === 'stage' ? { ...n, fields: { visible: ['noSuchField'] } } : n)) };
    const answer = await admin.post(`${MODEL}/submit`, { modelKey: 'setup1', name: '字段', category: 'setup1', graph: named });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { rule: string }) => e.rule)).toContain('unknownField');
  });

  it('refuses a category that is neither a module nor a chain', async () => {
    const answer = await admin.post(`${MODEL}/submit`, {
      modelKey: 'x1',
      name: 'x',
      category: 'noSuchModule',
      graph: withCountersign('x1'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'category' });
  });

  it('refuses a second live model of the same key', async () => {
    const answer = await admin.post(`${MODEL}/submit`, {
      modelKey: 'parent-only',
      name: 'again',
      category: 'parent-only',
      graph: modelOfChain(parentThenFederation),
    });
    expect(answer.status).toBe(409);
  });

  it('checks a model without saving it (validate)', async () => {
    const before = await modelCount();
    const bad = (await admin.post(`${MODEL}/validate`, { category: 'setup1', graph: withoutCandidates() })).body.data;
    expect(bad.errors.map((e: { element: string }) => e.element)).toContain('countersign');
    const good = (await admin.post(`${MODEL}/validate`, { category: 'setup1', graph: withCountersign() })).body.data;
    expect(good.errors).toEqual([]);
    expect(await modelCount()).toBe(before);
  });
});

describe('errors quoting long names and ids', () => {
  /** A model whose countersign stage has no candidates and a name and id as long as the body takes. */
  function longNamed(): FlowGraph {
    const graph = withoutCandidates();
    const id = 'c'.repeat(100);
    return {
      ...graph,
      nodes: graph.nodes.map((n) =>
        n.id === 'countersign' && n.kind === 'stage' ? { ...n, id, name: { zh: '会'.repeat(200), en: 'c'.repeat(200) } } : n,
      ),
      edges: graph.edges.map((e) => ({ ...e, from: e.from === 'countersign' ? id : e.from, to: e.to === 'countersign' ? id : e.to })),
    };
  }

  it('refuses such a draft with 400 naming the stage, never a 500', async () => {
    const answer = await admin.post(`${MODEL}/submit`, { modelKey: 'setup3', name: 'long', category: 'setup1', graph: longNamed() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ element: 'c'.repeat(100), rule: 'noCandidates' });
  });

  it('answers validate with messages its declared schema takes, however long', async () => {
    const doc = (await admin.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: object }> }> } }>;
    };
    const schema = doc.paths[`${MODEL}/validate`]!.post.responses['200']!.content['application/json']!.schema;
    const answer = await admin.post(`${MODEL}/validate`, { category: 'setup1', graph: longNamed() });
    expect(answer.body.data.errors[0].message.zh.length).toBeGreaterThan(200);
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(answer.body), new Ajv().errorsText(validate.errors)).toBe(true);
  });
});

describe('deploying a model', () => {
  it('makes version n + 1, which never changes when the draft does', async () => {
    const id = await submitModel(admin, 'setup2', { ...withCountersign(), key: 'setup2' });
    const first = await deployModel(admin, id);
    expect(first.version).toBe(1);
    const changed = withCountersign('setup2');
    await submitModel(
      admin,
      'setup2',
      { ...changed, nodes: changed.nodes.map((n) => (n.kind === 'stage' ? { ...n, dueHours: 48 } : n)) },
      id,
    );
    const second = await deployModel(admin, id);
    expect(second.version).toBe(2);
    const v1 = (await admin.get(`${MANAGER}/version`, { id: first.id })).body.data;
    expect(v1.graph.nodes.find((n: { id: string }) => n.id === 'countersign').dueHours).toBe(24);
    expect((await models(admin, { modelKey: 'setup2' })).find((r) => r.modelKey === 'setup2')!.latestVersion).toBe(2);
  });

  it('keeps a deployed version immutable in the database: only suspended may change', async () => {
    const v = await stack.db
      .selectFrom('flow_model_version')
      .select(['id', 'version'])
      .where('tenant_id', '=', '000000')
      .executeTakeFirstOrThrow();
    await expect(
      stack.db
        .updateTable('flow_model_version')
        .set({ version: 9 } as never)
        .where('id', '=', v.id)
        .execute(),
    ).rejects.toThrow(/cannot change/);
    await expect(
      stack.db
        .updateTable('flow_model_version')
        .set({ graph: JSON.stringify({}) } as never)
        .where('id', '=', v.id)
        .execute(),
    ).rejects.toThrow(/cannot change/);
    await stack.db.updateTable('flow_model_version').set({ suspended: true }).where('id', '=', v.id).execute();
    await stack.db.updateTable('flow_model_version').set({ suspended: false }).where('id', '=', v.id).execute();
  });

  it('lets only the federation share a version with other tenants, and only with tenants that exist', async () => {
    const own = (await models(admin2, { modelKey: 'parent-only' })).find((r) => r.modelKey === 'parent-only')!.id;
    expect((await admin2.post(`${MODEL}/deploy`, { id: own, tenantIds: ['000000'] })).status).toBe(403);
    const fed = (await models(admin, { modelKey: 'parent-only' })).find((r) => r.modelKey === 'parent-only')!.id;
    const unknown = await admin.post(`${MODEL}/deploy`, { id: fed, tenantIds: ['999999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors[0]).toMatchObject({ field: 'tenantIds' });
    const shared = await deployModel(admin, fed, ['100001']);
    expect((await admin.get(`${MANAGER}/version`, { id: shared.id })).body.data.tenantIds).toEqual(['100001']);
  });
});

describe('exporting BPMN', () => {
  it('writes a deployed version as BPMN 2.0 XML that reads back as the same model', async () => {
    const id = (await models(admin, { modelKey: 'parent-then-federation' })).find((r) => r.modelKey === 'parent-then-federation')!.id;
    const v = (await admin.get(`${MANAGER}/list`, { modelKey: 'parent-then-federation' })).body.data.records.find(
      (r: { modelKey: string }) => r.modelKey === 'parent-then-federation',
    );
    const res = await stack.app.inject({
      method: 'GET',
      url: `${MODEL}/export`,
      query: { versionId: v.id },
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('parent-then-federation-v1.bpmn');
    const read = await parseBpmn(res.body);
    expect(read).toEqual({ model: modelOfChain(parentThenFederation) });
    expect((await admin.get(`${MODEL}/export`, { id })).status).toBe(200);
    expect((await admin.get(`${MODEL}/export`)).status).toBe(400);
  });
});

describe('removing models', () => {
  it('removes the draft; its deployed versions stay', async () => {
    const id = await submitModel(admin, 'organ5', { ...modelOfChain(parentThenFederation), key: 'organ5' });
    const v = await deployModel(admin, id);
    const answer = await admin.post(`${MODEL}/remove`, undefined, { ids: id });
    expect(answer.body.data).toBe(1);
    expect((await models(admin, { modelKey: 'organ5' })).length).toBe(0);
    expect((await admin.get(`${MANAGER}/version`, { id: v.id })).status).toBe(200);
    expect((await admin.get(`${MODEL}/detail`, { id })).status).toBe(404);
  });
});

describe('tenants and permissions', () => {
  it('shows a tenant administrator only the models of its own tenant', async () => {
    const theirs = new Set((await models(admin)).map((r) => r.id));
    const mine = await models(admin2);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((r) => theirs.has(r.id))).toBe(false);
    expect(mine.map((r) => r.modelKey)).not.toContain('setup1');
    const fedModel = [...theirs][0]!;
    expect((await admin2.get(`${MODEL}/detail`, { id: fedModel })).status).toBe(404);
    expect((await admin2.post(`${MODEL}/remove`, undefined, { ids: fedModel })).status).toBe(404);
  });

  it('refuses an enterprise union’s account every model and deployment call', async () => {
    expect((await corp1.get(`${MODEL}/list`)).status).toBe(403);
    expect(
      (await corp1.post(`${MODEL}/submit`, { modelKey: 'setup1', name: 'x', category: 'setup1', graph: withCountersign() })).status,
    ).toBe(403);
    expect((await corp1.get(`${MANAGER}/list`)).status).toBe(403);
    expect((await corp1.post(`${MANAGER}/migration-plan`, { fromVersionId: '1', toVersionId: '2' })).status).toBe(403);
  });
});

describe('the audit', () => {
  it('records who submitted, deployed and removed what', async () => {
    const rows = await stack.db
      .selectFrom('flow_model_audit')
      .selectAll()
      .where('tenant_id', '=', '000000')
      .orderBy('create_time')
      .execute();
    const actions = rows.map((r) => `${r.action} ${r.target}`);
    expect(actions).toEqual(expect.arrayContaining(['model.submit setup1', 'model.deploy setup2', 'model.remove organ5']));
    const deploy = rows.find((r) => r.action === 'model.deploy' && r.target === 'setup2')!;
    expect(deploy.user_name).toBeTruthy();
    expect(deploy.detail).toMatchObject({ version: 1 });
    await expect(stack.db.deleteFrom('flow_model_audit').execute()).rejects.toThrow(/append-only/);
  });
});
