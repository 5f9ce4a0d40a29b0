import type { Kysely } from 'kysely';
import { modules, type EffectKey } from '../../catalogue';
import type { Database } from '../database';
import type { StoredFlowEvent } from '../event-store/events';
import { createUnion } from './create-union';
import { coverEnterprise, removeEnterprise, renameEnterprise, surveyEnterprise } from './enterprises';
import { beijingDate } from './form-values';
import { recordHonour } from './record-honour';
import { recordVenues } from './record-venues';
import { registerFunds } from './register-funds';
import { renameUnion } from './rename-union';
import { transferIn, transferOut } from './transfer';
import type { Effect, EffectOutcome } from './types';
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
};

/** Which approval of which record an effect follows. */
export interface EffectTrigger {
  tenantId: string;
  recordId: string;
  at: Date;
  actor: { id: string | null; name: string };
  step?: string;
}

/**
 * Runs effect `key` for the approved record `recordId`, in `db` (the approval's transaction). The
 * approved form is the record's submitted form (its saved form when it has none).
 */
export async function applyEffect(db: Kysely<Database>, key: EffectKey, trigger: EffectTrigger): Promise<EffectOutcome> {
  const record = await db
    .selectFrom('record')
    .select(['id', 'module', 'union_id', 'applicant_id', 'form', 'submitted_form'])
    .where('tenant_id', '=', trigger.tenantId)
    .where('id', '=', trigger.recordId)
    .executeTakeFirst();
  if (!record) throw new Error(`effect ${key}: no record ${trigger.recordId} in tenant ${trigger.tenantId}`);
  const union = await loadUnion(db, trigger.tenantId, String(record.union_id));
  if (!union) throw new Error(`effect ${key}: record ${trigger.recordId} names no union of the tree`);
  return effects[key]({
    db,
    key,
    tenantId: trigger.tenantId,
    module: record.module,
    recordId: String(record.id),
    form: { ...record.form, ...(record.submitted_form ?? {}) },
    union,
    applicantId: String(record.applicant_id),
    actor: trigger.actor,
    at: trigger.at,
    date: beijingDate(trigger.at),
    ...(trigger.step ? { step: trigger.step } : {}),
  });
}

/**
 * The effect an event calls for by its module's catalogue entry: `approved` and `step.approved`; an
 * approval that waits for its date (`effectiveOn`) calls for its effect with `approval.effective`.
 */
export function effectFor(event: Pick<StoredFlowEvent, 'module' | 'type' | 'payload'>): { key: EffectKey; step?: string } | null {
  const declared = modules[event.module]?.effects;
  if (!declared) return null;
  if (event.type === 'approved') {
    const waits = typeof (event.payload as { effectiveOn?: unknown }).effectiveOn === 'string';
    return declared.onApproved && !waits ? { key: declared.onApproved } : null;
  }
  if (event.type === 'approval.effective') return declared.onApproved ? { key: declared.onApproved } : null;
  // `step.approved` comes with stepped records; its payload names the step.
  if (event.type === 'step.approved') {
    const { step } = event.payload as { step?: unknown };
    const key = typeof step === 'string' ? declared.onStepApproved?.[step] : undefined;
    return key && typeof step === 'string' ? { key, step } : null;
  }
  return null;
}

/**
 * Called by `appendEvents` for each event it has just stored (never for one already there, so a
 * retried activity runs no effect twice; never by the read-model rebuild, which replays the
 * projections only). Runs the effect the event calls for, if any, in the same transaction.
 */
export async function runApprovalEffects(db: Kysely<Database>, event: StoredFlowEvent): Promise<EffectOutcome | null> {
  const due = effectFor(event);
  if (!due) return null;
  return applyEffect(db, due.key, {
    tenantId: event.tenantId,
    recordId: event.recordId,
    at: new Date(event.at),
    actor: { id: event.actor.id, name: event.actor.name },
    ...(due.step ? { step: due.step } : {}),
  });
}
