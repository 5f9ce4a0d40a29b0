import { changeSourceOf } from './committees';
import { dateOf, idOf, intOf, textOf } from './form-values';
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
 * transferOut (tradeunionoutinfo approved): the union leaves its higher union, with everything
 * below it, its records and its member count (parents' counts are sums over the tree, so they
 * follow). When the receiving union is in the portal (a union id) the union moves under it at
 * once; otherwise it waits under the tenant's root, marked transferred out, until a transfer in
 * places it. Either way the releasing union's data scope no longer reaches it.
 */
export async function transferOut(ctx: EffectContext): Promise<EffectOutcome> {
  const target = await parentCandidate(ctx.db, ctx.tenantId, idOf(ctx.form, ['targetHigherId', 'targetHigher', 'targetUnion']), ctx.union);
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
          to: textOf(ctx.form, ['targetHigher', 'targetHigherName']) ?? target?.name ?? null,
          date: dateOf(ctx.form, ['transferDate']) ?? ctx.date,
          reason: textOf(ctx.form, ['reasonText', 'reason']),
        },
      },
    },
    changeSourceOf(ctx),
  );
  return { unionId: ctx.union.id, done: target ? 'moved' : 'released' };
}

/**
 * transferIn (tradeunionunitinfo approved): the union stands under its new higher union with the
 * member count of the form, and its chair and code from the letter; the former parent's data
 * scope no longer reaches it, the new one's does.
 */
export async function transferIn(ctx: EffectContext): Promise<EffectOutcome> {
  const target = await parentCandidate(
    ctx.db,
    ctx.tenantId,
    idOf(ctx.form, ['newHigher', 'newHigherId', 'higherUnion', 'targetHigher']),
    ctx.union,
  );
  if (target) await moveWithHistory(ctx, target);
  const chairName = textOf(ctx.form, ['chairName']);
  const chairMobile = textOf(ctx.form, ['chairMobile']);
  const uscc = textOf(ctx.form, ['uscc', 'unionUscc']);
  const address = textOf(ctx.form, ['address']);
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
        },
        ...(chairName || chairMobile ? { chair: { ...(chairName ? { chairName } : {}), ...(chairMobile ? { chairMobile } : {}) } } : {}),
        ...(uscc?.startsWith('81') ? { certificate: { uscc } } : {}),
        ...(address ? { base: { address } } : {}),
      },
    },
    changeSourceOf(ctx),
  );
  return { unionId: ctx.union.id, done: target ? 'moved' : 'unchanged' };
}
