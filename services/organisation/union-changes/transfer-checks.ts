import type { Kysely } from 'kysely';
import { approvalRuns, attachmentIds, modules, stateName, type FormValue, type Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { AppError, InvalidInputError, message } from '../../platform/core';
import type { HeldSubmission, HoldLock } from '../../records/engine';

type Db = Kysely<Database>;

/** The modules of a 组织关系转接 (out and in): a union has one of them open at a time. */
const TRANSFER_MODULES = Object.values(modules)
  .filter((m) => approvalRuns(m.effects, 'transferOut') || approvalRuns(m.effects, 'transferIn'))
  .map((m) => m.key);

/** One union's transfers: one submission at a time, so two sent together are counted one after the other. */
export const transferLock = (s: HeldSubmission): HoldLock => ({ key: `transfer:${s.viewer.tenantId}:${s.viewer.unionId}`, shared: false });

/**
 * One transfer open per union: a transfer out or in of the union in review, returned to it, or
 * approved and waiting for its date refuses another (409 naming it). A draft is nobody's business yet.
 */
export async function noOtherTransferOpen(db: Db, s: HeldSubmission): Promise<void> {
  const open = await db
    .selectFrom('record')
    .select(['id', 'module', 'title', 'state', 'effect_due'])
    .where('tenant_id', '=', s.viewer.tenantId)
    .where('union_id', '=', s.viewer.unionId)
    .where('module', 'in', TRANSFER_MODULES)
    .where('id', '!=', s.recordId)
    .where((eb) =>
      eb.or([eb('state', 'in', ['in_review', 'returned']), eb.and([eb('state', '=', 'approved'), eb('effect_due', 'is not', null)])]),
    )
    .orderBy('create_time')
    .executeTakeFirst();
  if (!open) return;
  const title = `${modules[open.module]?.title[s.lang] ?? open.module}: ${open.title}`;
  const state = stateName(open.state, s.lang) + (open.effect_due ? dueText(open.effect_due, s.lang) : '');
  throw new AppError(409, 'transferOpen', { title, state }, { recordId: String(open.id), module: open.module, state: open.state });
}

const dueText = (date: string, lang: Lang) => (lang === 'en' ? `, in effect from ${date}` : `,${date}起生效`);

/**
 * A transfer in needs the release of the former higher union: an approved transfer out of the union
 * (which left it under the tenant's root, marked transferred out), or, when the union already stands
 * under the receiving union (it registered there, its former higher union being outside the portal),
 * that union's release letter in the `transferOut` slot. A union held by another higher union of the
 * portal is released by a transfer out only (409 naming that union).
 */
export async function releasedByFormerHigher(db: Db, s: HeldSubmission): Promise<void> {
  const { tenantId, unionId } = s.viewer;
  const union = await db
    .selectFrom('union_org as u')
    .leftJoin('union_org as p', (j) => j.onRef('p.id', '=', 'u.parent_id').onRef('p.tenant_id', '=', 'u.tenant_id'))
    .leftJoin('union_profile as f', (j) => j.onRef('f.union_id', '=', 'u.id').onRef('f.tenant_id', '=', 'u.tenant_id'))
    .select(['u.parent_id', 'p.name as parent_name', 'f.status'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', unionId)
    .executeTakeFirstOrThrow();
  if (union.status === 'transferredOut') return;
  const parentId = union.parent_id === null ? null : String(union.parent_id);
  if (parentId !== null && String(s.form.newHigher ?? '') !== parentId) {
    throw new AppError(409, 'transferNotReleased', { parent: union.parent_name ?? parentId }, { parentId });
  }
  const files = s.form.files;
  const slots = files && typeof files === 'object' && !Array.isArray(files) ? (files as Record<string, unknown>) : {};
  if (attachmentIds(slots.transferOut as FormValue | undefined).length === 0) {
    throw new InvalidInputError([{ field: 'files.transferOut', rule: 'release', message: message('releaseLetterRequired', s.lang) }]);
  }
}
