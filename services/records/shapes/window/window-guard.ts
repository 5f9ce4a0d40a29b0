import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry, WindowDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { dictionaryLabel } from '../../../admin/dictionaries';
import { AppError, InvalidInputError, type MessageKey } from '../../../platform/core';
import { liveFilings, roundApplying, roundStandingOf, type AssessmentRound, type RoundOpenness } from '../../assessment-rounds';
import { underLocks, type CommandGuard, type HeldSubmission, type HoldLock } from '../../engine';
import { ITEM_COLUMNS, rowsAsPublished, VETO_COLUMNS } from './rows-as-published';

const yearFieldOf = (def: WindowDef) => def.yearField ?? 'year';

/** One union's filings of a module: submitted one at a time, so parallel ones take one place each. */
const placesLock = (tenantId: string, module: string, unionId: string): HoldLock => ({
  key: `window-places:${tenantId}:${module}:${unionId}`,
  shared: false,
});

const CLOSED: Record<Exclude<RoundOpenness, null>, { key: MessageKey; reason: 'windowNotOpen' | 'windowClosed' }> = {
  notOpen: { key: 'assessWindowNotOpen', reason: 'windowNotOpen' },
  notStarted: { key: 'assessWindowNotStarted', reason: 'windowNotOpen' },
  ended: { key: 'assessWindowEnded', reason: 'windowClosed' },
};

const kindName = (db: Kysely<Database>, tenantId: string, type: string, lang: Lang) =>
  dictionaryLabel(db, tenantId, 'assessment_type', type, lang);

/** 400 when the form's items or veto items are not the round's, row by row. */
function refuseOtherItems(entry: ModuleEntry, def: WindowDef, round: AssessmentRound, s: HeldSubmission): void {
  const fixed = [
    { name: def.items, published: round.form.items, columns: ITEM_COLUMNS },
    { name: def.vetoes, published: round.form.vetoItems, columns: VETO_COLUMNS },
  ];
  const errors = fixed.flatMap(({ name, published, columns }) => {
    const field = name ? entry.fields.find((f) => f.name === name) : undefined;
    if (!field) return [];
    const rows = Array.isArray(published) ? (published as Record<string, unknown>[]) : [];
    return rowsAsPublished(field, s.form[field.name], rows, columns, s.lang);
  });
  if (errors.length) throw new InvalidInputError(errors);
}

/** 409 when filing is not open in the round today, or the union's places in it are used. */
async function refuseClosedOrFull(db: Kysely<Database>, entry: ModuleEntry, def: WindowDef, round: AssessmentRound, s: HeldSubmission) {
  const tenantId = s.viewer.tenantId;
  const year = String(round.year);
  const closed = roundStandingOf(round);
  if (closed) {
    const { key, reason } = CLOSED[closed];
    const vars = {
      year,
      kind: await kindName(db, tenantId, def.type, s.lang),
      start: round.window?.start ?? '',
      end: round.window?.end ?? '',
    };
    throw new AppError(409, key, vars, { reason, roundId: round.id, window: round.window });
  }
  if (!def.places) return;
  const quota = typeof round.form.quotaPerUnion === 'number' ? round.form.quotaPerUnion : 1;
  const live = await liveFilings(db, {
    tenantId,
    module: entry.key,
    unionId: s.unionId,
    yearField: yearFieldOf(def),
    year,
    except: s.recordId,
  });
  if (live.length < quota) return;
  const vars = { year, quota: String(quota), kind: await kindName(db, tenantId, def.type, s.lang) };
  throw new AppError(409, 'assessQuotaUsed', vars, { reason: 'quotaUsed', roundId: round.id, quota, used: live.length });
}

/**
 * The `window` guard: the round of the entry's kind that applies to the union for the form's year
 * (409 `noRound` without one); its items as published (400); and, for a first submit, filing open
 * today and a place left (409). A returned filing sent again (`resend`, or a submit of a returned
 * record) is not refused for the window or places: it keeps the place it holds (AS-W2).
 */
export const guardFiling =
  (resend: boolean): CommandGuard =>
  (db, entry, s, send) => {
    const def = entry.window!;
    const year = Number(s.form[yearFieldOf(def)]);
    // Without a year the form's own rules refuse the submit.
    if (!Number.isInteger(year)) return send();
    const tenantId = s.viewer.tenantId;
    const check = async (trx: Kysely<Database>) => {
      const round = await roundApplying(trx, tenantId, s.viewer.unionPath, def.type, year);
      const returned =
        resend ||
        (await trx.selectFrom('record').select('state').where('tenant_id', '=', tenantId).where('id', '=', s.recordId).executeTakeFirst())
          ?.state === 'returned';
      if (!round) {
        if (returned) return send();
        const vars = { year: String(year), kind: await kindName(trx, tenantId, def.type, s.lang) };
        throw new AppError(409, 'assessNoRound', vars, { reason: 'noRound' });
      }
      refuseOtherItems(entry, def, round, s);
      if (!returned) await refuseClosedOrFull(trx, entry, def, round, s);
      return send();
    };
    return def.places ? underLocks(db, [placesLock(tenantId, entry.key, s.unionId)], check) : check(db);
  };
