/**
 * The funds ledger's guards (docs/forms/group-d.md, New engineering 8) on a module whose approval moves
 * the union's funds months (`fundsLedger`: finance3, finance4, finance5): under a lock on the union's
 * months of the module, a submit and a resend are refused while another live record holds one of its
 * months (409 `monthTaken`), and where the ledger shows a month paid less than the line says (R-LEDGER,
 * 400 naming the line). The approval's effect (db/effects/funds-ledger.ts) moves the months.
 */
import type { FundsLedgerDef } from '../../../../catalogue';
import { underLocks, type CommandGuard, type RecordShape } from '../../engine';
import { fundsLock, refuseTakenMonths, refuseUnpaidMonths } from './ledger-checks';

const heldMonths: CommandGuard = (db, entry, s, send) => {
  const def = entry.fundsLedger;
  if (!def) return send();
  const tenantId = s.viewer.tenantId;
  return underLocks(db, [{ key: fundsLock(tenantId, entry.key, s.unionId), shared: false }], async (trx) => {
    const at = { tenantId, unionId: s.unionId, recordId: s.recordId, lang: s.lang, form: s.form };
    await refuseUnpaidMonths(trx, def, at);
    await refuseTakenMonths(trx, entry, def, at);
    return send();
  });
};

export const fundsLedgerShape: RecordShape<FundsLedgerDef> = {
  name: 'fundsLedger',
  option: (entry) => entry.fundsLedger,
  guards: { submit: heldMonths, resubmit: heldMonths },
};
