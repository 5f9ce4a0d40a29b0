/** Building blocks of the staff innovation forms (docs/forms/group-a-nation-innovation-honours.md). */
import type { AttachmentSlot, ConsentByCode, FieldDef, FieldRule } from '../types';
import { field, maxItems, maxLen, min, minItems, minLen, notInFuture, personName, required, requiredSlot, slot } from './group-b-parts';

/** 专利号: ZL, the 12-digit application number, a point and its check character (I-PATENT; the check rule is to confirm). */
export const patentNumber: FieldRule = {
  rule: 'pattern',
  value: '^ZL\\d{12}\\.[\\dX]$',
  means: { zh: 'ZL加12位申请号、小数点和校验位', en: 'ZL, the 12-digit application number, a point and its check character' },
};

/** The patents a nominee's or team's results hold (《专利法》第二条: invention, utility model, design). */
export const patentsField = (sectionKey: string, most: number): FieldDef =>
  field('patents', 'rows', '相关专利', 'Patents', [maxItems(most)], {
    section: sectionKey,
    columns: [
      field('patentNo', 'text', '专利号', 'Patent number', [required, patentNumber]),
      field('patentName', 'text', '专利名称', 'Title of the patent', [required, maxLen(100)]),
      field('patentType', 'dict', '专利类型', 'Kind of patent', [required], { dict: 'patent_type' }),
      field('grantDate', 'date', '授权公告日', 'Granted on', [required, notInFuture]),
    ],
  });

/** Exactly one row of a team's members is its 负责人 (`team_role` 1). */
export const oneLeader: FieldRule = { rule: 'rowsWith', column: 'role', value: '1', count: 1, valueLabel: { zh: '负责人', en: 'Leader' } };

/** The leader field names the members' row whose role is 负责人. */
export const leaderAmongMembers: FieldRule = {
  rule: 'among',
  field: 'members',
  otherColumn: 'name',
  otherWhen: { column: 'role', equals: ['1'], means: { zh: '团队负责人', en: "the team's leader" } },
};

/** A team's members, three to fifty, one of them its leader. */
export const membersField = (sectionKey: string): FieldDef =>
  field('members', 'rows', '团队成员', 'Members', [required, minItems(3), maxItems(50), oneLeader], {
    section: sectionKey,
    columns: [
      field('name', 'text', '姓名', 'Name', personName),
      field('sex', 'dict', '性别', 'Sex', [required], { dict: 'sex' }),
      field('eduLevel', 'dict', '学历', 'Education', [required], { dict: 'edu_level' }),
      field('professionalTitle', 'dict', '职称', 'Professional title', [], { dict: 'professional_title' }),
      field('skillLevel', 'dict', '职业技能等级', 'Skill level', [], { dict: 'skill_level' }),
      field('post', 'text', '岗位', 'Post', [required, maxLen(50)]),
      field('role', 'dict', '团队角色', 'Role', [required], { dict: 'team_role' }),
    ],
  });

/** A team's name: four to sixty characters. */
export const teamNameRules: FieldRule[] = [required, minLen(4), maxLen(60)];
/** Money not below zero. */
export const notNegative: FieldRule = min(0);

/**
 * 本人授权同意书(承诺书): the nominee's signed consent to be nominated and to have their personal data,
 * the ID number among them, sent to the higher unions (I-CONSENT; 《个人信息保护法》第十三条、第十四条), a
 * team's signed by its members; without it a submit is refused as `consentMissing`, naming the slot.
 * `byCode`: an individual nominee may instead confirm by the code texted to their mobile (generateCaptcha).
 */
export const consentSlot = (zh = '本人授权同意书(承诺书)', en = "Nominee's signed consent", byCode?: ConsentByCode): AttachmentSlot => ({
  ...requiredSlot(slot('consent', zh, en)),
  consent: byCode ? { byCode } : true,
});
