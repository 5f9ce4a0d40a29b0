import { changeSourceOf } from './committees';
import { dateOf, intOf, textOf } from './form-values';
import { changeProfile } from './profile-store';
import { FUNDS_FIGURES, FUNDS_TEXTS, type SectionValues } from './history-keys';
import type { Effect } from './types';

/**
 * registerFunds (setup4 approved): the union's funds registration on its profile (section `funds`):
 * the account in the union's own name, the payroll base of the 2 % allocation and the monthly due
 * (fen, as the form's check computed it), how it is paid and from which month, and the date it was
 * registered; a former registration stays in the history. The form's rules refused an account in
 * another name and a due that is not 2 % of the payroll before the record was sent.
 */
export const registerFunds: Effect = async (ctx) => {
  const funds: SectionValues<'funds', string | number> = {};
  for (const name of FUNDS_TEXTS) {
    const v = textOf(ctx.form, [name]);
    if (v) funds[name] = v;
  }
  for (const name of FUNDS_FIGURES) {
    const v = intOf(ctx.form, [name]);
    if (v !== null) funds[name] = v;
  }
  const startMonth = dateOf(ctx.form, ['startMonth']);
  if (startMonth) funds.startMonth = startMonth;
  funds.registeredOn = ctx.date;
  await changeProfile(ctx.db, ctx.tenantId, ctx.union.id, { sections: { funds } }, changeSourceOf(ctx));
  return { unionId: ctx.union.id, done: 'fundsRegistered' };
};
