/**
 * Records the Temporal histories of a few representative flows into tests/replay/histories/, for
 * the replay test. Run it (`npx tsx tests/replay/record-histories.ts`) against real servers named by
 * TEST_DATABASE_URL and TEMPORAL_ADDRESS (and the `temporal` CLI on PATH or in TEMPORAL_CLI) whenever a deliberate, versioned workflow change needs
 * new recordings; never to make a failing replay pass. Names given as arguments record only those
 * flows (`npx tsx tests/replay/record-histories.ts concurrent-updates`), leaving the others' files as they are.
 */
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { beijingDate, modelOfChain, modules, type FlowGraph, type ModuleEntry, type PinnedFlow, type StageNode } from '../../catalogue';
import { newId, withTenant } from '../../db';
import { resolveStagePlans } from '../../services/flow/plans';
import { moduleRoutes } from '../../services/records/engine';
import { migrateUpdate, terminateUpdate, type Actor } from '../../workflows';
import {
  COVER_TEST_ENTRY,
  grantModuleCalls,
  login,
  REMOVAL_TEST_ENTRY,
  RENAME_TEST_ENTRY,
  SAMPLE_PDF,
  startTestStack,
  uploadFile,
  withRequiredUploads,
  withTestEntries,
} from '../support';
import { lossyWorkflowBundle } from './fixtures/lossy-bundle';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

