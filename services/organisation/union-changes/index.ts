/**
 * Checks at submit of the modules whose approval changes the organisation (the tree, a union's code,
 * its place) that need the database: the union's profile, the tree, other records. They run before
 * anything is sent to the flow (a 400 naming the field, or a 409 for another record's state), so
 * what they refuse never reaches the effects (db/effects), which never throw on business grounds.
 * The rules that the form alone can check are the catalogue's (field rules, rule kinds).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { addSubmitHold, underLocks, type HeldSubmission, type HoldLock } from '../../records/engine';
import { codeNotTaken, establishedFirst, legalRepIsChair } from './certificate-checks';
import { noOtherTransferOpen, releasedByFormerHigher, transferLock } from './transfer-checks';

type Check = (db: Kysely<Database>, s: HeldSubmission) => Promise<void>;

interface ModuleChecks {
  /** Taken around the checks and the flow command: submissions of the same kind are counted one after the other. */
  lock?: (s: HeldSubmission) => HoldLock;
  checks: Check[];
}

/** The checks by module (docs/forms/group-b.md, "Rules of the tree, the code and transfers"). */
const CHECKS: Readonly<Record<string, ModuleChecks>> = {
  setup3: { checks: [establishedFirst, codeNotTaken] },
  organ4: { checks: [legalRepIsChair] },
  tradeunionoutinfo: { lock: transferLock, checks: [noOtherTransferOpen] },
  tradeunionunitinfo: { lock: transferLock, checks: [noOtherTransferOpen, releasedByFormerHigher] },
};

/** Registers the checks with the record engine, which runs them around every submit and resubmit of their modules. */
export function registerUnionChangeChecks(): void {
  addSubmitHold('unionChanges', {
    appliesTo: (entry) => entry.key in CHECKS,
    hold: async (db, entry, s, send) => {
      const { lock, checks } = CHECKS[entry.key]!;
      const run = async (on: Kysely<Database>) => {
        for (const check of checks) await check(on, s);
        return send();
      };
      return lock ? underLocks(db, [lock(s)], run) : run(db);
    },
  });
}
