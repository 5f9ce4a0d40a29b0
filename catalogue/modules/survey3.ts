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
  notBeforeCovered,
} from './covered-parts';
import { field, maxLen, minLen, notInFuture, required, requiredSlot, section, slot } from './group-b-parts';

/**
 * 覆盖企业更名申请 (docs/forms/group-c-survey.md "survey3"): a covered enterprise changed its registered
 * name and kept its credit code; approved, the entry takes the new name and its history keeps the old
 * (`renameEnterprise`). Filed about one entry (`sid`), one open change at a time.
 */
export const survey3: ModuleEntry = {
  ...coveredBase,
  key: 'survey3',
  title: { zh: '覆盖企业更名申请', en: 'Renaming a covered enterprise' },
  titleField: 'newName',
  route: '/myunion/companys/survey3/form',
  ...entryChange,
  effects: { onApproved: 'renameEnterprise' },
  document: coveredDocument('覆盖企业更名申请表', 'Application to rename a covered enterprise', [
    'oldName',
    'newName',
    'uscc',
    'changeDate',
  ]),
  sections: [entrySection, section('rename', '更名', 'Rename'), contactSection, filesSection],
  fields: [
    ...entryFields('oldName', '企业原名称', 'Former name'),
    // cov-rename-differs.
    field('newName', 'text', '企业新名称', 'New name', [required, minLen(2), maxLen(100), { rule: 'differsFrom', field: 'oldName' }], {
      section: 'rename',
      listed: true,
    }),
    // cov-rename-date: registered, and not before the entry entered the register.
    field('changeDate', 'date', '变更登记日期', 'Change registered on', [required, notInFuture, notBeforeCovered], {
      section: 'rename',
      listed: true,
    }),
    field('reason', 'textarea', '更名说明', 'Remarks', [maxLen(300)], { section: 'rename' }),
    ...handlerFields(),
    filesField([
      requiredSlot(slot('licence', '变更后营业执照', 'The new business licence')),
      slot('notice', '准予变更登记通知书', 'Notice approving the change registration'),
    ]),
  ],
  example: {
    enterpriseId: '880003',
    oldName: '北京百川物流有限公司',
    uscc: '91110108MA07H3N5Q2',
    coveredSince: '2023-06-15',
    newName: '北京百川供应链管理有限公司',
    changeDate: '2026-10-28',
    reason: '企业经营范围由道路货运扩展至供应链管理，经海淀区市场监督管理局核准变更企业名称。',
    contactName: '李娜',
    contactMobile: '13811112222',
    files: { licence: ['900401'] },
  },
};
