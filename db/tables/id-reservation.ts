import type { Selectable } from 'kysely';

/** An id handed out by `getid`, owned by the user who asked, so uploads can precede the first save. */
export interface IdReservationTable {
  id: string;
  tenant_id: string;
  module: string;
  user_id: string;
  create_time: Date;
}
export type IdReservation = Selectable<IdReservationTable>;
