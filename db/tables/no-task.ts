import type { ColumnType, Selectable } from 'kysely';

/** A union's declaration that it has nothing to file for a round's year (the `noTask` shape). */
export interface NoTaskTable {
  tenant_id: string;
  module: string;
  union_id: string;
  /** The year declared. */
  period: string;
  /** The round (a published record of the round module) the declaration answers. */
  round_id: string;
  /** The account that declared. */
  declared_by: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type NoTask = Selectable<NoTaskTable>;
