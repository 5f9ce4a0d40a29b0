import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { heldRoundOf, roundOfKind } from '../round';
import { gatheredIds } from './gathered-records';
import { sourceOfForm } from './sources';

/**
 * The selection round a summary is for: the round the records it gathers were filed in (its first
 * gathered record's), else the present round of its source's kind (a draft gathering nothing yet:
 * the round it is being made in); undefined where its source is filed in no round, or the kind has none.
 */
export async function summaryRoundOf(
  db: Kysely<Database>,
  tenantId: string,
  summary: ModuleEntry,
  form: Readonly<Record<string, unknown>>,
): Promise<string | undefined> {
  const source = sourceOfForm(summary, form);
  if (!source.round) return undefined;
  const [first] = gatheredIds(form);
  const held = first ? await heldRoundOf(db, tenantId, first) : undefined;
  if (held) return held;
  const present = await roundOfKind(db, tenantId, source.round.kind);
  return present ? String(present.id) : undefined;
}