// A short hour too, so a stage's timeout fires while recording (`timed-out-approved`).
const stack = await startTestStack({ draftTtlMs: 1000, hourMs: 1500 });
// The registers' test-only modules (no group C module is built yet: survey1, survey3 and survey2's
// effects under test keys), served before the app's first request as the engine serves a catalogue module's.
const REGISTER_ENTRIES: readonly ModuleEntry[] = [COVER_TEST_ENTRY, RENAME_TEST_ENTRY, REMOVAL_TEST_ENTRY];
const registerPath = (e: ModuleEntry) => `/api/blade-crop/crop/${e.key}`;
const removeTestEntries = withTestEntries(REGISTER_ENTRIES);
try {
  for (const e of REGISTER_ENTRIES) {
    await stack.app.register(moduleRoutes(e), { prefix: registerPath(e) });
    await grantModuleCalls(stack, e, registerPath(e));
  }
  const corp1 = await login(stack.app, 'corp1');
  const launion1 = await login(stack.app, 'launion1');
  const federation = await login(stack.app, 'federation');
  const detail = async (id: string) => (await corp1.get(`${M}/detail`, { id })).body.data;
  const flows: Record<string, string> = {};
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);

  // Commands sent at the same moment: parallel submits, claims and approvals, one winner each.
  if (wanted('concurrent-updates')) {
    // A reserved id, so the first of the parallel submits starts the flow (update-with-start).
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const c = { id, processInstanceId: `setup1-${id}` };
    await Promise.all([1, 2, 3, 4, 5].map(() => corp1.post(`${M}/submit`, { ...form, id })));
    let task = (await detail(c.id)).openTaskId;
    await Promise.all([
      launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: task }),
      launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: task }),
      launion1.post(`${FLOW}/work/complete-task`, { taskId: task, processInstanceId: c.processInstanceId, flag: 'ok', comment: '同意' }),
    ]);
    for (let i = 0; i < 2 && (await detail(c.id)).stage === 1; i++) {
      await launion1.post(`${FLOW}/work/complete-task`, {
        taskId: task,
        processInstanceId: c.processInstanceId,
        flag: 'ok',
        comment: '同意',
      });
    }
    task = (await detail(c.id)).openTaskId;
    await Promise.all(
      [1, 2, 3].map(() =>
        federation.post(`${FLOW}/work/complete-task`, {
          taskId: task,
          processInstanceId: c.processInstanceId,
          flag: 'ok',
          comment: '准予',
        }),
      ),
    );
    flows['concurrent-updates'] = c.processInstanceId;
  }

  /** The set-up request's whole path: a draft, its submission, each stage claimed and approved. */
  const approvedLifecycle = async () => {
    const d = (await corp1.post(`${M}/saveDraft`, form)).body.data;
    await corp1.post(`${M}/submit`, { ...form, id: d.id });
    for (const reviewer of [launion1, federation]) {
      const t = (await detail(d.id)).openTaskId;
      await reviewer.post(`${FLOW}/work/claim-task`, undefined, { taskId: t });
      await reviewer.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: d.processInstanceId, flag: 'ok', comment: '同意' });
    }
    return d.processInstanceId as string;
  };

  // Each command's events stored by a local activity in the workflow task that decided them (patch `local-append`).
  if (wanted('local-append-approved')) flows['local-append-approved'] = await approvedLifecycle();
  // The same path with the due-time timer kept across each claim (patch `keep-due-timer`).
  if (wanted('due-timer-kept')) flows['due-timer-kept'] = await approvedLifecycle();

  // The same with every storing workflow task lost once after its store committed (a worker killed
  // there): each retry finds its command's events held and catches up with them.
  if (wanted('lost-task-caught-up')) {
    await stack.stopWorker();
    await stack.startWorker({ workflowBundle: await lossyWorkflowBundle() });
    try {
      flows['lost-task-caught-up'] = await approvedLifecycle();
    } finally {
      await stack.stopWorker();
      await stack.startWorker();
    }
  }

  // Return, resubmit, two approvals.
  if (wanted('approved-after-return')) {
    const d = (await corp1.post(`${M}/saveDraft`, form)).body.data;
    await corp1.post(`${M}/submit`, { ...form, id: d.id });
    let t = (await detail(d.id)).openTaskId;
    await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: t });
    await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: t,
      processInstanceId: d.processInstanceId,
      flag: 'back',
      comment: '请补充',
    });
    await corp1.post(`${M}/resubmit`, { ...form, id: d.id, taskId: t });
    t = (await detail(d.id)).openTaskId;
    await launion1.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: d.processInstanceId, flag: 'ok', comment: '同意' });
    t = (await detail(d.id)).openTaskId;
    await federation.post(`${FLOW}/work/claim-task`, undefined, { taskId: t });
    await federation.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: d.processInstanceId, flag: 'ok', comment: '准予' });
    flows['approved-after-return'] = d.processInstanceId;
  }

  // Withdraw, then cancel; a refused command in between.
  if (wanted('withdrawn-then-cancelled')) {
    const d = (await corp1.post(`${M}/submit`, form)).body.data;
    const pid = `setup1-${d.id}`;
    await corp1.get(`${M}/rebackFlow`, { processInstanceId: pid });
    await corp1.post(`${M}/resubmit`, { ...form, id: d.id });
    await corp1.get(`${M}/removeFlow`, { id: d.id, processInstanceId: pid, reason: '不再需要' });
    flows['withdrawn-then-cancelled'] = pid;
  }

  // A draft removed; a draft that expires.
  if (wanted('draft-removed')) {
    const d = (await corp1.post(`${M}/saveDraft`, form)).body.data;
    await corp1.post(`${M}/remove`, undefined, { ids: d.id });
    flows['draft-removed'] = d.processInstanceId;
  }
  if (wanted('draft-expired')) {
    const d = (await corp1.post(`${M}/saveDraft`, form)).body.data;
    for (let i = 0; i < 40 && (await detail(d.id)).state === 'draft'; i++) await new Promise((r) => setTimeout(r, 250));
    flows['draft-expired'] = d.processInstanceId;
  }

  // The steps shape: setup2's application approved by both stages (step.approved), then its file
  // phase returned once, resubmitted and approved.
  if (wanted('stepped-with-return')) {
    const S = '/api/blade-crop/crop/setup2';
    const setup2 = modules.setup2!;
    const fieldsOf = (step: number) =>
      Object.fromEntries(setup2.steps![step]!.fields.filter((f) => f in setup2.example).map((f) => [f, setup2.example[f]]));
    const stepDetail = async (id: string) => (await corp1.get(`${S}/detail`, { id })).body.data;
    const approve = async (reviewer: typeof corp1, id: string, pid: string) => {
      const t = (await stepDetail(id)).openTaskId;
      await reviewer.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: pid, flag: 'ok', comment: '同意' });
    };
    const d = (await corp1.post(`${S}/submit`, fieldsOf(0))).body.data;
    await approve(launion1, d.id, d.processInstanceId);
    await approve(federation, d.id, d.processInstanceId);
    await corp1.post(`${S}/savefile`, { ...fieldsOf(1), id: d.id });
    await corp1.post(`${S}/submitfile`, { ...fieldsOf(1), id: d.id });
    const t = (await stepDetail(d.id)).openTaskId;
    await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: t,
      processInstanceId: d.processInstanceId,
      flag: 'back',
      comment: '请补充计票单',
    });
    await corp1.post(`${S}/resubmitfile`, { ...fieldsOf(1), id: d.id, taskId: t });
    await approve(launion1, d.id, d.processInstanceId);
    await approve(federation, d.id, d.processInstanceId);
    flows['stepped-with-return'] = d.processInstanceId;
  }

  // A stage whose candidates the form names: a transfer in, reviewed by the union it joins (with the
  // release letter of its former higher union, which is outside the portal).
  if (wanted('form-named-reviewer')) {
    const T = '/api/blade-crop/crop/tradeunionunitinfo';
    const draft = (await corp1.post(`${T}/save`, modules.tradeunionunitinfo!.example)).body.data;
    const letter = await uploadFile(stack.app, corp1, `${T}/uploads`, draft.id, {
      name: '转出证明.pdf',
      type: 'application/pdf',
      content: SAMPLE_PDF,
    });
    const files = { transferOut: [letter] };
    const d = (await corp1.post(`${T}/submit`, { ...modules.tradeunionunitinfo!.example, id: draft.id, files })).body.data;
    for (const reviewer of [launion1, federation]) {
      const t = (await corp1.get(`${T}/detail`, { id: d.id })).body.data.openTaskId;
      await reviewer.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: d.processInstanceId, flag: 'ok', comment: '同意' });
    }
    flows['form-named-reviewer'] = d.processInstanceId;
  }

  // The children shape: an entry (parent, still collecting: its history is recorded running) adds a
  // work as a child workflow; the work is sent up, returned, corrected, sent again and approved.
  const running = new Set<string>();
  if (wanted('children-entry') || wanted('child-work')) {
    const W = '/api/blade-crop/crop/activityworks';
    const works = modules.activityworks!;
    const upload = await import('../support').then(({ multipartBody, SAMPLE_PNG, BASIC }) => ({ multipartBody, SAMPLE_PNG, BASIC }));
    const workId = (await corp1.get(`${W}/getid`)).body.data as string;
    const { payload, contentType } = upload.multipartBody(
      { id: workId },
      { name: 'work.png', type: 'image/png', content: upload.SAMPLE_PNG },
    );
    const image = (
      await stack.app.inject({
        method: 'POST',
        url: `${W}/uploads`,
        headers: { authorization: upload.BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
        payload,
      })
    ).json().data.id as string;
    const mobile = '13900009999';
    await corp1.get(`${W}/sendCode`, { mobile });
    const sms = await stack.db.selectFrom('sms_outbox').select('content').where('phone', '=', mobile).executeTakeFirstOrThrow();
    const smsCode = /(\d{6})/.exec(sms.content)![1]!;
    // Begun right before the work is filed: this stack's drafts expire after a second.
    const entryId = (await corp1.post(`${W}/begin`, { ...works.example, activityId: 'REPLAY-1' })).body.data.id as string;
    const work = {
      ...works.children!.example,
      parentId: entryId,
      id: workId,
      authorMobile: mobile,
      workFile: { original: [image] },
      smsCode,
    };
    await corp1.post(`${W}/childsubmit`, work);
    await corp1.post(`${W}/workssubmit`, { ids: workId });
    const pid = `activityworks-${workId}`;
    const taskOf = async () => (await corp1.get(`${W}/childdetail`, { id: workId })).body.data.openTaskId as string;
    await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: await taskOf(),
      processInstanceId: pid,
      flag: 'back',
      comment: '请提供原图',
    });
    await corp1.post(`${W}/childsubmit`, { ...work, smsCode: undefined });
    await corp1.post(`${W}/workssubmit`, { ids: workId });
    await launion1.post(`${FLOW}/work/complete-task`, { taskId: await taskOf(), processInstanceId: pid, flag: 'ok', comment: '入选' });
    flows['children-entry'] = `activityworks-${entryId}`;
    flows['child-work'] = pid;
    running.add('children-entry');
  }

  // The publishOnly shape: a higher union's notice, approved (published) as it is sent: no stage.
  if (wanted('published-at-once')) {
    const d = (await launion1.post('/api/blade-crop/crop/activity/save', modules.activity!.example)).body.data;
    flows['published-at-once'] = d.processInstanceId;
  }

  // The publishOnly shape, versioned (`published-stays-open`): a published notice stays open, is
  // revised by its publisher (republished with new content) and then revoked (撤回) with a reason.
  if (wanted('published-revised-then-revoked')) {
    const A = '/api/blade-crop/crop/activity';
    const d = (await launion1.post(`${A}/save`, modules.activity!.example)).body.data;
    await launion1.post(`${A}/save`, { ...modules.activity!.example, id: d.id, venue: '玉渊潭公园' });
    await launion1.post(`${A}/revoke`, { id: d.id, reason: '场馆检修，活动取消' });
    flows['published-revised-then-revoked'] = d.processInstanceId;
  }

  /** Completes the open task of a record in review with whichever reviewer holds it, until it leaves review. */
  const approveAll = async (base: string, id: string, pid: string, applicant = corp1) => {
    for (let i = 0; i < 6; i++) {
      const d = (await applicant.get(`${base}/detail`, { id })).body.data;
      if (d.state !== 'in_review') return;
      for (const reviewer of [launion1, federation]) {
        const done = await reviewer.post(`${FLOW}/work/complete-task`, {
          taskId: d.openTaskId,
          processInstanceId: pid,
          flag: 'ok',
          comment: '同意',
        });
        if (done.status === 200) break;
      }
    }
  };

  // The saveSubmits and period shapes: the annual work summary, one per union and year, whose save
  // is its submit; approved by the parent union.
  if (wanted('save-submits-approved')) {
    const A = '/api/blade-crop/crop/assessmentworksummation';
    const d = (await corp1.post(`${A}/save`, modules.assessmentworksummation!.example)).body.data;
    await approveAll(A, d.id, d.processInstanceId);
    flows['save-submits-approved'] = d.processInstanceId;
  }

  // The questionnaire shape: the survey's answers to a published question set version, reviewed.
  if (wanted('questionnaire-answered')) {
    // Filed by the joint union 1202 (corp4) about its register's entry, reviewed by its higher union 1200 (launion2).
    const Q = '/api/blade-crop/crop/survey';
    const [corp4, launion2] = await Promise.all([login(stack.app, 'corp4'), login(stack.app, 'launion2')]);
    const d = (await corp4.post(`${Q}/submit`, modules.survey!.example)).body.data;
    for (const reviewer of [launion2, federation]) {
      const { openTaskId } = (await corp4.get(`${Q}/detail`, { id: d.id })).body.data;
      if (openTaskId)
        await reviewer.post(`${FLOW}/work/complete-task`, {
          taskId: openTaskId,
          processInstanceId: d.processInstanceId,
          flag: 'ok',
          comment: '同意',
        });
    }
    flows['questionnaire-answered'] = d.processInstanceId;
  }

  // The rollUp shape: an approved nomination gathered into the higher union's summary (saveSubmits,
  // one per selection kind), which the federation approves.
  if (wanted('roll-up-summary')) {
    const N = '/api/blade-crop/crop/modelWorkerSelection1';
    const R = '/api/blade-crop/crop/modelWorkerSelectionSummary';
    const n = (await corp1.post(`${N}/submit`, modules.modelWorkerSelection1!.example)).body.data;
    await approveAll(N, n.id, n.processInstanceId);
    const d = (await launion1.post(`${R}/save`, { ...modules.modelWorkerSelectionSummary!.example, gathered: [n.id] })).body.data;
    await approveAll(R, d.id, d.processInstanceId, launion1);
    flows['roll-up-summary'] = d.processInstanceId;
  }

  // Flow models as data (issue 10). An administrator as the follow and migration pages send commands.
  const account = (name: string) =>
    withTenant('000000', () =>
      stack.db.selectFrom('app_user').select(['id', 'name', 'union_id', 'ident']).where('account', '=', name).executeTakeFirstOrThrow(),
    );
  const adminRow = await account('admin');
  const operator: Actor = {
    id: adminRow.id,
    name: adminRow.name,
    unionId: String(adminRow.union_id),
    unionName: '总工会',
    ident: adminRow.ident,
    roles: ['administrator'],
    operator: true,
  };
  const chain = modelOfChain(modules.setup1!.flowModel);
  /** Deploys a graph as the newest version of a key (as the designer's deploy does), answering it pinned. */
  const deploy = (key: string, graph: FlowGraph): Promise<PinnedFlow> =>
    withTenant('000000', async () => {
      const top = await stack.db
        .selectFrom('flow_model_version')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('tenant_id', '=', '000000')
        .where('model_key', '=', key)
        .executeTakeFirst();
      const id = newId();
      const version = Number(top?.v ?? 0) + 1;
      await stack.db
        .insertInto('flow_model_version')
        .values({
          id,
          tenant_id: '000000',
          model_key: key,
          version,
          name: key,
          category: 'setup1',
          graph: JSON.stringify(graph),
          source: 'designer',
        })
        .execute();
      return { modelKey: key, versionId: id, version, graph };
    });
  const suspend = (versionId: string) =>
    withTenant('000000', () => stack.db.updateTable('flow_model_version').set({ suspended: true }).where('id', '=', versionId).execute());
  /** Runs `record` with setup1's chain deployed, its parent union's stage changed by `stage`; suspended after. */
  const onLaunionStage = async (stage: Partial<StageNode>, record: () => Promise<void>) => {
    const graph: FlowGraph = {
      ...chain,
      key: 'setup1',
      nodes: chain.nodes.map((n) => (n.kind === 'stage' && n.id === 'launion' ? { ...n, ...stage } : n)),
    };
    const pinned = await deploy('setup1', graph);
    try {
      await record();
    } finally {
      await suspend(pinned.versionId);
    }
  };

  // A deployed model of setup1 with a countersign after the parent union: the federation's reviewer
  // and the administrator both approve.
  if (wanted('countersign-approved')) {
    const fedRow = await account('federation');
    const graph: FlowGraph = {
      ...chain,
      key: 'setup1',
      nodes: [
        ...chain.nodes.filter((n) => n.id !== 'federation' && n.kind !== 'end'),
        {
          kind: 'stage',
          id: 'sign',
          name: { zh: '总工会会签', en: 'Federation countersign' },
          candidates: [{ kind: 'users', userIds: [fedRow.id, adminRow.id] }],
          completion: 'all',
          dueHours: 24,
          onTimeout: 'remind',
        },
        { kind: 'end', id: 'end' },
      ],
      edges: [
        { id: 'start_to_launion', from: 'start', to: 'launion' },
        { id: 'launion_to_sign', from: 'launion', to: 'sign' },
        { id: 'sign_to_end', from: 'sign', to: 'end' },
      ],
    };
    const pinned = await deploy('setup1', graph);
    try {
      const admin = await login(stack.app, 'admin');
      const d = (await corp1.post(`${M}/submit`, form)).body.data;
      for (const reviewer of [launion1, federation, admin]) {
        const tasks = await withTenant('000000', () =>
          stack.db
            .selectFrom('flow_task')
            .select('id')
            .where('process_instance_id', '=', d.processInstanceId)
            .where('outcome', 'is', null)
            .execute(),
        );
        for (const t of tasks) {
          const done = await reviewer.post(`${FLOW}/work/complete-task`, {
            taskId: t.id,
            processInstanceId: d.processInstanceId,
            flag: 'ok',
            comment: '同意',
          });
          if (done.status === 200) break;
        }
      }
      flows['countersign-approved'] = d.processInstanceId;
    } finally {
      await suspend(pinned.versionId);
    }
  }

  // A record migrated mid-flow: at the federation's stage when a new version replaces that stage
  // with a final review; the record moves there and is approved on the new version.
  if (wanted('migrated-mid-flow')) {
    const d = (await corp1.post(`${M}/submit`, form)).body.data;
    const first = (await detail(d.id)).openTaskId;
    await launion1.post(`${FLOW}/work/complete-task`, {
      taskId: first,
      processInstanceId: d.processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    const graph: FlowGraph = {
      ...chain,
      nodes: chain.nodes.map((n) =>
        n.id === 'federation' ? { ...n, id: 'federationFinal', name: { zh: '总工会终审', en: 'Final review' } } : n,
      ),
      edges: [
        { id: 'start_to_launion', from: 'start', to: 'launion' },
        { id: 'launion_to_federationFinal', from: 'launion', to: 'federationFinal' },
        { id: 'federationFinal_to_end', from: 'federationFinal', to: 'end' },
      ],
    };
    const pinned = await deploy(chain.key, graph);
    try {
      const corpRow = await account('corp1');
      const union = await withTenant('000000', () =>
        stack.db.selectFrom('union_org').select('parent_id').where('id', '=', String(corpRow.union_id)).executeTakeFirstOrThrow(),
      );
      const stages = await withTenant('000000', () =>
        resolveStagePlans(stack.db, '000000', { unionId: String(corpRow.union_id), parentUnionId: union.parent_id }, graph),
      );
      await stack.client.workflow
        .getHandle(d.processInstanceId)
        .executeUpdate(migrateUpdate, { args: [{ order: { flow: pinned, stages, targets: {} } }, operator] });
      const moved = (await detail(d.id)).openTaskId;
      await federation.post(`${FLOW}/work/complete-task`, {
        taskId: moved,
        processInstanceId: d.processInstanceId,
        flag: 'ok',
        comment: '准予',
      });
      flows['migrated-mid-flow'] = d.processInstanceId;
    } finally {
      await suspend(pinned.versionId);
    }
  }

  // A stage of a deployed model whose due time passes: the flow's timer approves on its behalf.
  if (wanted('timed-out-approved')) {
    await onLaunionStage({ dueHours: 1, onTimeout: 'autoApprove' }, async () => {
      const d = (await corp1.post(`${M}/submit`, form)).body.data;
      for (let i = 0; i < 50 && (await detail(d.id)).stage !== 2; i++) await new Promise((r) => setTimeout(r, 200));
      const t = (await detail(d.id)).openTaskId;
      await federation.post(`${FLOW}/work/complete-task`, {
        taskId: t,
        processInstanceId: d.processInstanceId,
        flag: 'ok',
        comment: '准予',
      });
      flows['timed-out-approved'] = d.processInstanceId;
    });
  }

  // A stage of a deployed model that may decline (不予通过): its reviewer refuses the record with a
  // reason, and the flow ends 未通过 (`declined`).
  if (wanted('declined')) {
    await onLaunionStage({ decline: true }, async () => {
      const d = (await corp1.post(`${M}/submit`, form)).body.data;
      const t = (await detail(d.id)).openTaskId;
      await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: t });
      await launion1.post(`${FLOW}/work/complete-task`, {
        taskId: t,
        processInstanceId: d.processInstanceId,
        flag: 'decline',
        comment: '不符合建会条件',
      });
      flows['declined'] = d.processInstanceId;
    });
  }

  // A flow an administrator ends from the follow page, with the reason the applicant reads.
  if (wanted('terminated')) {
    const d = (await corp1.post(`${M}/submit`, form)).body.data;
    await stack.client.workflow.getHandle(d.processInstanceId).executeUpdate(terminateUpdate, { args: [{ reason: '重复申报' }, operator] });
    flows['terminated'] = d.processInstanceId;
  }

  // An approval that waits for its date (patch `approval-effective-date`): a transfer out dated
  // tomorrow, released, confirmed by the federation and by the receiving union, then moved by the
  // flow's durable timer (a day of the short hours passes in 36 s).
  if (wanted('transfer-effective-on-date')) {
    const T = '/api/blade-crop/crop/tradeunionoutinfo';
    const launion2 = await login(stack.app, 'launion2');
    const tomorrow = new Date(Date.parse(`${beijingDate(Date.now())}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const transfer = {
      ...modules.tradeunionoutinfo!.example,
      targetHigher: '1200',
      targetHigherName: '上地街道工会联合会',
      transferDate: tomorrow,
    };
    const d = (await corp1.post(`${T}/submit`, transfer)).body.data;
    for (const reviewer of [launion1, federation, launion2]) {
      const t = (await corp1.get(`${T}/detail`, { id: d.id })).body.data.openTaskId;
      await reviewer.post(`${FLOW}/work/complete-task`, { taskId: t, processInstanceId: d.processInstanceId, flag: 'ok', comment: '同意' });
    }
    flows['transfer-effective-on-date'] = d.processInstanceId;
  }

  // The covered-enterprise register, on the test-only modules: an enterprise added by an approval; one
  // renamed; one removed from tomorrow, the approval waiting on the flow's durable timer (a day of the
  // short hours passes in 36 s). Each checked in the register, so no history is recorded without its effect.
  const today = beijingDate(Date.now());
  /** What must hold once a flow has ended, before its history is written. */
  const endedWhen: Record<string, () => Promise<boolean>> = {};
  const registerRow = (uscc: string) =>
    withTenant('000000', () =>
      stack.db.selectFrom('register_row').select(['id', 'name', 'state']).where('row_key', '=', uscc).executeTakeFirst(),
    );
  const fileAndApprove = async (entry: ModuleEntry, form: Record<string, unknown>) => {
    const answer = await corp1.post(`${registerPath(entry)}/submit`, { ...entry.example, ...form });
    if (answer.status !== 200) throw new Error(`${entry.key} submit: ${JSON.stringify(answer.body)}`);
    const d = answer.body.data;
    await approveAll(registerPath(entry), d.id, d.processInstanceId);
    return d.processInstanceId as string;
  };
  const covered = async (uscc: string) => {
    const pid = await fileAndApprove(COVER_TEST_ENTRY, { companyName: '北京星河餐饮管理有限公司', uscc, effectiveDate: today });
    const row = await registerRow(uscc);
    if (row?.state !== 'active') throw new Error(`${uscc} did not enter the register`);
    return { pid, rowId: String(row.id) };
  };
  if (wanted('covered-added')) flows['covered-added'] = (await covered('91110108MA01CA100P')).pid;
  if (wanted('covered-renamed')) {
    const { rowId } = await covered('91110108MA01CB200L');
    flows['covered-renamed'] = await fileAndApprove(RENAME_TEST_ENTRY, {
      enterpriseId: rowId,
      newName: '北京星河餐饮集团有限公司',
      changeDate: today,
    });
    if ((await registerRow('91110108MA01CB200L'))?.name !== '北京星河餐饮集团有限公司') throw new Error('covered-renamed: not renamed');
  }
  const removedOn = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (wanted('covered-removed-on-date')) {
    const { rowId } = await covered('91110108MA01CC300H');
    flows['covered-removed-on-date'] = await fileAndApprove(REMOVAL_TEST_ENTRY, {
      enterpriseId: rowId,
      removalReason: '1',
      effectiveDate: removedOn,
    });
    if ((await registerRow('91110108MA01CC300H'))?.state !== 'active') throw new Error('covered-removed-on-date: removed before its date');
    endedWhen['covered-removed-on-date'] = async () => (await registerRow('91110108MA01CC300H'))?.state === 'closed';
  }

  // The funds ledger: a back payment (finance3) and a return in two steps (finance5), each approved by
  // both finance departments, its effect checked in union_funds_month before the history is written.
  const fundsMonth = (month: string) =>
    withTenant('000000', () =>
      stack.db
        .selectFrom('union_funds_month')
        .select(['paid', 'returned'])
        .where('union_id', '=', '1101')
        .where('month', '=', month)
        .executeTakeFirst(),
    );
  const fundsForm = async (entry: ModuleEntry, fields?: readonly string[], id?: string) => {
    const form = fields ? Object.fromEntries(fields.map((f) => [f, entry.example[f]])) : entry.example;
    const sent = await withRequiredUploads(stack.app, corp1, entry, form, { ...(fields ? { fields } : {}), ...(id ? { id } : {}) });
    return { ...sent.form, id: sent.id };
  };
  if (wanted('funds-back-paid')) {
    const base = '/api/blade-crop/crop/finance3';
    const d = (await corp1.post(`${base}/submit`, await fundsForm(modules.finance3!))).body.data;
    await approveAll(base, d.id, d.processInstanceId);
    if (Number((await fundsMonth('2025-07'))?.paid) !== 500000) throw new Error('funds-back-paid: the ledger did not move');
    flows['funds-back-paid'] = d.processInstanceId;
  }
  if (wanted('funds-returned-in-two-steps')) {
    const entry = modules.finance5!;
    const base = '/api/blade-crop/crop/finance5';
    const answer = await corp1.post(`${base}/submit1`, await fundsForm(entry, entry.steps![0]!.fields));
    if (answer.status !== 200) throw new Error(`finance5 submit1: ${JSON.stringify(answer.body)}`);
    const first = answer.body.data;
    await approveAll(base, first.id, first.processInstanceId);
    const second = await corp1.post(`${base}/submit2`, await fundsForm(entry, entry.steps![1]!.fields, first.id));
    if (second.status !== 200) throw new Error(`finance5 submit2: ${JSON.stringify(second.body)}`);
    await approveAll(base, first.id, first.processInstanceId);
    if (Number((await fundsMonth('2025-07'))?.returned) !== 2160000)
      throw new Error('funds-returned-in-two-steps: the ledger did not move');
    flows['funds-returned-in-two-steps'] = first.processInstanceId;
  }

  for (const [name, workflowId] of Object.entries(flows)) {
    const handle = stack.client.workflow.getHandle(workflowId);
    if (!running.has(name)) await handle.result();
    if (endedWhen[name] && !(await endedWhen[name]())) throw new Error(`${name}: its effect did not happen`);
    // The CLI writes the standard history JSON that Worker.runReplayHistories reads.
    const json = execFileSync(
      process.env.TEMPORAL_CLI ?? 'temporal',
      ['workflow', 'show', '--workflow-id', workflowId, '--address', process.env.TEMPORAL_ADDRESS!, '--output', 'json'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).toString();
    writeFileSync(new URL(`./histories/${name}.json`, import.meta.url), json);
    console.log(`recorded ${name}: ${JSON.parse(json).events.length} events`);
  }
} finally {
  removeTestEntries();
  await stack.close();
}
