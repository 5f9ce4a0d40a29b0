// Every module the record engine serves, and every module whose save is its submit, goes from its
// catalogue example to approved through the claim and todo lists, step by step where it has steps, and
// its history shows every event: table-driven over the catalogue, so a module added later is walked
// without a test of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules, pathsOf, serves, type ModuleEntry } from '../../catalogue';
import {
  engineModules,
  exampleToSend,
  giveUnionItsEmployer,
  login,
  moduleBase,
  REVIEWER_ACCOUNTS,
  reviewThrough,
  setup1Parties,
  starterOf,
  walkSteps,
  publishFilingRounds,
  FLOW,
  type ApiSession,
} from '../support';
import { fileServerFilledSources } from './effects-support';

const p = setup1Parties();
const sessions: Record<string, ApiSession> = {};
beforeAll(async () => {
  // The starters' unions (corp1's, launion1's) have their employer on file: firstaid prefills it read-only.
  for (const union of ['1101', '1100']) await giveUnionItsEmployer(p.stack, union);
  // A column the server writes from another approved record (finance7's budget) reads the example's figures.
  for (const entry of submittable) await fileServerFilledSources(p.stack.db, starterOf(entry) === 'corp1' ? '1101' : '1100', entry);
  const accounts = new Set([...submittable.map(starterOf), ...REVIEWER_ACCOUNTS]);
  for (const account of accounts) sessions[account] = await login(p.stack.app, account);
  // The assessment modules are filed while a round of their kind is open (the `window` shape).
  await publishFilingRounds(sessions.federation!);
});

async function walkPlain(applicant: ApiSession, reviewers: ApiSession[], entry: ModuleEntry) {
  const sent = await exampleToSend(p.stack.app, applicant, entry);
  // A module whose save is its submit (saveSubmits) is sent by its save.
  const send = pathsOf(entry, entry.saveSubmits ? 'save' : 'submit')[0];
  const answer = await applicant.post(`${moduleBase(entry)}/${send}`, {
    ...sent.form,
    ...(sent.id ? { id: sent.id } : {}),
  });
  expect(answer.status, `${entry.key} submit: ${JSON.stringify(answer.body)}`).toBe(200);
  const { id, processInstanceId: pid } = answer.body.data;
  const row = await reviewThrough(reviewers, applicant, entry.key, id, pid);
  expect(row.state).toBe('approved');
  return { id, pid };
}

// A change of the legal-person registration (organ4) needs the union's code, which the registration
// (setup3) gives it, and a set-up application (setup2) names the approved set-up request (setup1):
// their read-only fields come from the union's data. organ2's by-election fills a seat of the committee
// organ1Detail's approval elected (its vacancy names a member in office), after the set-up forms that
// elect the union's first committee. field4material is filed under the room field4's walk approved. Transfers move the applicant's union in the tree: they run last.
const ORDER: Record<string, number> = {
  setup1: -1,
  organ4: 1,
  organ1Detail: 1.5,
  organ2: 1.6,
  // A goods request is filed under an approved mother-baby room (`subject`).
  field4material: 1.7,
  tradeunionunitinfo: 2,
  tradeunionoutinfo: 3,
};
// A roll-up (a summary gathering others' records) is walked by its shape's test.
const saveSubmitting = Object.values(modules).filter((e) => e.saveSubmits && !e.questionnaire && !e.children && !e.rollUp);
const submittable = [...engineModules, ...saveSubmitting]
  .filter((e) => e.saveSubmits || serves(e, 'submit') || (e.steps?.length ?? 0) > 0)
  .sort((a, b) => (ORDER[a.key] ?? 0) - (ORDER[b.key] ?? 0));

describe('every module the record engine serves or whose save submits, from its example to approved', () => {
  it.each(submittable.map((e) => [e.key, e] as const))(
    '%s goes through its review to approved, with every event in its history',
    async (_key, entry) => {
      const applicant = sessions[starterOf(entry)]!;
      const reviewers = REVIEWER_ACCOUNTS.map((a) => sessions[a]!);
      const { pid } = entry.steps?.length
        ? await walkSteps(p.stack.app, applicant, reviewers, entry)
        : await walkPlain(applicant, reviewers, entry);
      const history = await applicant.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
      expect(history.status).toBe(200);
      const types = (history.body.data as { type: string; seq: number }[]).map((e) => e.type);
      expect((history.body.data as { seq: number }[]).map((e) => e.seq)).toEqual(types.map((_, i) => i + 1));
      expect(types[0]).toBe('flow.started');
      expect(types.at(-1)).toBe('approved');
      expect(types.filter((t) => t === 'step.approved')).toHaveLength(Math.max(0, (entry.steps?.length ?? 0) - 1));
    },
  );
});
