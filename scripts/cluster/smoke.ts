// The cluster's smoke check (`cluster.sh smoke`): a record submitted through API 1 is approved through
// API 2 and seen approved; then, with worker 1 and API 1 killed (SIGKILL), a record that was already in
// review and a new one both reach approved through the proxy. The killed parts are started again after.
import type { Cluster } from './cluster';
import { login, type PortalSession } from './portal-client';
import { ACCOUNTS, approveStage, recordDetail, submitRecord, type Submitted } from './setup1-flow';

function expectState(actual: string, wanted: string, what: string): void {
  if (actual !== wanted) throw new Error(`smoke: ${what} is ${actual}, not ${wanted}`);
}

async function reviewToEnd(parent: PortalSession, federation: PortalSession, record: Submitted): Promise<void> {
  expectState(await approveStage(parent, record, '同意'), 'in_review', `record ${record.id} after the parent union`);
  expectState(await approveStage(federation, record, '准予建会'), 'approved', `record ${record.id} after the federation`);
}

export async function runSmoke(cluster: Cluster): Promise<void> {
  const log = (m: string) => console.log(`[smoke] ${m}`);
  await cluster.up();
  const addresses = cluster.addresses();
  const { clientSecret, demoPassword } = cluster.secrets;
  const on = (baseUrl: string, account: string) => login(account, { baseUrl, clientSecret, password: demoPassword });
  const [api1, api2] = addresses.apis;
  if (!api1 || !api2) throw new Error('smoke: the cluster needs two API processes (CLUSTER_APIS >= 2)');
  const stamp = Date.now().toString(36);

  log(`corp1 logs in on API 1 (${api1}) and submits a set-up request`);
  const applicant1 = await on(api1, ACCOUNTS.applicants[0]);
  const first = await submitRecord(applicant1, `烟测${stamp}第一工会委员会`);
  log(`the parent union and the federation approve it through API 2 (${api2})`);
  await reviewToEnd(await on(api2, ACCOUNTS.parentUnion), await on(api2, ACCOUNTS.federation), first);
  expectState((await recordDetail(applicant1, first.id)).state, 'approved', 'the first record, read on API 1');
  log(`record ${first.id}: approved, seen on API 1`);

  log('a second record is submitted and left in review');
  const second = await submitRecord(applicant1, `烟测${stamp}第二工会委员会`);

  log('killing worker1 and api1 (SIGKILL)');
  await cluster.kill('worker1');
  await cluster.kill('api1');
  try {
    const portal = addresses.portal;
    const parent = await on(portal, ACCOUNTS.parentUnion);
    const federation = await on(portal, ACCOUNTS.federation);
    log(`the record left in review is approved through the proxy (${portal})`);
    await reviewToEnd(parent, federation, second);
    log('a third record goes from draft to approved through the proxy');
    const applicant = await on(portal, ACCOUNTS.applicants[1]);
    const third = await submitRecord(applicant, `烟测${stamp}第三工会委员会`);
    await reviewToEnd(parent, federation, third);
    expectState((await recordDetail(applicant, third.id)).state, 'approved', 'the third record');
    log(`records ${second.id} and ${third.id}: approved with one worker and one API`);
  } finally {
    log('starting worker1 and api1 again');
    await cluster.start('worker1');
    await cluster.start('api1');
  }
  log('passed');
}
