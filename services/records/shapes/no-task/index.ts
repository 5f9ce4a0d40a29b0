/**
 * The `noTask` shape: a union declares it has nothing to file for a round (`POST …/noTask`, the
 * round's id); the declaration holds the union's year, so a later submit of the module for that year
 * answers 409 `declaredNoTask` (docs/forms/group-a-assessments.md, AS-N1). Generic over the entry's
 * `noTask` option: any module filed in the assessment rounds may set it.
 */
import type { NoTaskDef } from '../../../../catalogue';
import { AppError } from '../../../platform/core';
import { underLocks, type CommandGuard, type RecordShape } from '../../engine';
import { declarationOf, unionLock, yearFieldOf } from './declarations';
import { registerNoTaskCall } from './no-task-route';

export { declarationsOf } from './declarations';

/** A submit for a year the union declared nothing for is refused, under the lock the declaration takes. */
const refuseDeclared: CommandGuard = (db, entry, s, send) => {
  const def = entry.noTask!;
  const year = s.form[yearFieldOf(def)];
  if (year === null || year === undefined || year === '') return send();
  const tenantId = s.viewer.tenantId;
  return underLocks(db, [unionLock(tenantId, entry.key, s.unionId)], async (trx) => {
    if (await declarationOf(trx, tenantId, entry.key, s.unionId, String(year))) {
      const vars = { year: String(year), module: entry.title[s.lang] };
      throw new AppError(409, 'assessDeclaredNoTask', vars, { reason: 'declaredNoTask', year: Number(year) });
    }
    return send();
  });
};

export const noTaskShape: RecordShape<NoTaskDef> = {
  name: 'noTask',
  option: (entry) => entry.noTask,
  guards: { submit: refuseDeclared },
  routes: (entry, def) => async (app) => registerNoTaskCall(app, entry, def),
};
