import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { filerFields, unionNameField, yearField } from './assessment-parts';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  notInFuture,
  required,
  requiredSlot,
  requiredWhen,
  section,
  slot,
} from './group-b-parts';

/**
 * 工会工作台账 (class a, g): a grassroots union files its year's ledger (meetings, the workers'
 * congress, members, help visits, activities and training, with the scans) for the annual
 * assessment; its higher union checks, scores and approves it. One ledger per union and year;
 * `detailInfo` opens the union's ledger without an id (docs/forms/group-a-assessments.md).
 */
export const assessmentworkaccounts: ModuleEntry = {
  key: 'assessmentworkaccounts',
  group: 'A',
  title: { zh: '工会工作台账', en: 'Union work ledger' },
  titleField: 'unionName',
  route: '/honor/assessment/workaccounts',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  period: { per: 'year', field: 'year' },
  // Filed while the round of work ledgers is open (AS-W1).
  window: { type: 'workaccounts' },
  // The park union scores the ledger against its round's items when it approves it (AS-S3).
  scoring: { type: 'workaccounts', by: 'reviewer' },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/assessmentworkaccounts/detailInfo',
      summary: { zh: '本会当年度的工作台账(无需编号)', en: "The union's ledger of the year, without an id" },
      permission: 'view',
    },
  ],
  sections: [
    section('basic', '基本情况', 'Basics'),
    section('entries', '台账明细', 'Ledger entries'),
    section('contact', '填报人', 'Filed by'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    yearField('台账年度', 'Ledger year', 'basic'),
    unionNameField('basic'),
    field('memberCount', 'integer', '年末会员人数', 'Members at year end', [required, min(0)], {
      section: 'basic',
      listed: true,
      prefill: 'memberCount',
    }),
    field('newMembers', 'integer', '本年发展会员', 'New members this year', [required, min(0), notAbove('memberCount')], {
      section: 'basic',
    }),
    field('committeeMeetings', 'integer', '工会委员会会议次数', 'Committee meetings', [required, min(0), max(100)], {
      section: 'basic',
      listed: true,
    }),
    field('workersCongressHeld', 'dict', '本年是否召开职工代表大会', "Workers' congress held", [required], {
      section: 'basic',
      listed: true,
      dict: 'yes_no',
    }),
    field('congressDate', 'date', '职代会召开日期', 'Congress date', [requiredWhen('workersCongressHeld', '1'), notInFuture], {
      section: 'basic',
    }),
    field('congressNote', 'textarea', '未召开原因', 'Why not held', [requiredWhen('workersCongressHeld', '0'), maxLen(300)], {
      section: 'basic',
    }),
    field('feePaidInFull', 'dict', '工会经费是否足额拨缴', 'Union funds allocated in full', [required], {
      section: 'basic',
      dict: 'yes_no',
    }),
    field('entries', 'rows', '工作台账明细', 'Ledger entries', [required, minItems(1), maxItems(300)], {
      section: 'entries',
      columns: [
        field('date', 'date', '日期', 'Date', [required, notInFuture]),
        field('category', 'dict', '类别', 'Category', [required], { dict: 'ledger_category' }),
        field('title', 'text', '事项', 'What was done', [required, minLen(2), maxLen(60)]),
        field('participants', 'integer', '参加人数', 'Participants', [min(0), max(100000)]),
        field('spend', 'money', '支出(元)', 'Spent (yuan)', [required, min(0)]),
        field('note', 'text', '备注', 'Note', [maxLen(200)]),
      ],
    }),
    field('spendTotal', 'money', '本年支出合计(元)', 'Spending this year (yuan)', [required, min(0)], {
      section: 'entries',
      listed: true,
      computed: { sumOf: 'entries', column: 'spend' },
      help: { zh: '由明细支出合计得出', en: 'The sum of the entries’ spending' },
    }),
    ...filerFields('contact'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('scan', '台账扫描件', 'Ledger scans', ['pdf'])),
        slot('minutes', '会议纪要', 'Minutes', ['pdf', 'office']),
        slot('photos', '活动照片', 'Activity photos', ['image']),
      ],
      help: { zh: '台账扫描件为必备材料', en: 'The ledger scans are required' },
    }),
  ],
  example: {
    year: 2025,
    unionName: '北京智联科技有限公司工会委员会',
    memberCount: 96,
    newMembers: 11,
    committeeMeetings: 6,
    workersCongressHeld: '1',
    congressDate: '2025-03-28',
    congressNote: null,
    feePaidInFull: '1',
    entries: [
      {
        date: '2025-01-16',
        category: '5',
        title: '春节前走访慰问困难职工',
        participants: 8,
        spend: 1600000,
        note: '慰问8户，每户2000元',
      },
      {
        date: '2025-03-28',
        category: '2',
        title: '第三届第二次职工代表大会',
        participants: 42,
        spend: 0,
        note: '审议通过工资专项集体合同',
      },
      {
        date: '2025-05-20',
        category: '3',
        title: '新入职职工入会仪式',
        participants: 11,
        spend: 120000,
        note: '',
      },
      {
        date: '2025-09-12',
        category: '6',
        title: '职工趣味运动会',
        participants: 85,
        spend: 2350000,
        note: '',
      },
      {
        date: '2025-11-06',
        category: '7',
        title: '安全生产知识培训',
        participants: 60,
        spend: 300000,
        note: '',
      },
    ],
    spendTotal: 4370000,
    contactName: '刘静',
    contactPost: '4',
    mobile: '13911112222',
    files: {
      scan: ['1'],
    },
  },
};
