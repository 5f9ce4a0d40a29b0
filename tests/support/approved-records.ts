// Records filed and approved straight through the flow's events, for a test's starting state.
import type { Kysely } from 'kysely';
import { keyColumn, serverFilledColumns, type ModuleEntry } from '../../catalogue';
import { appendEvents, newId, withTenant, type Database, type NewFlowEvent } from '../../db';

export interface FiledRecord {
  recordId: string;
  processInstanceId: string;
  events: NewFlowEvent[];
  ref: { tenantId: string; processInstanceId: string; module: string; recordId: string };
}

/**
 * A record of `module` filed by the main account of `unionId` and approved, written through
 * `appendEvents` as the workflow's activity writes it (flow started, submitted, approved; with
 * `effectiveOn`, an approval that waits for that date; with `inReview`, submitted and not yet approved).
 */
export async function fileApproved(
  db: Kysely<Database>,
  input: {
    tenantId?: string;
    module?: string;
    unionId: string;
    form: Record<string, unknown>;
    at?: string;
    effectiveOn?: string;
    inReview?: boolean;
  },
): Promise<FiledRecord> {
  const tenantId = input.tenantId ?? '000000';
  const module = input.module ?? 'setup1';
  const union = await db.selectFrom('union_org').select(['id', 'name', 'path']).where('id', '=', input.unionId).executeTakeFirstOrThrow();
  const applicant = await db
    .selectFrom('app_user')
    .select(['id', 'name'])
    .where('union_id', '=', input.unionId)
    .where('is_sub', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const recordId = newId();
  const ref = { tenantId, processInstanceId: `${module}-${recordId}`, module, recordId };
  const at = input.at ?? '2026-11-23T02:00:00.000Z';
  const actor = { id: String(applicant.id), name: applicant.name, union: String(union.id) };
  const reviewer = { id: '2002', name: '总工会审核员', union: '1000' };
  const events: NewFlowEvent[] = [
    {
      seq: 1,
      at,
      actor,
      type: 'flow.started',
      payload: {
        applicant: { id: String(applicant.id), name: applicant.name },
        union: { id: String(union.id), name: union.name, path: union.path },
        stages: [],
        model: 'test',
      },
    },
    { seq: 2, at, actor, type: 'submitted', payload: { form: input.form, title: 'test', submission: 1 } },
    { seq: 3, at, actor: reviewer, type: 'approved', payload: input.effectiveOn ? { effectiveOn: input.effectiveOn } : {} },
  ].slice(0, input.inReview ? 2 : 3) as NewFlowEvent[];
  await withTenant(tenantId, () => appendEvents(db, ref, events));
  return { recordId, processInstanceId: ref.processInstanceId, events, ref };
}

/**
 * The approved records an entry's `serverFilled` columns read (finance7's budget: the approved
 * finance2 of its year), filed for `unionId` with the figures of the entry's example, so the example
 * is sent as its source says.
 */
export async function fileServerFilledSources(db: Kysely<Database>, unionId: string, entry: ModuleEntry): Promise<void> {
  const forms = new Map<string, Record<string, unknown>>();
  for (const at of serverFilledColumns(entry.fields)) {
    const key = keyColumn(entry.fields.find((f) => f.name === at.field)!.lines!);
    const lines = (entry.example[at.field] ?? []) as Record<string, unknown>[];
    const form = forms.get(at.from.module) ?? { [at.from.yearField]: entry.example[at.from.yearField] };
    form[at.field] = lines.map((l) => ({ [key]: l[key], [at.from.column]: l[at.column] }));
    forms.set(at.from.module, form);
  }
  for (const [module, form] of forms) await fileApproved(db, { module, unionId, form });
}

/** `fileServerFilledSources` for the union of the demo account `account` (the module's starter). */
export async function fileServerFilledSourcesOf(db: Kysely<Database>, account: string, entry: ModuleEntry): Promise<void> {
  const user = await db.selectFrom('app_user').select('union_id').where('account', '=', account).executeTakeFirstOrThrow();
  await fileServerFilledSources(db, String(user.union_id), entry);
}
