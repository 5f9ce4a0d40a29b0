// Every group B module that has a submit goes from its catalogue example to approved through the
// claim and todo lists, step by step where it has steps, and its history shows every event.
import { describe, expect, it } from 'vitest';
import { modules, pathsOf, serves, stepCallSets, type ModuleEntry } from '../../catalogue';
import { login, reviewThrough, SAMPLE_PDF, uploadFile, type ApiSession } from '../support';
import { FLOW, setup1Parties } from '../support/setup1-parties';

const p = setup1Parties();
const base = (entry: ModuleEntry) => `/api/blade-crop/crop/${entry.key}`;

function pick(form: Record<string, unknown>, names: readonly string[]) {
  return Object.fromEntries(names.filter((n) => n in form).map((n) => [n, form[n]]));
}

/** Submits a stepped module step by step (the variant its example chose), each step reviewed. */
async function walkSteps(applicant: ApiSession, reviewers: ApiSession[], entry: ModuleEntry) {
  const example = entry.example;
  let id: string | undefined;
  let pid = '';
  for (const [index] of (entry.steps ?? []).entries()) {
    const set = stepCallSets(entry).find(
      (s) =>
        s.index === index && (!s.variant || s.step.variants!.some((v) => v.key === s.variant && String(example[v.field]) === v.equals)),
    )!;
    const answer = await applicant.post(`${base(entry)}/${set.calls.submit}`, { ...pick(example, set.fields), ...(id ? { id } : {}) });
    expect(answer.status, `${entry.key} ${set.calls.submit}: ${JSON.stringify(answer.body)}`).toBe(200);
    id = answer.body.data.id;
    pid = answer.body.data.processInstanceId;
    const row = await reviewThrough(reviewers, applicant, entry.key, id!, pid);
    const last = index === entry.steps!.length - 1;
    expect(row.state).toBe(last ? 'approved' : 'draft');
    if (!last) expect(row.step).toBe(entry.steps![index + 1]!.key);
  }
  return { id: id!, pid };
}

/**
 * The example, with what the union's own state asks: organ4's new legal representative is the present
 * chair (the walks before elected one), and a transfer in of a union whose former higher union is outside
 * the portal carries that union's release letter.
 */
async function bodyOf(applicant: ApiSession, entry: ModuleEntry): Promise<Record<string, unknown>> {
  const example = entry.example;
  if (entry.key === 'organ4') {
    const { chairName } = (await applicant.get(`${base(entry)}/prefill`)).body.data;
    const [change] = example.changes as Record<string, unknown>[];
    return { ...example, legalRepName: chairName, changes: [{ ...change, newValue: chairName }] };
  }
  if (entry.key === 'tradeunionunitinfo') {
    const { id } = (await applicant.post(`${base(entry)}/save`, example)).body.data;
    const letter = { name: '转出证明.pdf', type: 'application/pdf', content: SAMPLE_PDF };
    return { ...example, id, files: { transferOut: [await uploadFile(p.stack.app, applicant, `${base(entry)}/uploads`, id, letter)] } };
  }
  return example;
}

async function walkPlain(applicant: ApiSession, reviewers: ApiSession[], entry: ModuleEntry) {
  const answer = await applicant.post(`${base(entry)}/${pathsOf(entry, 'submit')[0]}`, await bodyOf(applicant, entry));
  expect(answer.status, `${entry.key} submit: ${JSON.stringify(answer.body)}`).toBe(200);
  const { id, processInstanceId: pid } = answer.body.data;
  const row = await reviewThrough(reviewers, applicant, entry.key, id, pid);
  expect(row.state).toBe('approved');
  return { id, pid };
}

// A change of the legal-person registration (organ4) needs the union's code, which the registration
// (setup3) gives it, and a set-up application (setup2) names the approved set-up request (setup1):
// their read-only fields come from the union's data. Transfers move the applicant's union in the tree: they run last.
const ORDER: Record<string, number> = { setup1: -1, organ4: 1, tradeunionunitinfo: 2, tradeunionoutinfo: 3 };
const submittable = Object.values(modules)
  .filter((e) => e.group === 'B' && (serves(e, 'submit') || (e.steps?.length ?? 0) > 0))
  .sort((a, b) => (ORDER[a.key] ?? 0) - (ORDER[b.key] ?? 0));

describe('every group B module from its example to approved', () => {
  it.each(submittable.map((e) => [e.key, e] as const))(
    '%s goes through its review to approved, with every event in its history',
    async (_key, entry) => {
      const admin = await login(p.stack.app, 'admin');
      // 上地 (launion2) confirms the transfer out as the receiving union.
      const reviewers = [p.launion1, p.federation, admin, await login(p.stack.app, 'launion2')];
      const { pid } = entry.steps?.length ? await walkSteps(p.corp1, reviewers, entry) : await walkPlain(p.corp1, reviewers, entry);
      const history = await p.corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid });
      expect(history.status).toBe(200);
      const types = (history.body.data as { type: string; seq: number }[]).map((e) => e.type);
      expect((history.body.data as { seq: number }[]).map((e) => e.seq)).toEqual(types.map((_, i) => i + 1));
      expect(types[0]).toBe('flow.started');
      expect(types.at(-1)).toBe('approved');
      expect(types.filter((t) => t === 'step.approved')).toHaveLength(Math.max(0, (entry.steps?.length ?? 0) - 1));
    },
  );
});
