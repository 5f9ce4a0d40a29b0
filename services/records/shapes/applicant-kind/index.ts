/**
 * The `applicantKind` shape (entry option `applicantKinds`): only a union whose profile kind, as its
 * set-up recorded it, is one the entry names may submit or resend; 409 with the entry's reason
 * otherwise, nothing filed. The covered enterprises (docs/forms/group-c-survey.md cov-joint-applicant):
 * a joint union or a federation covers enterprises, a single employer's union covers no other.
 */
import type { ApplicantKinds } from '../../../../catalogue';
import { profileKindOf } from '../../../../db';
import { AppError } from '../../../platform/core';
import type { CommandGuard, RecordShape } from '../../engine';

const ofTheKinds: CommandGuard = async (db, entry, s, send) => {
  const { kinds, reason } = entry.applicantKinds!;
  const kind = await profileKindOf(db, s.viewer.tenantId, s.unionId);
  if (kind === null || !kinds.includes(kind)) throw new AppError(409, reason, {}, { reason, unionKind: kind });
  return send();
};

export const applicantKindShape: RecordShape<ApplicantKinds> = {
  name: 'applicantKind',
  option: (entry) => entry.applicantKinds,
  guards: { submit: ofTheKinds, resubmit: ofTheKinds },
};
