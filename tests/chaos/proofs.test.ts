// The chaos test's proofs can fail: on the shared servers, two lifecycles walked undisturbed by the
// chaos clients pass them, and a lost command, a doubled one, a record nobody was answered and a
// repeat answered otherwise are found.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SECRET, DEMO_PASSWORD, startTestStack, type TestStack } from '../support';
import { ACCOUNTS, runLifecycle, type Account, type LifecycleResult } from './lifecycle';
import { prove } from './proofs';
import { repeatAnswered } from './repeats';
import { RetryingClient, type Session } from './retrying-client';

let stack: TestStack;
let url: string;
let results: LifecycleResult[];
let client: RetryingClient;
const sessions = {} as Record<Account, Session>;

beforeAll(async () => {
  stack = await startTestStack();
  url = stack.app.config.databaseUrl!;
  const address = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  client = new RetryingClient({ apiUrls: [address], clientSecret: CLIENT_SECRET });
  for (const account of ACCOUNTS) sessions[account] = await client.login(account, DEMO_PASSWORD);
  // Lifecycle 1 is returned once and resubmitted.
  results = [await runLifecycle(client, sessions, 0), await runLifecycle(client, sessions, 1)];
});
afterAll(async () => stack?.close());

const kinds = async (r: LifecycleResult[]) => (await prove(url, r)).findings.map((f) => f.kind);

describe('the chaos proofs', () => {
  it('find nothing wrong with lifecycles that ran undisturbed', async () => {
    expect(results.map((r) => r.failure)).toEqual([undefined, undefined]);
    expect((await prove(url, results)).findings).toEqual([]);
  });

  it('find a command answered 200 whose events are not in the store', async () => {
    const claim = results[0]!.commands.find((c) => c.name === 'claim')!;
    const lost = [{ ...results[0]!, commands: [...results[0]!.commands, { ...claim, key: 'never-sent' }] }, results[1]!];
    expect(await kinds(lost)).toEqual(['events', 'key']);
  });

  it('find a record no answered save made', async () => {
    expect(await kinds([results[0]!])).toEqual(['records', 'records']);
  });

  it('find nothing wrong with every answered command sent again with its key', async () => {
    expect(await repeatAnswered(client, sessions, client.commands, 4)).toEqual([]);
  });

  it('find a command sent again that is not answered as the first time', async () => {
    const submit = results[0]!.commands.find((c) => c.name === 'submit')!;
    // Under another key it is a new command: the approved record refuses it.
    const found = await repeatAnswered(client, sessions, [{ ...submit, key: 'another-key' }], 1);
    expect(found.map((f) => f.kind)).toEqual(['repeat']);
  });

  it('find a command applied twice', async () => {
    const pid = results[1]!.processInstanceId!;
    // A second `approved` after the first: what a command applied again would leave.
    await sql`
      insert into flow_event (tenant_id, process_instance_id, seq, type, module, record_id, actor_id, actor_name, actor_union, at, payload, prev_hash, hash)
      select tenant_id, process_instance_id, seq + 1, type, module, record_id, actor_id, actor_name, actor_union, at, payload, hash, 'doubled'
      from flow_event where process_instance_id = ${pid} order by seq desc limit 1`.execute(stack.db);
    const found = await kinds(results);
    expect(found).toContain('events');
    expect(found).toContain('rebuild');
  });
});
