/** The fields of each profile section as the console shows them (the server checks them: services/organisation/union-profile/sections.ts). */
export interface SectionField {
  name: string;
  zh: string;
  en: string;
  kind?: 'integer' | 'date';
  required?: boolean;
}

export interface SectionSpec {
  call: string;
  key: string;
  zh: string;
  en: string;
  fields: SectionField[];
}

export const SECTIONS: SectionSpec[] = [
  {
    call: 'baseup',
    key: 'base',
    zh: '基本信息',
    en: 'Basic data',
    fields: [
      { name: 'setupDate', zh: '成立日期', en: 'Set-up date', kind: 'date', required: true },
      { name: 'address', zh: '工会地址', en: 'Address', required: true },
      { name: 'postcode', zh: '邮政编码', en: 'Postcode' },
      { name: 'unionPhone', zh: '工会办公电话', en: 'Office telephone' },
    ],
  },
  {
    call: 'chup',
    key: 'chair',
    zh: '主席信息',
    en: 'Chair',
    fields: [
      { name: 'chairMobile', zh: '主席手机', en: "Chair's mobile", required: true },
      { name: 'chairPhone', zh: '主席办公电话', en: "Chair's telephone" },
      { name: 'chairEmail', zh: '主席电子邮箱', en: "Chair's email" },
    ],
  },
  {
    call: 'comup',
    key: 'members',
    zh: '会员及委员会',
    en: 'Members and committee',
    fields: [
      { name: 'memberCount', zh: '会员人数', en: 'Members', kind: 'integer', required: true },
      { name: 'femaleMembers', zh: '女会员人数', en: 'Female members', kind: 'integer', required: true },
      { name: 'migrantMembers', zh: '农民工会员人数', en: 'Migrant members', kind: 'integer' },
      { name: 'committeeMeetings', zh: '年度委员会会议次数', en: 'Committee meetings a year', kind: 'integer' },
    ],
  },
  {
    call: 'linkup',
    key: 'contact',
    zh: '联系人',
    en: 'Contact person',
    fields: [
      { name: 'contactName', zh: '联系人', en: 'Contact person', required: true },
      { name: 'contactMobile', zh: '联系人手机', en: 'Contact mobile', required: true },
      { name: 'contactPhone', zh: '联系电话', en: 'Telephone' },
      { name: 'email', zh: '电子邮箱', en: 'Email' },
    ],
  },
  {
    call: 'finup',
    key: 'finance',
    zh: '财务信息',
    en: 'Finance',
    fields: [
      { name: 'bankName', zh: '开户银行', en: 'Bank' },
      { name: 'accountNo', zh: '银行账号', en: 'Account number' },
      { name: 'financeContact', zh: '财务联系人', en: 'Finance contact' },
      { name: 'financeMobile', zh: '财务联系人手机', en: 'Finance mobile' },
    ],
  },
];

export const EMPLOYER_FIELDS: SectionField[] = [
  { name: 'unitName', zh: '单位名称', en: 'Employer', required: true },
  { name: 'unitUscc', zh: '统一社会信用代码', en: 'Credit code', required: true },
  { name: 'category', zh: '单位类别', en: 'Category', required: true },
  { name: 'industry', zh: '所属行业', en: 'Industry', required: true },
  { name: 'region', zh: '所在区域', en: 'Region', required: true },
  { name: 'address', zh: '单位地址', en: 'Address', required: true },
  { name: 'legalRep', zh: '法定代表人', en: 'Legal representative', required: true },
  { name: 'staffCount', zh: '职工人数', en: 'Staff', kind: 'integer', required: true },
  { name: 'femaleStaff', zh: '女职工人数', en: 'Female staff', kind: 'integer', required: true },
  { name: 'migrantStaff', zh: '农民工人数', en: 'Migrant workers', kind: 'integer' },
  { name: 'phone', zh: '单位电话', en: 'Telephone' },
  { name: 'email', zh: '电子邮箱', en: 'Email' },
];

/** The values of a form for the server: integers as numbers, empty inputs left out. */
export function bodyOf(fields: SectionField[], values: Record<string, string>): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (v === '') continue;
    body[f.name] = f.kind === 'integer' && /^\d+$/.test(v) ? Number(v) : v;
  }
  return body;
}

/** A section's stored values as the inputs' text. */
export function textsOf(fields: SectionField[], stored: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, stored?.[f.name] == null ? '' : String(stored[f.name])]));
}
