import type { Kysely } from 'kysely';
import { declinesEverywhere, type ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';
import type { LifecycleInput } from '../../../workflows';
import type { SessionUser } from '../../identity/auth';
import { flowToPin, resolveStagePlans } from '../../flow/plans';
import { lifecycleInput } from './flow-commands';
import { withFallbackReviewers } from './reviewers';

/**
 * A new record's flow input: the module's deployed model version (else its catalogue chain as
 * version 0) pinned with its stages resolved for the applicant, and a fallback reviewer where no
 * account can take a stage. The flow keeps it for life, unless an administrator migrates it.
 */
export async function startInput(
  db: Kysely<Database>,
  entry: ModuleEntry,
  user: SessionUser,
  recordId: string,
  draftTtlMs: number | undefined,
  hourMs?: number,
): Promise<LifecycleInput> {
  const base = lifecycleInput(entry, user, recordId, draftTtlMs);
  const flow = await flowToPin(db, user.tenantId, entry.key, entry.flowModel);
  const stages = await resolveStagePlans(db, user.tenantId, { unionId: user.unionId, parentUnionId: user.parentUnionId }, flow.graph, {
    declineEverywhere: declinesEverywhere(entry),
  });
  const union = await db
    .selectFrom('union_org')
    .select('kind')
    .where('tenant_id', '=', user.tenantId)
    .where('id', '=', user.unionId)
    .executeTakeFirst();
  return withFallbackReviewers(db, {
    ...base,
    model: flow.modelKey,
    flow,
    stages,
    unionKind: union?.kind ?? user.ident,
    ...(hourMs ? { hourMs } : {}),
    // An approval that takes effect on a date of the form (a transfer's) waits for it in the flow.
    ...(entry.effects?.effectiveFrom ? { effectiveFrom: entry.effects.effectiveFrom } : {}),
  });
}
