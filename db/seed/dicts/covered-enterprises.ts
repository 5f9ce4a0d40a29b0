import type { DictionarySeed } from '../dictionaries';
import type { DictionaryEnglish } from '../dictionaries-en';

/**
 * The dictionaries of the enterprises a union covers (docs/forms/group-c-survey.md, "Dictionaries"): why an
 * enterprise joins or leaves the register, and where its members go.
 */
export const COVERED_ENTERPRISE_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'cover_reason',
    name: '纳入覆盖原因',
    items: [
      ['1', '新设立或新入驻企业'],
      ['2', '由其他区域迁入'],
      ['3', '原已覆盖，存量登记'],
      ['4', '原单独建会，工会撤销'],
      ['9', '其他'],
    ],
  },
  {
    code: 'cover_removal_reason',
    name: '移除原因',
    items: [
      ['1', '企业注销'],
      ['2', '迁出本区域'],
      ['3', '单独建立工会'],
      ['4', '并入其他工会覆盖'],
      ['9', '其他'],
    ],
  },
  {
    code: 'member_arrangement',
    name: '会员安置方式',
    items: [
      ['1', '转入企业新建工会'],
      ['2', '转入其他工会'],
      ['3', '劳动关系终止，保留或转移会籍'],
      ['9', '其他'],
    ],
  },
];

export const COVERED_ENTERPRISE_DICTIONARIES_EN: Readonly<Record<string, DictionaryEnglish>> = {
  cover_reason: {
    name: 'Reason for coverage',
    items: {
      '1': 'Newly founded or newly settled',
      '2': 'Moved in from another area',
      '3': 'Already covered, registered now',
      '4': 'Had its own union, since dissolved',
      '9': 'Other',
    },
  },
  cover_removal_reason: {
    name: 'Reason for removal',
    items: {
      '1': 'Deregistered',
      '2': 'Moved out of the area',
      '3': 'Set up its own union',
      '4': 'Covered by another union',
      '9': 'Other',
    },
  },
  member_arrangement: {
    name: 'Where the members go',
    items: {
      '1': "To the enterprise's new union",
      '2': 'To another union',
      '3': 'Employment ended: membership kept or transferred',
      '9': 'Other',
    },
  },
};
