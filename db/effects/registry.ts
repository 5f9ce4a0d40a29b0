import type { Kysely } from 'kysely';
import { approvedEffects, conditionHolds, modules, type ApprovedEffect, type EffectKey } from '../../catalogue';
import type { Database } from '../database';
import type { StoredFlowEvent } from '../event-store/events';
import { auditCommitteeRegistered } from './audit-committee';
import { createUnion } from './create-union';
import { coverEnterprise, removeEnterprise, renameEnterprise, surveyEnterprise } from './enterprises';
import { beijingDate } from './form-values';
import { coverMembers, endCover, exitHardship, fileHardship, recordAssistance, recordLegalAid, reviewHardship } from './people';
import { undoEnd } from './undo-end';
import { fundsBackPaid, fundsRefunded, fundsReturned } from './funds-ledger';
import { recordHonour } from './record-honour';
import { recordVenues } from './record-venues';
import { registerFirstAidPoint } from './register-first-aid-point';
import { registerFunds } from './register-funds';
import { renameUnion } from './rename-union';
import { transferIn, transferOut } from './transfer';
import type { Effect, EffectOutcome, FollowUpTrigger } from './types';
import { updateCertificate } from './update-certificate';
import { updateCommittee } from './update-committee';
import { loadUnion } from './union-tree';

/** Every domain effect of an approval, by the key a catalogue entry names in `effects`. */
export const effects: Readonly<Record<EffectKey, Effect>> = {
  createUnion,
  renameUnion,
  transferOut,
  transferIn,
  updateCommittee,
  updateCertificate,
  registerFunds,
  recordHonour,
  recordVenues,
  coverEnterprise,
  surveyEnterprise,
  renameEnterprise,
  removeEnterprise,
  registerFirstAidPoint,
  coverMembers,
  recordAssistance,
  recordLegalAid,
  fileHardship,
  endCover,
  exitHardship,
  undoEnd,
  reviewHardship,
  auditCommitteeRegistered,
  fundsBackPaid,
  fundsRefunded,
  fundsReturned,
};

/** Which approval of which record an effect follows. */
export interface EffectTrigger {
  tenantId: string;
  recordId: string;
  at: Date;
  actor: { id: string | null; name: string };
  step?: string;
  followUp?: FollowUpTrigger;
}

/** The approved record an effect acts on: its form (the submitted one, else the saved one) and its union. */
async function approvedRecord(db: Kysely<Database>, trigger: EffectTrigger, what: string) {
  const record = await db
    .selectFrom('record')
    .select(['id', 'module', 'union_id', 'applicant_id', 'form', 'submitted_form'])
    .where('tenant_id', '=', trigger.tenantId)
    .where('id', '=', trigger.recordId)
    .executeTakeFirst();
  if (!record) throw new Error(`effect ${what}: no record ${trigger.recordId} in tenant ${trigger.tenantId}`);
  const union = await loadUnion(db, trigger.tenantId, String(record.union_id));
  if (!union) throw new Error(`effect ${what}: record ${trigger.recordId} names no union of the tree`);
  return { record, union, form: { ...record.form, ...(record.submitted_form ?? {}) } };
}

/**
 * Runs the effects `due` for the approved record `recordId`, in order, in `db` (the approval's
 * transaction); an effect whose `when` does not hold of the approved form and union is skipped.
 * Answers what each effect that ran did.
 */
export async function applyEffects(db: Kysely<Database>, due: readonly ApprovedEffect[], trigger: EffectTrigger): Promise<EffectOutcome[]> {
  const { record, union, form } = await approvedRecord(db, trigger, due.map((d) => d.effect).join(','));
  const outcomes: EffectOutcome[] = [];
  for (const { effect: key, when } of due) {
    if (when && !conditionHolds(when, { unionKind: union.kind, form })) continue;
    outcomes.push(
      await effects[key]({
        db,
        key,
        tenantId: trigger.tenantId,
        module: record.module,
        recordId: String(record.id),
        form,
        // Each effect reads the union as the ones before it left it (renamed, moved).
        union: outcomes.length === 0 ? union : ((await loadUnion(db, trigger.tenantId, String(record.union_id))) ?? union),
        applicantId: String(record.applicant_id),
        actor: trigger.actor,
        at: trigger.at,
        date: beijingDate(trigger.at),
        ...(trigger.step ? { step: trigger.step } : {}),
        ...(trigger.followUp ? { followUp: trigger.followUp } : {}),
      }),
    );
  }
  return outcomes;
}

