import { newId } from '../ids';
import type { ProfileSections } from '../tables/union-profile';
import { applyCommittees, changeSourceOf } from './committees';
import { dateOf, idOf, intOf, textOf } from './form-values';
import type { SectionValues } from './history-keys';
import { changeProfile, findProfile, writeHistory } from './profile-store';
import type { Effect, EffectContext, UnionNode } from './types';
import { setUnionCode } from './union-code';
import { loadUnion, moveUnion, parentCandidate, renameInTree, rootUnion, staleSessions } from './union-tree';

/** The password hash of an account nobody can log in to until an administrator sets a password. */
const NO_PASSWORD = 'locked$';

/**
 * createUnion (setup2's application approved, organ5's last step approved): the union stands in the
 * tree under its higher union, with its account and data scope.
 *
 * Where it hangs: a new grassroots union is approved by its higher union and hangs under it
 * (《工会法》第十二条): the higher union the form names (`higherUnion`, a union that can take one),
 * else the union of the stage that approved it, else the applicant's higher union. Never under the
 * applicant as a branch: a 分会 inside one employer is organ5's business.
 *
 * An enterprise files set-up from the account its registration gave it, and that registration
 * already put a placeholder union (kind corp) in the tree with the account on it. So when the
 * applicant's union is a corp not yet established, that union is the new one: it takes the
 * approved name and higher union, and is marked established; its account is the applicant's. Any
 * other applicant (a higher union registering a union below it, or an established union) gets a
 * new union node with a main account of its own (`union<id>`, no password until an administrator
 * sets one). The data scope comes with the corp role and the path: the union sees its own records,
 * every union above it sees them too. A union code the form gives (organ5's, 81…) is its code.
 */
export const createUnion: Effect = async (ctx) => {
  const name = textOf(ctx.form, ['unionName', 'name']);
  const profile = await findProfile(ctx.db, ctx.tenantId, ctx.union.id);
  const inPlace = ctx.union.kind === 'corp' && !profile?.established_on;
  const higher = await placementOf(ctx, inPlace ? ctx.union : null);
  let union: UnionNode;
  if (inPlace) {
    union = ctx.union;
    if (higher && higher.id !== union.parentId) {
      await moveUnion(ctx.db, union, higher);
      await writeHistory(
        ctx.db,
        ctx.tenantId,
        union.id,
        'parent',
        { parentId: union.parentId },
        { parentId: higher.id },
        changeSourceOf(ctx),
      );
    }
    if (name && name !== union.name) {
      await renameInTree(ctx.db, union, name);
      await writeHistory(ctx.db, ctx.tenantId, union.id, 'name', { name: union.name }, { name }, changeSourceOf(ctx));
    }
  } else {
    const parent = higher ?? (await rootUnion(ctx.db, ctx.tenantId));
    if (!parent) throw new Error(`tenant ${ctx.tenantId} has no root union to place a new union under`);
    union = await insertUnion(ctx, parent, name ?? `${parent.name}下属工会`);
  }
  await setUnionCode(ctx, union.id, textOf(ctx.form, ['unionUscc']));
  await changeProfile(
    ctx.db,
    ctx.tenantId,
    union.id,
    {
      status: 'active',
      establishedOn: dateOf(ctx.form, ['setupDate', 'meetingDate', 'foundingDate']) ?? ctx.date,
      ...optional('memberCount', intOf(ctx.form, ['memberCount'])),
      ...optional('femaleMembers', intOf(ctx.form, ['femaleMembers'])),
      sections: sectionsOf(ctx),
    },
    changeSourceOf(ctx),
  );
  await applyCommittees(ctx, union.id);
  return { unionId: union.id, done: inPlace ? 'established' : 'created' };
};

function optional<K extends string>(key: K, value: number | null): Partial<Record<K, number>> {
  return value === null ? {} : ({ [key]: value } as Record<K, number>);
}

/**
 * The higher union the new union hangs under: the one the form names, else the applicant when it is
 * a higher union itself (registering a union below it), else the union of the first stage that
 * approved the record (its candidates as pinned: the higher union that reviewed it), else the
 * applicant's own higher union; null when none of them can take it. Never an enterprise applicant.
 */
async function placementOf(ctx: EffectContext, union: UnionNode | null): Promise<UnionNode | null> {
  const named = await parentCandidate(ctx.db, ctx.tenantId, idOf(ctx.form, ['higherUnion', 'higherUnionId', 'parentUnionId']), union);
  if (named) return named;
  if (ctx.union.kind !== 'corp') return ctx.union;
  const approvals = await ctx.db
    .selectFrom('flow_task')
    .select('candidates')
    .where('tenant_id', '=', ctx.tenantId)
    .where('record_id', '=', ctx.recordId)
    .where('outcome', '=', 'approve')
    .orderBy('stage')
    .orderBy('complete_time', 'desc')
    .execute();
  for (const { candidates } of approvals) {
    for (const key of candidates.filter((c) => c.startsWith('union:'))) {
      const approver = await parentCandidate(ctx.db, ctx.tenantId, key.slice('union:'.length), union);
      if (approver) return approver;
    }
  }
  return parentCandidate(ctx.db, ctx.tenantId, ctx.union.parentId, union);
}

/** What the form tells of the profile's sections: the union's kind (organ5's), seat, funds account. */
function sectionsOf(ctx: EffectContext): ProfileSections {
  const unionKind = textOf(ctx.form, ['unionKind']);
  const address = textOf(ctx.form, ['address']);
  const bankName = textOf(ctx.form, ['bankName']);
  const accountNo = textOf(ctx.form, ['bankAccount', 'accountNo']);
  return {
    ...(unionKind ? { organisation: { unionKind } satisfies SectionValues<'organisation'> } : {}),
    ...(address ? { base: { address } satisfies SectionValues<'base'> } : {}),
    ...(bankName || accountNo
      ? { finance: { ...(bankName ? { bankName } : {}), ...(accountNo ? { accountNo } : {}) } satisfies SectionValues<'finance'> }
      : {}),
  };
}

async function insertUnion(ctx: EffectContext, parent: UnionNode, name: string): Promise<UnionNode> {
  const id = newId();
  const region = textOf(ctx.form, ['region', 'regionCode']);
  await ctx.db
    .insertInto('union_org')
    .values({
      id,
      tenant_id: ctx.tenantId,
      parent_id: parent.id,
      name,
      kind: 'corp',
      path: `${parent.path}${id}/`,
      credit_code: null,
      region_code: region && /^\d{6,12}$/.test(region) ? region : null,
      union_type: 'normal',
    })
    .execute();
  const userId = newId();
  await ctx.db
    .insertInto('app_user')
    .values({
      id: userId,
      tenant_id: ctx.tenantId,
      account: `union${id}`,
      password_hash: NO_PASSWORD,
      name,
      real_name: name,
      phone: null,
      ident: 'corp',
      union_id: id,
      is_sub: false,
      parent_user_id: null,
      status: 1,
    })
    .execute();
  const roles = await ctx.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('role_alias', '=', 'corp')
    .execute();
  if (roles.length) {
    await ctx.db
      .insertInto('user_role')
      .values(roles.map((r) => ({ user_id: userId, role_id: String(r.id), tenant_id: ctx.tenantId })))
      .execute();
  }
  await writeHistory(ctx.db, ctx.tenantId, id, 'created', null, { name, parentId: parent.id, account: `union${id}` }, changeSourceOf(ctx));
  await staleSessions(ctx.db);
  const union = await loadUnion(ctx.db, ctx.tenantId, id);
  if (!union) throw new Error(`union ${id} vanished in its own transaction`);
  return union;
}
