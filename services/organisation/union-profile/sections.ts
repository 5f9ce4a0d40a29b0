import type { FieldDef, FieldRule } from '../../../catalogue';

/**
 * The sections of the union profile (`crop`) a union edits directly, without review: each call's
 * section and fields, checked by the catalogue's validateForm. The name, the chair and the
 * certificate are not here: they change only through their own reviewed modules (organ3, organ2,
 * organ4) and their approval effects.
 */
const required: FieldRule = { rule: 'required' };
const maxLen = (value: number): FieldRule => ({ rule: 'maxLength', value });
const min = (value: number): FieldRule => ({ rule: 'min', value });
const f = (name: string, kind: FieldDef['kind'], zh: string, en: string, rules: FieldRule[] = []): FieldDef => ({
  name,
  kind,
  label: { zh, en },
  rules,
});

export interface ProfileSection {
  /** The call that updates it (`/crop/crop/<call>`). */
  call: 'baseup' | 'chup' | 'comup' | 'linkup' | 'finup';
  key: string;
  title: { zh: string; en: string };
  fields: FieldDef[];
  /** A complete, valid body: the OpenAPI example and the tests' fixture. */
  example: Record<string, string | number>;
}

export const PROFILE_SECTIONS: ProfileSection[] = [
  {
    call: 'baseup',
    key: 'base',
    title: { zh: '基本信息', en: 'Basic data' },
    fields: [
      f('setupDate', 'date', '成立日期', 'Set-up date', [required, { rule: 'notInFuture' }]),
      f('address', 'text', '工会地址', 'Address', [required, maxLen(200)]),
      f('postcode', 'text', '邮政编码', 'Postcode', [{ rule: 'pattern', value: '^\\d{6}$', means: { zh: '6位数字', en: '6 digits' } }]),
      f('unionPhone', 'landline', '工会办公电话', 'Office telephone'),
    ],
    example: { setupDate: '2020-05-01', address: '北京市海淀区中关村大街1号', postcode: '100080', unionPhone: '010-62345678' },
  },
  {
    call: 'chup',
    key: 'chair',
    title: { zh: '主席信息', en: 'Chair' },
    fields: [
      f('chairMobile', 'mobile', '主席手机', "Chair's mobile", [required]),
      f('chairPhone', 'landline', '主席办公电话', "Chair's telephone"),
      f('chairEmail', 'email', '主席电子邮箱', "Chair's email", [maxLen(100)]),
    ],
    example: { chairMobile: '13800138001', chairPhone: '010-62345679', chairEmail: 'chair@zhilian-tech.com.cn' },
  },
  {
    call: 'comup',
    key: 'members',
    title: { zh: '会员及委员会', en: 'Members and committee' },
    fields: [
      f('memberCount', 'integer', '会员人数', 'Members', [required, min(0)]),
      f('femaleMembers', 'integer', '女会员人数', 'Female members', [required, min(0), { rule: 'notAbove', field: 'memberCount' }]),
      f('migrantMembers', 'integer', '农民工会员人数', 'Migrant members', [min(0), { rule: 'notAbove', field: 'memberCount' }]),
      f('committeeMeetings', 'integer', '年度委员会会议次数', 'Committee meetings a year', [min(0), { rule: 'max', value: 366 }]),
    ],
    example: { memberCount: 96, femaleMembers: 40, migrantMembers: 5, committeeMeetings: 6 },
  },
  {
    call: 'linkup',
    key: 'contact',
    title: { zh: '联系人', en: 'Contact person' },
    fields: [
      f('contactName', 'text', '联系人', 'Contact person', [required, { rule: 'minLength', value: 2 }, maxLen(30)]),
      f('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required]),
      f('contactPhone', 'landline', '联系电话', 'Telephone'),
      f('email', 'email', '电子邮箱', 'Email', [maxLen(100)]),
    ],
    example: { contactName: '李娜', contactMobile: '13800138000', contactPhone: '010-62345670', email: 'union@zhilian-tech.com.cn' },
  },
  {
    call: 'finup',
    key: 'finance',
    title: { zh: '财务信息', en: 'Finance' },
    fields: [
      f('bankName', 'text', '开户银行', 'Bank', [maxLen(100)]),
      f('accountNo', 'text', '银行账号', 'Account number', [
        { rule: 'pattern', value: '^\\d{8,30}$', means: { zh: '8至30位数字', en: '8 to 30 digits' } },
      ]),
      f('financeContact', 'text', '财务联系人', 'Finance contact', [maxLen(30)]),
      f('financeMobile', 'mobile', '财务联系人手机', 'Finance mobile'),
    ],
    example: {
      bankName: '中国工商银行北京中关村支行',
      accountNo: '0200004509089131550',
      financeContact: '王芳',
      financeMobile: '13800138002',
    },
  },
];
