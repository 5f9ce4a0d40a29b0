import { dictKeys } from '../../catalogue';
import { changeSourceOf } from './committees';
import { dateOf, rowsOf, rowText, textOf } from './form-values';
import type { HistoryKey, SectionValues } from './history-keys';
import { changeProfile } from './profile-store';
import type { Effect, EffectContext } from './types';
import { setUnionCode } from './union-code';

const ITEM = dictKeys.certChangeItem;

/** The certificate field each change item of organ4 changes, and where its new value is on the form. */
const CHANGE_ITEMS: Record<string, { key: HistoryKey<'certificate'>; value: (ctx: EffectContext, row: string | null) => string | null }> = {
  [ITEM.name]: { key: 'name', value: (ctx, row) => row ?? ctx.union.name },
  [ITEM.legalRep]: { key: 'legalRep', value: (ctx) => textOf(ctx.form, ['legalRepName']) },
  [ITEM.address]: { key: 'address', value: (ctx) => textOf(ctx.form, ['address']) },
  [ITEM.funds]: { key: 'funds', value: (ctx) => textOf(ctx.form, ['funds']) },
  [ITEM.other]: { key: 'other', value: (_ctx, row) => row },
};

/**
 * updateCertificate (setup3's certificate, organ4 approved): the union's legal-person code in its
 * one place (`union_org.credit_code`, setup3's `certUscc`), and the certificate's data on its
 * profile (number, legal representative, seat, funds, date), the former data kept in the history.
 * organ4 changes what its change items name, one history row per item. The ID card number is not
 * copied: the profile is read widely, the record keeps it.
 */
export const updateCertificate: Effect = async (ctx) => {
  await setUnionCode(ctx, ctx.union.id, textOf(ctx.form, ['certUscc']));
  const items = Array.isArray(ctx.form.changeItems) ? ctx.form.changeItems.map(String) : null;
  if (items) return changeItems(ctx, items);
  const fields: SectionValues<'certificate', string> = {};
  const set = (key: HistoryKey<'certificate'>, value: string | null) => {
    if (value) fields[key] = value;
  };
  set('certNo', textOf(ctx.form, ['certNo']));
  set('legalRep', textOf(ctx.form, ['legalRepName']));
  set('address', textOf(ctx.form, ['address']));
  set('funds', textOf(ctx.form, ['funds']));
  set('changeDate', dateOf(ctx.form, ['certDate']) ?? ctx.date);
  await changeProfile(ctx.db, ctx.tenantId, ctx.union.id, { sections: { certificate: fields } }, changeSourceOf(ctx));
  return { unionId: ctx.union.id, done: 'updated' };
};

/** organ4: each chosen change item changes its field of the certificate, as a history row of its own. */
async function changeItems(ctx: EffectContext, items: string[]) {
  const rows = rowsOf(ctx.form, 'changes');
  const changeDate = dateOf(ctx.form, ['changeDate']) ?? ctx.date;
  const certNo = textOf(ctx.form, ['certNo']);
  let first = true;
  for (const item of items) {
    const change = CHANGE_ITEMS[item];
    const row = rows.find((r) => rowText(r, 'item') === item);
    const value = change?.value(ctx, row ? rowText(row, 'newValue') || null : null);
    if (!change || !value) continue;
    // The certificate's number and date change with the first item; each item is then a row of its own.
    const fields: SectionValues<'certificate', string> = {
      [change.key]: value,
      ...(first ? { changeDate, ...(certNo ? { certNo } : {}) } : {}),
    };
    await changeProfile(ctx.db, ctx.tenantId, ctx.union.id, { sections: { certificate: fields } }, changeSourceOf(ctx));
    first = false;
  }
  return { unionId: ctx.union.id, done: 'updated' };
}
