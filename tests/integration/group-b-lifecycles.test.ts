// Every group B module that has a submit goes from its catalogue example to approved through the
// claim and todo lists, step by step where it has steps, and its history shows every event.
import { describe, expect, it } from 'vitest';
import { modules, pathsOf, serves, type ModuleEntry } from '../../catalogue';
import { login, reviewThrough, SAMPLE_PDF, uploadFile, walkSteps, withRequiredUploads, type ApiSession } from '../support';
import { FLOW, setup1Parties } from '../support/setup1-parties';

const p = setup1Parties();
const base = (entry: ModuleEntry) => `/api/blade-crop/crop/${entry.key}`;

/**
 * The example with the law's materials uploaded, and with what the union's own state asks: setup4's account held in the union's own name as
 * the tree has it now (earlier walks renamed the union), organ4's new legal representative is the
 * present chair (the walks before elected one), and a transfer in of a union whose former higher union
 * is outside the portal carries that union's release letter.
 */
async function bodyOf(applicant: ApiSession, entry: ModuleEntry): Promise<{ id?: string; form: Record<string, unknown> }> {
  const { id, form } = await withRequiredUploads(p.stack.app, applicant, entry, entry.example);
  if (entry.key === 'setup4') {
    const { unionName } = (await applicant.get(`${base(entry)}/basedata`)).body.data;
    return { form: { ...form, accountName: unionName } };
  }
  if (entry.key === 'organ4') {
    const { chairName } = (await applicant.get(`${base(entry)}/prefill`)).body.data;
    const [change] = form.changes as Record<string, unknown>[];
    return { form: { ...form, legalRepName: chairName, changes: [{ ...change, newValue: chairName }] } };
  }
  if (entry.key === 'tradeunionunitinfo') {
    const recordId = id ?? ((await applicant.get(`${base(entry)}/getid`)).body.data as string);
    const letter = { name: '转出证明.pdf', type: 'application/pdf', content: SAMPLE_PDF };
    const release = await uploadFile(p.stack.app, applicant, `${base(entry)}/uploads`, recordId, letter);
    const files = { ...(id ? (form.files as Record<string, string[]>) : {}), transferOut: [release] };
    return { id: recordId, form: { ...form, files } };
  }
  return { ...(id ? { id } : {}), form };
}

async function walkPlain(applicant: ApiSession, reviewers: ApiSession[], entry: ModuleEntry) {
  const sent = await bodyOf(applicant, entry);
  const answer = await applicant.post(`${base(entry)}/${pathsOf(entry, 'submit')[0]}`, {
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
// elect the union's first committee. Transfers move the applicant's union in the tree: they run last.
const ORDER: Record<string, number> = {
  setup1: -1,
  organ4: 1,
  organ1Detail: 1.5,
  organ2: 1.6,
  tradeunionunitinfo: 2,
  tradeunionoutinfo: 3,
};
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
      const { pid } = entry.steps?.length
        ? await walkSteps(p.stack.app, p.corp1, reviewers, entry)
        : await walkPlain(p.corp1, reviewers, entry);
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
