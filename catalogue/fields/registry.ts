import type { FieldKind } from '../types';
import type { KindDef } from './kind-def';
import { dict, dictMulti, personPicker, region, unionPicker } from './kinds/choices';
import { date, dateRange } from './kinds/dates';
import { attachments, image } from './kinds/files';
import { moneyLines } from './kinds/money-lines';
import { integer, money } from './kinds/numbers';
import { richText } from './kinds/rich-text';
import { rows } from './kinds/rows';
import { time } from './kinds/time';
import { bankAccount, email, idCard, landline, mobile, text, textarea, uscc } from './kinds/text';

/** Every field kind's definition; a kind missing here does not compile. */
export const fieldKinds: { readonly [K in FieldKind]: KindDef } = {
  text,
  textarea,
  integer,
  money,
  date,
  time,
  dateRange,
  mobile,
  landline,
  email,
  idCard,
  bankAccount,
  uscc,
  region,
  dict,
  dictMulti,
  unionPicker,
  personPicker,
  rows,
  richText,
  image,
  attachments,
  moneyLines,
};

export function kindOf(kind: FieldKind): KindDef {
  return fieldKinds[kind];
}
