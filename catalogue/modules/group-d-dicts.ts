// From its own file, not the fields' index: the console's catalogue chunks (web/vite.config.ts) take what module entries import.
import { UNION_ACCOUNT_SUBJECT_DICT } from '../fields/lines/account-subjects';

/**
 * The dictionaries group D's (union finance's) forms read (docs/forms/group-d.md, "Dictionaries"), in
 * one place as group B's are: the seed must cover every code here, and every key named below must be an
 * option of its code (tests/unit/catalogue-cd-dicts.test.ts).
 */
export const groupDDictCodes = [
  UNION_ACCOUNT_SUBJECT_DICT,
  'funds_share_rule',
  'fee_pay_mode',
  'backpay_reason',
  'refund_reason',
  'yes_no',
  'election_mode',
  'launtion_fin_position',
  'sex',
  'nation',
  'edu_level',
  'political',
] as const;

export type GroupDDictCode = (typeof groupDDictCodes)[number];

/** The option keys the design's rules name. */
export const groupDDictKeys = {
  // R-SHARE: the key is the grassroots share in per cent; 100 only for small and micro enterprises.
  fundsShareRule: { grassroots: '60', smallMicro: '100' },
} as const;

/** Each groupDDictKeys group with the code it belongs to, for the seed test. */
export const groupDDictKeyCodes: Record<keyof typeof groupDDictKeys, GroupDDictCode> = {
  fundsShareRule: 'funds_share_rule',
};
