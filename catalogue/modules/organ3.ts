import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { contactFields, field, maxLen, minLen, notInFuture, required, requiredWhen, section, slot, uniqueUnionName } from './group-b-parts';

/** 工会更名: the employer's name changed, so the union (单位全称 + 工会委员会) changes its name. */
export const organ3: ModuleEntry = {
  key: 'organ3',
  group: 'B',
  title: { zh: '工会更名', en: 'Union renaming' },
  titleField: 'newName',
  route: '/myunion/infos/rename/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentThenFederation,
  // All fifteen standard calls: the default (`calls` absent).
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/organ3/basedata',
      summary: { zh: '本会基础数据(现名称、单位、上级工会)', en: "The union's base data (present name, employer, higher union)" },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'renameUnion' },
  sections: [section('name', '名称变更', 'Names'), section('reason', '变更原因', 'Reason'), section('files', '附件', 'Attachments')],
  fields: [
    field('oldName', 'text', '工会原名称', 'Present union name', [required, maxLen(100)], {
      section: 'name',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field(
      'newName',
      'text',
      '工会新名称',
      'New union name',
      [required, minLen(4), maxLen(100), { rule: 'endsWith', values: ['工会委员会', '联合会', '工会'] }, uniqueUnionName],
      {
        section: 'name',
        listed: true,
        help: { zh: '按“单位全称+工会委员会”命名，须与单位新名称一致', en: "The employer's full new name followed by 工会委员会" },
      },
    ),
    field('unitOldName', 'text', '单位原名称', "Employer's former name", [required, minLen(2), maxLen(100)], {
      section: 'name',
      prefill: 'unitName',
    }),
    field('unitNewName', 'text', '单位新名称', "Employer's new name", [required, minLen(2), maxLen(100)], { section: 'name' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], {
      section: 'name',
      prefill: 'unitUscc',
      help: { zh: '以新营业执照为准', en: 'As on the new business licence' },
    }),
    field('changeDate', 'date', '单位名称变更日期', 'Employer renamed on', [required, notInFuture], { section: 'reason', listed: true }),
    field('reason', 'dict', '更名原因', 'Reason', [required], { section: 'reason', dict: 'rename_reason' }),
    field('reasonText', 'textarea', '原因说明', 'Explanation', [requiredWhen('reason', K.renameReason.other), maxLen(500)], {
      section: 'reason',
    }),
    ...contactFields('reason'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('request', '更名请示', 'Request'),
        slot('licence', '单位名称变更证明或新营业执照', 'Proof of the new name or the new licence'),
        slot('resolution', '工会委员会决议', "Committee's resolution"),
      ],
      help: { zh: '更名请示和名称变更证明为必备材料', en: 'The request and the proof of the new name are required' },
    }),
  ],
  example: {
    oldName: '北京智联科技有限公司工会委员会',
    newName: '北京智联数字科技有限公司工会委员会',
    unitOldName: '北京智联科技有限公司',
    unitNewName: '北京智联数字科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    changeDate: '2026-08-18',
    reason: K.renameReason.unitRenamed,
    reasonText: '',
    contactName: '王芳',
    contactMobile: '13911112222',
    files: {},
  },
};
