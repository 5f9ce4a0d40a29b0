/**
 * The `register` shape (docs/forms/group-c.md "One register shape"): a union's register kept by
 * approvals, whose rows the effects write (db/registers, db/effects: recordVenues, coverEnterprise,
 * surveyEnterprise, renameEnterprise, removeEnterprise). A module that keeps one serves its rows
 * (`index`), lets the union close them (`remove`, in place of the drafts' remove) and, where the entry
 * names them, the register's read calls. Generic over the entry's `register` option.
 */
import type { RegisterDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerRegisterCalls } from './register-routes';

export { maskMobile, openRecordsAbout, rowsInScope, rowsNamedBy } from './register-rows';
export { rowEvents, type RowEventKind } from './row-events';
export { RegisterRowEvent } from './schemas';

export const registerShape: RecordShape<RegisterDef> = {
  name: 'register',
  option: (entry) => entry.register,
  // The sheet view's detail and review are the union's sheet (by union id), not a record's.
  // Without its union calls (survey: its remove is the drafts' one) the register takes none of the module's.
  takesCalls: (_entry, def) => (def.unionCalls === false ? [] : def.view === 'sheet' ? ['remove', 'detail', 'review'] : ['remove']),
  routes: (entry, def) => async (app) => registerRegisterCalls(app, entry, def),
};
