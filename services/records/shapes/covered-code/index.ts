/**
 * The covered-enterprise guards (docs/forms/group-c-survey.md "Rules of the covered enterprises",
 * cov-one-union and cov-own-union): on a module whose approval enters an enterprise into the
 * register (`coverEnterprise`), a submit, a resend and a reviewer's approval are refused while
 * another union covers the credit code or is on its way to (a live record), or while the
 * enterprise has a union of its own in the tree. Checked under a lock on the code, so of two
 * parallel submits one wins; the effect checks once more and skips rather than fail the approval.
 */
import { approvalRuns } from '../../../../catalogue';
import { underLocks, type CommandGuard, type RecordShape } from '../../engine';
import { coverLock, refuseCovered, refuseOwnUnion, usccOf } from './covered-checks';

const oneCoveringUnion: CommandGuard = (db, _entry, s, send) => {
  const uscc = usccOf(s.form);
  if (!uscc) return send();
  const tenantId = s.viewer.tenantId;
  return underLocks(db, [{ key: coverLock(tenantId, uscc), shared: false }], async (trx) => {
    await refuseOwnUnion(trx, tenantId, uscc);
    await refuseCovered(trx, tenantId, uscc, s.recordId);
    return send();
  });
};

export const coveredCodeShape: RecordShape<true> = {
  name: 'coveredCode',
  option: (entry) => (approvalRuns(entry.effects, 'coverEnterprise') ? true : undefined),
  guards: { submit: oneCoveringUnion, resubmit: oneCoveringUnion, approve: oneCoveringUnion },
};
