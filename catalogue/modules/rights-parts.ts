/**
 * The fields every person form of rights and help asks (docs/forms/group-c-rights.md, RP-id,
 * RP-employer, RL-holder): the member with the ID number (masked by its kind) and the sex agreeing
 * with it, the employer from the union's data, and the member's own account for a payment.
 */
import type { AttachmentSlot, FieldDef, FieldRule } from '../types';
import { field, maxLen, minLen, personName, required, slot } from './group-b-parts';

/** The sex a form states agrees with the ID number in `idCard` (a field, or in a row a sibling column). */
export const sexOf = (idCard: string): FieldRule => ({ rule: 'agreesWithIdCard', field: idCard, part: 'sex' });

/** RP-member: relief and legal aid are for members of the applicant union (是). */
export const memberOnly: FieldRule = { rule: 'pattern', value: '^1$', means: { zh: '须为工会会员', en: 'must be a union member' } };

/** 姓名, 身份证号, 性别, 手机号码 of the member the record is about, in section `member`. */
export const memberFields = (): FieldDef[] => [
  field('memberName', 'text', '姓名', 'Name', personName, { section: 'member', listed: true }),
  field('memberIdCard', 'idCard', '身份证号', 'ID number', [required], { section: 'member', listed: true }),
  field('memberSex', 'dict', '性别', 'Sex', [required, sexOf('memberIdCard')], { section: 'member', dict: 'sex' }),
];

export const memberMobile = (): FieldDef => field('memberMobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'member' });

/**
 * 工作单位 and its credit code: the applicant's employer, filled from the union's data (RP-employer).
 * Not read-only yet: a union that has not kept its employer data could not file at all.
 */
export const employerFields = (section: string, nameZh = '工作单位', nameEn = 'Employer'): FieldDef[] => [
  field('unitName', 'text', nameZh, nameEn, [required, maxLen(100)], { section, prefill: 'unitName' }),
  field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section, prefill: 'unitUscc' }),
];

/** 开户银行, 银行账号 (masked by its kind), 户名 = the member (RL-holder), in section `payee`. */
export const payeeFields = (): FieldDef[] => [
  field('bankName', 'text', '开户银行', 'Bank', [required, maxLen(60)], { section: 'payee' }),
  field('bankAccount', 'bankAccount', '银行账号', 'Account number', [required], { section: 'payee' }),
  field('accountHolder', 'text', '户名', 'Account holder', [required, { rule: 'sameAs', field: 'memberName' }], { section: 'payee' }),
];

/** 基层工会意见: the applicant union's own opinion, printed in its block. */
export const unionOpinion = (section = 'opinion'): FieldDef =>
  field('unionOpinion', 'textarea', '基层工会意见', "Union's opinion", [required, minLen(4), maxLen(300)], { section });

/** A slot of personal papers (ID copies, medical papers): the applicant union's and the reviewers' only, each view logged. */
export const personalSlot = (key: string, zh: string, en: string): AttachmentSlot => ({ ...slot(key, zh, en), personal: true });
