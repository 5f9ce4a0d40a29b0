import type { Kysely } from 'kysely';
import type { ModuleEntry, PriorFiguresDef } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { yearSetting } from '../../../admin/year-settings';
import { AppError } from '../../../platform/core';
import { approvedFormOfYear } from '../../engine';

/** The record compared: the form of its union's approved record of the source module for the year, newest approval first. */
export const priorForm = (
  db: Kysely<Database>,
  entry: ModuleEntry,
  def: PriorFiguresDef,
  tenantId: string,
  unionId: string,
  year: number,
) => approvedFormOfYear(db, { tenantId, unionId }, def.source ?? entry.key, def.yearField, year);

/**
 * The federation's `line_change_threshold_percent` of the year, or null while it has not set it (a
 * reader is not refused for that: nothing is flagged, and the answer says the figure is missing).
 */
export async function thresholdPercent(db: Kysely<Database>, tenantId: string, year: number): Promise<number | null> {
  try {
    return await yearSetting(db, tenantId, year, 'line_change_threshold_percent');
  } catch (e) {
    if (e instanceof AppError && e.key === 'yearSettingMissing') return null;
    throw e;
  }
}
