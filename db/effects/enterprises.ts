import { newId } from '../ids';
import { activeRowOfKey, appendRegisterEvent, findRegisterRow, lockRegisterKey } from '../registers';
import { changesOf, dateOf, eventContext, skipped, sourceOf, textOf } from './register-effect';
import type { Effect, EffectContext } from './types';

/**
 * The covered-enterprise register (docs/forms/group-c-survey.md "The covered-enterprise register"):
 * the `enterprise` register, keyed by the credit code, written by four approvals. The fields named
 * are the forms' (survey1, survey, survey2, survey3).
 */
const REGISTER = 'enterprise';

/** The enterprise's columns a form carries into its row. */
const ENTERPRISE_FIELDS = [
  'companyCategory',
  'companyRegion',
  'companyAddress',
  'legalRepresentative',
  'staffCount',
  'memberCount',
  'contactName',
  'contactPost',
  'contactMobile',
  'ownUnionPlan',
] as const;

/** What a yearly survey may change: the figures and the contact, never the name or the code. */
const SURVEYED_FIELDS = [
  'companyAddress',
  'legalRepresentative',
  'staffCount',
  'memberCount',
  'contactName',
  'contactPost',
  'contactMobile',
] as const;

const picked = (form: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => form[f] !== undefined && form[f] !== null && form[f] !== '').map((f) => [f, form[f]]));

/**
 * The entry the record is about (`enterpriseId`), when it stands: active and the applicant union's.
 * Otherwise the reason the change is skipped.
 */
async function standingEntry(ctx: EffectContext) {
  const row = await findRegisterRow(ctx.db, ctx.tenantId, REGISTER, textOf(ctx.form, 'enterpriseId'));
  if (!row) return { reason: 'enterpriseUnknown' as const };
  if (row.state !== 'active') return { reason: 'enterpriseRemoved' as const, row };
  if (String(row.union_id) !== ctx.union.id) return { reason: 'notYourEnterprise' as const, row };
  return { row };
}

/** survey1: the enterprise enters the register from its effective date, unless another active entry holds its code. */
export const coverEnterprise: Effect = async (ctx) => {
  const uscc = textOf(ctx.form, 'uscc')?.toUpperCase();
  const name = textOf(ctx.form, 'companyName');
  if (!uscc || !name) return skipped(ctx, REGISTER, null, 'formIncomplete');
  await lockRegisterKey(ctx.db, ctx.tenantId, REGISTER, uscc);
  const held = await activeRowOfKey(ctx.db, ctx.tenantId, REGISTER, uscc);
  if (held) return skipped(ctx, REGISTER, String(held.id), 'enterpriseCovered');
  const rowId = newId();
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.recorded',
      payload: {
        register: REGISTER,
        rowId,
        union: { id: ctx.union.id, path: ctx.union.path },
        created: true,
        key: uscc,
        name,
        data: { ...picked(ctx.form, ENTERPRISE_FIELDS), uscc },
        on: dateOf(ctx, 'effectiveDate'),
        changes: [],
        source: sourceOf(ctx),
      },
    },
  });
  return { unionId: ctx.union.id, done: 'enterpriseCovered' };
};

/** survey: the entry's figures and contact as surveyed, each change with its value before; the survey's year. */
export const surveyEnterprise: Effect = async (ctx) => {
  const { row, reason } = await standingEntry(ctx);
  if (reason || !row) return skipped(ctx, REGISTER, row ? String(row.id) : null, reason!);
  const before = row.data as Record<string, unknown>;
  const changes = changesOf(before, ctx.form, SURVEYED_FIELDS);
  const year = textOf(ctx.form, 'surveyYear') ?? ctx.date.slice(0, 4);
  const data = {
    ...before,
    ...Object.fromEntries(changes.map((c) => [c.field, c.after])),
    lastSurveyYear: year,
    lastSurveyId: ctx.recordId,
  };
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.recorded',
      payload: {
        register: REGISTER,
        rowId: String(row.id),
        union: { id: String(row.union_id), path: row.union_path },
        created: false,
        key: row.row_key,
        name: row.name,
        data,
        on: ctx.date,
        changes: [...changes, { field: 'lastSurveyYear', before: before.lastSurveyYear ?? null, after: year }],
        source: sourceOf(ctx),
      },
    },
  });
  return { unionId: ctx.union.id, done: 'enterpriseSurveyed' };
};

/** survey3: the entry takes its new name; the old one stays in its history. The credit code never changes. */
export const renameEnterprise: Effect = async (ctx) => {
  const { row, reason } = await standingEntry(ctx);
  if (reason || !row) return skipped(ctx, REGISTER, row ? String(row.id) : null, reason!);
  const name = textOf(ctx.form, 'newName');
  if (!name || name === row.name) return skipped(ctx, REGISTER, String(row.id), 'nameUnchanged');
  const data = { ...(row.data as Record<string, unknown>), renamedOn: dateOf(ctx, 'changeDate') };
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.recorded',
      payload: {
        register: REGISTER,
        rowId: String(row.id),
        union: { id: String(row.union_id), path: row.union_path },
        created: false,
        key: row.row_key,
        name,
        data,
        on: dateOf(ctx, 'changeDate'),
        changes: [{ field: 'name', before: row.name, after: name }],
        source: sourceOf(ctx),
      },
    },
  });
  return { unionId: ctx.union.id, done: 'enterpriseRenamed' };
};

/** survey2: the entry leaves the register from its effective date, with its reason and where its members go. */
export const removeEnterprise: Effect = async (ctx) => {
  const { row, reason } = await standingEntry(ctx);
  if (reason || !row) return skipped(ctx, REGISTER, row ? String(row.id) : null, reason!);
  await appendRegisterEvent(ctx.db, {
    ...eventContext(ctx),
    body: {
      type: 'register.row.closed',
      payload: {
        register: REGISTER,
        rowId: String(row.id),
        on: dateOf(ctx, 'effectiveDate'),
        reason: textOf(ctx.form, 'removalReason'),
        details: picked(ctx.form, ['newUnionName', 'affectedMembers', 'memberArrangement', 'arrangementText']),
        source: sourceOf(ctx),
      },
    },
  });
  return { unionId: ctx.union.id, done: 'enterpriseRemoved' };
};