/** Runs effect `key` for the approved record `recordId`, in `db` (the approval's transaction). */
export async function applyEffect(db: Kysely<Database>, key: EffectKey, trigger: EffectTrigger): Promise<EffectOutcome> {
  const [outcome] = await applyEffects(db, [{ effect: key }], trigger);
  return outcome!;
}

/** The effects an event calls for, in order, and the step it approved or the follow-up row it added. */
export interface DueEffects {
  effects: readonly ApprovedEffect[];
  step?: string;
  followUp?: FollowUpTrigger;
}

/** A follow-up row's effect: its kind's (`followUps.kinds[kind].effect`), once, when the row is added. */
function followUpEffect(event: Pick<StoredFlowEvent, 'module' | 'payload'>): DueEffects | null {
  const row = event.payload as {
    id: string;
    kind: string;
    date: string;
    member?: string | null;
    corrects?: string | null;
    outcome?: string | null;
  };
  const effect = modules[event.module]?.followUps?.kinds[row.kind]?.effect;
  if (!effect) return null;
  const followUp = {
    id: row.id,
    kind: row.kind,
    date: row.date,
    member: row.member ?? null,
    ...(row.corrects ? { corrects: row.corrects } : {}),
    ...(row.outcome ? { outcome: row.outcome } : {}),
  };
  return { effects: [{ effect }], followUp };
}

/**
 * The effects an event calls for by its module's catalogue entry: `approved` and `step.approved`; an
 * approval that waits for its date (`effectiveOn`) calls for its effects with `approval.effective`;
 * a follow-up row (`followUp.added`) calls for its kind's effect. Each listed effect's `when` is read
 * when it runs, against the approved form.
 */
export function effectFor(event: Pick<StoredFlowEvent, 'module' | 'type' | 'payload'>): DueEffects | null {
  if (event.type === 'followUp.added') return followUpEffect(event);
  const declared = modules[event.module]?.effects;
  if (!declared) return null;
  const onApproved = approvedEffects(declared);
  if (event.type === 'approved') {
    const waits = typeof (event.payload as { effectiveOn?: unknown }).effectiveOn === 'string';
    return onApproved.length > 0 && !waits ? { effects: onApproved } : null;
  }
  if (event.type === 'approval.effective') return onApproved.length > 0 ? { effects: onApproved } : null;
  // `step.approved` comes with stepped records; its payload names the step.
  if (event.type === 'step.approved') {
    const { step } = event.payload as { step?: unknown };
    const key = typeof step === 'string' ? declared.onStepApproved?.[step] : undefined;
    return key && typeof step === 'string' ? { effects: [{ effect: key }], step } : null;
  }
  return null;
}

/**
 * Called by `appendEvents` for each event it has just stored (never for one already there, so a
 * retried activity runs no effect twice; never by the read-model rebuild, which replays the
 * projections only). Runs the effects the event calls for, if any, in order, in the same transaction.
 */
export async function runApprovalEffects(db: Kysely<Database>, event: StoredFlowEvent): Promise<EffectOutcome[]> {
  const due = effectFor(event);
  if (!due) return [];
  return applyEffects(db, due.effects, {
    tenantId: event.tenantId,
    recordId: event.recordId,
    at: new Date(event.at),
    actor: { id: event.actor.id, name: event.actor.name },
    ...(due.step ? { step: due.step } : {}),
    ...(due.followUp ? { followUp: { ...due.followUp, seq: event.seq } } : {}),
  });
}
