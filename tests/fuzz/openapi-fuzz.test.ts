// The whole API, as its OpenAPI document describes it, fuzzed by schemathesis (its examples and
// random input) as an enterprise union and as the platform administrator, with every check of the
// answers: no server error, only the statuses the operation declares, and each answer's body valid
// against its declared schema. This is how the 500s of item 7 of issue 8 and the findings of item 7
// of issue 18 were found; a fixed seed makes a failure reproducible.
//
// The enterprise union's run takes every call; the platform administrator's every call but those of
// the modules an enterprise union files (the union's run checks their answers against the same
// schemas, and the administrator would meet the same routes), so its own calls get more cases.
//
// CI runs a bounded number of cases: a budget per run (CASE_BUDGET) spread over its operations, at
// most five each and never fewer than one, so a run's time does not grow with the operations until
// there are more of them than the budget: the union's 1,400-odd operations get one case each, the
// administrator's two hundred five. A case budget and not a time budget (schemathesis' --max-time): with the fixed seed the
// same cases run on a quiet and on a busy machine, so a failure reproduces. A long local run takes the
// same test with more cases, e.g.
//   FUZZ_MAX_EXAMPLES=200 FUZZ_PHASES=examples,coverage,fuzzing FUZZ_RUN_LIMIT_S=14400 \
//     npx vitest run tests/fuzz/openapi-fuzz.test.ts
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type OpenApiDoc, type TestStack } from '../support';
import { ensureSchemathesis } from '../support/schemathesis';

const dataDir = fileURLToPath(new URL('../../.data/test', import.meta.url));
// Calls that end the fuzzer's own session or take away its account are left out; everything else runs.
const EXCLUDED = 'logout|oauth|/token|/lock|remove|savePwd|reset-password';
const CHECKS = 'not_a_server_error,status_code_conformance,response_schema_conformance';
/** The cases of one role's run, spread over the operations (today's 478 operations times five). */
const CASE_BUDGET = Number(process.env.FUZZ_CASE_BUDGET ?? 2400);
const MOST_PER_OPERATION = 5;

/** The budget's share of each of `operations`: five at most, never none. */
function casesPerOperation(operations: number, budget: number): number {
  return Math.max(1, Math.min(MOST_PER_OPERATION, Math.floor(budget / operations)));
}

/** Cases per operation of this run (schemathesis' --max-examples): FUZZ_MAX_EXAMPLES, or the budget's share. */
const maxExamples = (operations: number) => process.env.FUZZ_MAX_EXAMPLES ?? String(casesPerOperation(operations, CASE_BUDGET));
// Not the coverage phase in CI: with one worker its boundary cases of the large module forms alone
// take over three minutes.
const PHASES = process.env.FUZZ_PHASES ?? 'examples,fuzzing';
// The limit leaves room for a loaded CI machine.
const RUN_LIMIT_MS = Number(process.env.FUZZ_RUN_LIMIT_S ?? 420) * 1000;

/** Paths an account's run leaves out besides EXCLUDED: the administrator leaves the calls of the modules enterprise unions file to corp1's run. */
const LEFT_TO_OTHERS: Readonly<Record<string, string | undefined>> = {
  corp1: undefined,
  admin: `^/api/blade-crop/crop/(${Object.values(modules)
    .filter((e) => e.starters.includes('corp'))
    .map((e) => e.key)
    .join('|')})/`,
};
/** The paths `account`'s run leaves out, as one pattern. */
const excludedFor = (account: string) => [EXCLUDED, LEFT_TO_OTHERS[account]].filter(Boolean).join('|');

let stack: TestStack;
let binary: string;
/** The operations each account's run selects: the document's, less the paths it leaves out. */
const operations: Record<string, number> = {};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

beforeAll(async () => {
  binary = await ensureSchemathesis(dataDir);
  // Its cache (.schemathesis/) goes there too.
  mkdirSync(dataDir, { recursive: true });
  // A long run outlasts the default hour of an access token.
  stack = await startTestStack({ env: { ACCESS_TOKEN_SECONDS: '86400' } });
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
  for (const account of Object.keys(LEFT_TO_OTHERS)) {
    const excluded = new RegExp(excludedFor(account));
    operations[account] = Object.entries(doc.paths)
      .filter(([path]) => !excluded.test(path))
      .reduce((n, [, ops]) => n + Object.keys(ops).filter((m) => METHODS.has(m)).length, 0);
    console.log(`[fuzz] ${account}: ${operations[account]} operations, at most ${maxExamples(operations[account])} cases each`);
  }
}, 300_000);
afterAll(async () => stack?.close());

/** Runs schemathesis over the document as `account`; answers its exit code and its report. */
async function fuzzAs(account: string): Promise<{ code: number; output: string }> {
  const session = await login(stack.app, account);
  const { port } = stack.app.server.address() as AddressInfo;
  const args = [
    'run',
    `http://127.0.0.1:${port}/api/openapi.json`,
    '--header',
    `Miidc-Auth: bearer ${session.token}`,
    '--header',
    `Authorization: ${BASIC}`,
    '--checks',
    CHECKS,
    '--phases',
    PHASES,
    '--max-examples',
    maxExamples(operations[account]!),
    '--seed',
    '20261123',
    '--exclude-path-regex',
    excludedFor(account),
    // One worker: hypothesis is not thread-safe (two crash it with "AST constructor recursion depth mismatch").
    '--workers',
    '1',
    '--request-timeout',
    '15',
    '--no-color',
  ];
  return new Promise((done) => {
    execFile(binary, args, { cwd: dataDir, maxBuffer: 64 << 20, timeout: RUN_LIMIT_MS }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      const stopped = error?.killed ? `\nschemathesis was stopped after ${RUN_LIMIT_MS / 1000} s, before its report.` : '';
      done({ code, output: `${stdout}\n${stderr}${stopped}` });
    });
  });
}

describe('the fuzz run’s size', () => {
  it('spreads its budget of cases over the operations: five each at most, fewer as they grow, never none', () => {
    expect(casesPerOperation(478, 2400)).toBe(5);
    expect(casesPerOperation(800, 2400)).toBe(3);
    expect(casesPerOperation(1500, 2400)).toBe(1);
    expect(casesPerOperation(5000, 2400)).toBe(1);
  });
});

describe('the API under fuzzing with every check of its answers', () => {
  for (const account of Object.keys(LEFT_TO_OTHERS)) {
    it(
      `answers ${account} only declared statuses, in their declared schemas, and never a server error`,
      async () => {
        const outcome = await fuzzAs(account);
        // The report's failures and errors sections name each failing call with a curl line to reproduce it.
        const report = outcome.output.match(/=+ (FAILURES|ERRORS) =+[\s\S]*/)?.[0] ?? outcome.output.slice(-12000);
        expect(outcome.code, report.slice(0, 12000)).toBe(0);
        expect(outcome.output).toMatch(/\d+ generated/);
        // The budget was spread over the operations schemathesis selected.
        expect(outcome.output).toContain(`Selected: ${operations[account]}/`);
      },
      RUN_LIMIT_MS + 60_000,
    );
  }
});
