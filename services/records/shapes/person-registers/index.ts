/**
 * The guards of the registers of people (docs/forms/group-c-rights.md "NEW", Server guards): on a
 * module whose approval writes one (`coverMembers`, `recordAssistance`, `fileHardship`), a submit and a
 * resend are refused while a person the form names is covered, was helped for the same cause within
 * 12 months, is on file, or is named by another live record of the module. Checked under a
 * tenant-wide lock on each person (the HMAC of the ID number), so of two parallel filings one wins.
 */
import { approvalRuns, beijingDate, type ModuleEntry } from '../../../../catalogue';
import { underLocks, type CommandGuard, type RecordShape } from '../../engine';
import { firstHeld, peopleOf, personLock, refuseHeld, type PersonEffect } from './person-checks';

export { firstHeld, personLock, unionName, type FormPerson, type HeldPerson, type PersonEffect } from './person-checks';

const PERSON_EFFECTS: readonly PersonEffect[] = ['coverMembers', 'recordAssistance', 'fileHardship'];

/** The register effect the module's approval runs, if any. */
const personEffectOf = (entry: ModuleEntry): PersonEffect | undefined => PERSON_EFFECTS.find((e) => approvalRuns(entry.effects, e));

const heldPeople: CommandGuard = (db, entry, s, send) => {
  const effect = personEffectOf(entry);
  const tenantId = s.viewer.tenantId;
  const people = effect ? peopleOf(tenantId, effect, s.form) : [];
  if (!effect || people.length === 0) return send();
  // Sorted, so two filings naming the same people take their locks in one order.
  const locks = [...new Set(people.map((p) => personLock(tenantId, p.hash)))].sort().map((key) => ({ key, shared: false }));
  return underLocks(db, locks, async (trx) => {
    const held = await firstHeld(trx, tenantId, entry.key, effect, s.form, people, s.recordId, beijingDate(new Date()));
    if (held) await refuseHeld(trx, tenantId, held);
    return send();
  });
};

export const personRegistersShape: RecordShape<PersonEffect> = {
  name: 'personRegisters',
  option: personEffectOf,
  guards: { submit: heldPeople, resubmit: heldPeople },
};
