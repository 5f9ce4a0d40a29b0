/**
 * The `subject` shape (docs/forms/group-c.md "One option for a record filed about something else"):
 * a module's records each filed about an approved record of another module (`pid`) or a register row
 * (`sid`), named by a form field. Save and submit check that it stands and is the applicant union's;
 * with `openPerSubject`, a submit or resend is refused while another record about it is open, under
 * the subject's lock, so of two parallel submits one wins. Generic over the entry's `subject` option.
 */
import type { ModuleEntry, SubjectDef } from '../../../../catalogue';
import { AppError } from '../../../platform/core';
import { subjectIdOf, underLocks, type CommandGuard, type RecordShape } from '../../engine';
import { recordsAbout, modulesAbout } from './records-about';
import { checkSubject, openRecordAbout, subjectLock } from './subject-checks';
import { registerSubjectCall } from './subject-call';

export { subjectName } from './subject-checks';

/** Save: the subject named stands and is the union's. */
const standing: CommandGuard = async (db, entry, s, send) => {
  const def = entry.subject!;
  const id = subjectIdOf(def, s.form);
  if (id) await checkSubject(db, s.viewer.tenantId, s.unionId, def, id);
  return send();
};

/** Submit and resend: the same, and with `openPerSubject` no other open record about it, under its lock. */
const standingAndOne: CommandGuard = (db, entry, s, send) => {
  const def = entry.subject!;
  const id = subjectIdOf(def, s.form);
  if (!id) return send();
  const tenantId = s.viewer.tenantId;
  return underLocks(db, [{ key: subjectLock(tenantId, def, id), shared: false }], async (trx) => {
    await checkSubject(trx, tenantId, s.unionId, def, id);
    if (def.openPerSubject) {
      const open = await openRecordAbout(trx, tenantId, entry.key, def, id, s.recordId);
      if (open)
        throw new AppError(
          409,
          'subjectOpen',
          { record: open.title || String(open.id) },
          { reason: 'subjectOpen', recordId: String(open.id) },
        );
    }
    return send();
  });
};

export const subjectShape: RecordShape<SubjectDef> = {
  name: 'subject',
  option: (entry) => entry.subject,
  guards: { save: standing, submit: standingAndOne, resubmit: standingAndOne },
  // What the form fills from the subject, for the console (`subject?id`).
  routes: (entry, def) => async (app) => registerSubjectCall(app, entry, def),
};

/**
 * The other side of `subject`: a module whose approved records others are filed about (field4 for
 * field4material). Each of its rows and its detail carries those records by module (`about`): their
 * counts by state and the newest of them, as the viewer may see them.
 */
export const subjectParentShape: RecordShape<ModuleEntry[]> = {
  name: 'subjectParent',
  option: (entry) => {
    const about = modulesAbout(entry);
    return about.length > 0 ? about : undefined;
  },
  rowParts: async (app, request, entry, ids) => {
    const parts = await recordsAbout(app, request, modulesAbout(entry), ids);
    return new Map([...parts].map(([id, about]) => [id, { about }]));
  },
};
