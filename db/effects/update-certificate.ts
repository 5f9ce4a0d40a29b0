import { changeSourceOf } from './committees';
import { dateOf, textOf } from './form-values';
import { changeProfile } from './profile-store';
import type { Effect } from './types';

/**
 * updateCertificate (setup3's certificate, organ4 approved): the union's legal-person certificate
 * data on its profile (the code starting with 81, certificate number, legal representative,
 * seat), the former data kept in the history. The ID card number is not copied: the profile is
 * read widely, the record keeps it.
 */
export const updateCertificate: Effect = async (ctx) => {
  const uscc = textOf(ctx.form, ['certUscc', 'uscc', 'unionUscc']);
  const fields: Record<string, string> = {};
  if (uscc?.startsWith('81')) fields.uscc = uscc.toUpperCase();
  const set = (key: string, value: string | null) => {
    if (value) fields[key] = value;
  };
  set('certNo', textOf(ctx.form, ['certNo', 'certificateNo']));
  set('legalRep', textOf(ctx.form, ['legalRepName', 'legalRep']));
  set('address', textOf(ctx.form, ['address']));
  set('funds', textOf(ctx.form, ['funds']));
  set('changeDate', dateOf(ctx.form, ['changeDate', 'certDate']) ?? ctx.date);
  await changeProfile(ctx.db, ctx.tenantId, ctx.union.id, { sections: { certificate: fields } }, changeSourceOf(ctx));
  return { unionId: ctx.union.id, done: 'updated' };
};
