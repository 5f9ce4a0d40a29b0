import type { ModuleEntry } from '../types';
import {
  contactSection,
  coveredBase,
  coveredDocument,
  entryChange,
  entryFields,
  entrySection,
  filesField,
  filesSection,
  handlerFields,
  laterDateWaits,
  notBeforeCovered,
} from './covered-parts';
import { groupCDictKeys as C } from './group-c-dicts';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, required, requiredSlot, requiredWhen, section, slot } from './group-b-parts';

const R = C.coverRemovalReason;

/**
 * 覆盖企业移除申请 (docs/forms/group-c-survey.md "survey2"): a joint union asks to take an enterprise
 * off its register (closed, moved out, its own union, another union), saying where its members go and
 * whether its funds are settled; approved, the entry leaves the register on the effective date
 * (`removeEnterprise`), its history kept. Filed about one entry (`sid`), one open change at a time.
 */
export const survey2: ModuleEntry = {
  ...coveredBase,
  key: 'survey2',
  title: { zh: '覆盖企业移除申请', en: 'Removing a covered enterprise' },
  titleField: 'companyName',
  route: '/myunion/companys/survey2/form',
  ...entryChange,
  effects: { onApproved: 'removeEnterprise', effectiveFrom: 'effectiveDate' },
  document: coveredDocument(
    '覆盖企业移除申请表',
    'Application to remove a covered enterprise',
    ['companyName', 'uscc', 'coveredSince', 'removalReason', 'effectiveDate', 'affectedMembers', 'memberArrangement', 'fundsSettled'],
    ['affectedMembers'],
  ),
  sections: [
    entrySection,
    section('removal', '移除', 'Removal'),
    section('members', '会员安置', 'Members'),
    section('funds', '经费', 'Funds'),
    contactSection,
    filesSection,
  ],
  fields: [
    ...entryFields('companyName', '企业名称', 'Enterprise name'),
    field('removalReason', 'dict', '移除原因', 'Reason', [required], { section: 'removal', dict: 'cover_removal_reason', listed: true }),
    field('reasonText', 'textarea', '原因说明', 'Details', [requiredWhen('removalReason', R.other), maxLen(300)], { section: 'removal' }),
    // cov-removal-new: the enterprise's own union, or the union that covers it next.
    field('newUnionName', 'text', '新所属工会名称', 'New union', [requiredWhen('removalReason', R.ownUnion, R.otherUnion), maxLen(100)], {
      section: 'removal',
    }),
    // cov-removal-date: the removal is not dated before the entry entered the register.
    field('effectiveDate', 'date', '移除生效日期', 'Removed from', [required, notBeforeCovered], {
      section: 'removal',
      listed: true,
      help: laterDateWaits,
    }),
    field('affectedMembers', 'integer', '涉及会员人数', 'Members concerned', [required, min(0)], {
      section: 'members',
      listed: true,
      fromSubject: 'memberCount',
    }),
    field('memberArrangement', 'dict', '会员安置方式', 'Where the members go', [required], {
      section: 'members',
      dict: 'member_arrangement',
    }),
    field(
      'arrangementText',
      'textarea',
      '安置说明',
      'Details',
      [requiredWhen('memberArrangement', C.memberArrangement.other), maxLen(500)],
      { section: 'members' },
    ),
    field('fundsSettled', 'dict', '经费已结清', 'Funds settled', [required], { section: 'funds', dict: 'yes_no' }),
    field('fundsNote', 'textarea', '未结清经费说明', 'What remains', [requiredWhen('fundsSettled', K.yesNo.no), maxLen(300)], {
      section: 'funds',
    }),
    ...handlerFields(),
    filesField([
      requiredSlot(slot('proof', '移除原因证明（注销通知、迁出证明、新工会成立批复等）', 'Proof of the reason')),
      slot('resolution', '联合工会委员会决议', "The joint union committee's resolution"),
    ]),
  ],
  example: {
    enterpriseId: '880002',
    companyName: '北京青禾餐饮管理有限公司',
    uscc: '91110108MA05R8T6W3',
    coveredSince: '2024-03-01',
    removalReason: R.movedOut,
    effectiveDate: '2026-11-20',
    affectedMembers: 9,
    memberArrangement: C.memberArrangement.toOtherUnion,
    arrangementText: '企业整体迁至朝阳区望京街道，9名会员的会员关系转入望京街道工会联合会所属联合工会，转会手续已于11月18日办结。',
    fundsSettled: K.yesNo.yes,
    contactName: '李娜',
    contactMobile: '13811112222',
    files: { proof: ['900301'] },
  },
};
