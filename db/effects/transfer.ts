import { changeSourceOf } from './committees';
import { dateOf, idOf, intOf, textOf } from './form-values';
import { EFFECT_HISTORY_KEYS, type SectionValues } from './history-keys';
import { changeProfile, writeHistory } from './profile-store';
import type { EffectContext, EffectOutcome, UnionNode } from './types';
import { moveUnion, parentCandidate, rootUnion } from './union-tree';

async function moveWithHistory(ctx: EffectContext, parent: UnionNode): Promise<void> {
  if (parent.id === ctx.union.parentId) return;
  const newPath = await moveUnion(ctx.db, ctx.union, parent);
  await writeHistory(
    ctx.db,
    ctx.tenantId,
    ctx.union.id,
    'parent',
    { parentId: ctx.union.parentId, path: ctx.union.path },
    { parentId: parent.id, parentName: parent.name, path: newPath },
    changeSourceOf(ctx),
  );
}

function counts(ctx: EffectContext) {
  const memberCount = intOf(ctx.form, ['memberCount']);
  const femaleMembers = intOf(ctx.form, ['femaleMembers']);
  return { ...(memberCount === null ? {} : { memberCount }), ...(femaleMembers === null ? {} : { femaleMembers }) };
}

/**
 * transferOut (tradeunionoutinfo approved: released by its higher union, confirmed by the
 * federation and by the receiving union when it is in the portal; run on the transfer date when
 * that is later than the approval): the union leaves its higher union, with everything below it,
 * its records and its member count (parents' counts are sums over the tree, so they follow). When
 * the receiving union is in the portal it moves under it; otherwise it waits under the tenant's
 * root, marked transferred out, until a transfer in places it. Either way the releasing union's
 * data scope no longer reaches it.
 */
export async function transferOut(ctx: EffectContext): Promise<EffectOutcome> {
  const target = await parentCandidate(ctx.db, ctx.tenantId, idOf(ctx.form, ['targetHigher']), ctx.union);
  const parent = target ?? (await rootUnion(ctx.db, ctx.tenantId));
  if (parent && parent.id !== ctx.union.id) await moveWithHistory(ctx, parent);
  await changeProfile(
    ctx.db,
    ctx.tenantId,
    ctx.union.id,
    {
      status: target ? 'active' : 'transferredOut',
      ...counts(ctx),
      sections: {
        transfer: {
          direction: 'out',
          from: ctx.union.parentId,
          to: target?.name ?? textOf(ctx.form, ['targetHigherName']),
          toId: target?.id ?? null,
          date: dateOf(ctx.form, ['transferDate']) ?? ctx.date,
          reason: textOf(ctx.form, ['reasonText', 'reason']),
        } satisfies SectionValues<'transfer'>,
      },
    },
    changeSourceOf(ctx),
  );
  return { unionId: ctx.union.id, done: target ? 'moved' : 'released' };
}

/**
 * transferIn (tradeunionunitinfo approved): a union released by its former higher union (an approved
 * transfer out, or the release letter of a higher union outside the portal) stands under its new
 * higher union, active, with the member counts of the form and the employer the form names. The
 * former parent's data scope no longer reaches it, the new one's does. A transfer carries no
 * officers and no code: the chair changes only by election (organ1Detail, organ2), the code only
 * by the legal-person registration (setup3, organ4).
 */
export async function transferIn(ctx: EffectContext): Promise<EffectOutcome> {
  const target = await parentCandidate(ctx.db, ctx.tenantId, idOf(ctx.form, ['newHigher']), ctx.union);
  if (target) await moveWithHistory(ctx, target);
  const unit: SectionValues<'unit', string> = {};
  for (const name of EFFECT_HISTORY_KEYS.unit) {
    const value = textOf(ctx.form, [name]);
    if (value) unit[name] = value;
  }
  await changeProfile(
    ctx.db,
    ctx.tenantId,
    ctx.union.id,
    {
      status: 'active',
      ...counts(ctx),
      sections: {
        transfer: {
          direction: 'in',
          from: textOf(ctx.form, ['formerHigher']),
          to: target?.id ?? null,
          date: dateOf(ctx.form, ['transferDate']) ?? ctx.date,
        } satisfies SectionValues<'transfer'>,
        ...(Object.keys(unit).length ? { unit } : {}),
      },
    },
    changeSourceOf(ctx),
  );
  return { unionId: ctx.union.id, done: target ? 'moved' : 'unchanged' };
}
