// A stepped record (organ1Detail, organ5, the file phase of setup2 and setup3) filed step by step as
// the console does: each step's fields of the form, with the law's materials uploaded, submitted
// through the step's own call and reviewed until the next step opens.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { stepCallSets, type ModuleEntry } from '../../catalogue';
import type { ApiSession } from './api-client';
import { withOwnAccount } from './own-account';
import { withRequiredUploads } from './required-uploads';
import { reviewThrough } from './review';

const pick = (form: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in form).map((n) => [n, form[n]]));

/** The call set of step `index` the form chose (a step with variants: the variant its field names). */
export function stepSetOf(entry: ModuleEntry, index: number, form: Record<string, unknown>) {
  return stepCallSets(entry).find(
    (s) => s.index === index && (!s.variant || s.step.variants!.some((v) => v.key === s.variant && String(form[v.field]) === v.equals)),
  )!;
}

/** Submits step `index` of record `id` (none for the first step) from `form`, its required slots uploaded; answers the API's answer. */
export async function submitStep(
  app: FastifyInstance,
  applicant: ApiSession,
  entry: ModuleEntry,
  index: number,
  form: Record<string, unknown>,
  id?: string,
) {
  const set = stepSetOf(entry, index, form);
  const own = await withOwnAccount(applicant, entry, pick(form, set.fields));
  const sent = await withRequiredUploads(app, applicant, entry, own, { ...(id ? { id } : {}), fields: set.fields });
  return applicant.post(`/api/blade-crop/crop/${entry.key}/${set.calls.submit}`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
}

/**
 * Files the first `steps` steps (all of them without it) of a record of `entry` from `form` (the
 * example without it), each reviewed by whichever of `reviewers` has it; answers the record's ids.
 */
export async function walkSteps(
  app: FastifyInstance,
  applicant: ApiSession,
  reviewers: ApiSession[],
  entry: ModuleEntry,
  opts: { form?: Record<string, unknown>; steps?: number } = {},
): Promise<{ id: string; pid: string }> {
  const form = opts.form ?? entry.example;
  const count = opts.steps ?? entry.steps!.length;
  let id: string | undefined;
  let pid = '';
  for (let index = 0; index < count; index++) {
    const answer = await submitStep(app, applicant, entry, index, form, id);
    expect(answer.status, `${entry.key} step ${index + 1}: ${JSON.stringify(answer.body)}`).toBe(200);
    id = answer.body.data.id as string;
    pid = answer.body.data.processInstanceId as string;
    const row = await reviewThrough(reviewers, applicant, entry.key, id, pid);
    const last = index === entry.steps!.length - 1;
    expect(row.state).toBe(last ? 'approved' : 'draft');
    if (!last) expect(row.step).toBe(entry.steps![index + 1]!.key);
  }
  return { id: id!, pid };
}
