import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { summaryRoundOf } from '../roll-up';
import { heldRoundOf, roundOfKind } from '../round';

/**
 * The selection round a record of a round-scoped period (`period.scope: 'round'`) is for: a roll-up
 * summary's is the round of the records it gathers (the roll-up knows it); a module filed in rounds
 * (`round`) has the one its record was filed in, else the present round of its kind (the one a
 * submit files it in). Undefined where there is none: the period is then the form's value alone.
 */
export async function periodRoundOf(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  recordId: string,
  form: Readonly<Record<string, unknown>>,
): Promise<string | undefined> {
  if (entry.rollUp && entry.rollUp.summary !== false) return summaryRoundOf(db, tenantId, entry, form);
  if (!entry.round) return undefined;
  const held = await heldRoundOf(db, tenantId, recordId);
  if (held) return held;
  const present = await roundOfKind(db, tenantId, entry.round.kind);
  return present ? String(present.id) : undefined;
}

/** A period module scoped by the round must be one with a round to read: a catalogue mistake stops the app at start. */
export function assertRoundScoped(entry: ModuleEntry): void {
  if (entry.period?.scope === 'round' && !entry.round && !(entry.rollUp && entry.rollUp.summary !== false))
    throw new Error(`${entry.key}: period.scope 'round' needs a round or a roll-up summary`);
}
