import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, max, min, required, requiredSlot, section, slot } from './group-b-parts';
import { modelWorkerRollUpCalls } from './model-worker-calls';
import { deedsFields, nomineeFields, nomineeLedgerColumns, recommendFields, titleKindField } from './nominee-fields';
import { mwPersonShares, nominationSignatures, womenShare } from './ledger-sheets';

/**
 * 全国劳动模范和先进工作者推荐 (class a, c, f, g; docs/forms/group-a-model-workers.md): in the national
 * year the enterprise union nominates a person who already holds a provincial or ministerial honour
 * (R3); the higher union reviews and gathers it into its summary of type 3. After approval the union
 * uploads the stamped scan of the approval form (`uploadAttachment`, late slot `stamped`).
 */
export const modelWorkerSelection3: ModuleEntry = {
  key: 'modelWorkerSelection3',
  group: 'A',
  title: { zh: '全国劳动模范和先进工作者推荐', en: 'National model worker and advanced worker nomination' },
  titleField: 'name',
  route: '/honor/worker/national',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  round: { kind: 'mw_national', nominee: 'idCard' },
  lateSlots: ['stamped'],
  extraCalls: [
    ...modelWorkerRollUpCalls('modelWorkerSelection3'),
    {
      method: 'POST',
      path: '/api/blade-crop/crop/modelWorkerSelection3/uploadAttachment',
      summary: { zh: '审核通过后上传盖章扫描件', en: 'Upload the stamped scan after approval' },
      permission: 'edit',
      servedBy: 'lateSlots',
    },
  ],
  sections: [
    section('person', '被推荐人', 'Nominee'),
    section('recommend', '民主推荐', 'Democratic recommendation'),
    section('deeds', '主要事迹', 'Deeds'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...nomineeFields('person'),
    titleKindField('person'),
    field('workYearsInPost', 'integer', '现岗位工作年限', 'Years in present post', [required, min(0), max(60)], { section: 'person' }),
    ...recommendFields('recommend'),
    ...deedsFields('deeds', 400),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('photo', '照片', 'Photo', ['image'])),
        requiredSlot(slot('form', '推荐审批表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('deeds', '事迹材料', 'Deeds')),
        requiredSlot(slot('vote', '民主推荐记录', 'Democratic recommendation')),
        requiredSlot(slot('notice', '公示结果', 'Notice result')),
        slot('opinions', '部门意见', "Departments' opinions"),
        slot('stamped', '盖章扫描件', 'Stamped scan', ['pdf']),
      ],
      help: {
        zh: '企业负责人另需纪检、人社、生态环境、应急管理、税务、市场监管等部门意见；盖章扫描件在审核通过后上传',
        en: "An enterprise leader also needs the departments' opinions; the stamped scan is uploaded after approval",
      },
    }),
  ],
  document: {
    nomination: { photo: { field: 'files', slot: 'photo' } },
    derived: nomineeLedgerColumns('idCard', 'submitted'),
    totals: [womenShare, ...mwPersonShares],
    signatureRows: nominationSignatures,
  },
  example: {
    name: '李秀兰',
    sex: K.sex.female,
    nation: K.nation.han,
    idCard: '110105197809232848',
    political: K.political.party,
    eduLevel: '14',
    professionalTitle: '1',
    skillLevel: null,
    unitName: '北京京工精密机械有限公司',
    post: '质量检测中心主任',
    cadreLevel: '0',
    personType: '2',
    joinWorkDate: '2003-07-15',
    mobile: '13811225566',
    titleKind: '1',
    workYearsInPost: 9,
    recommendMethod: '1',
    recommendDate: '2026-11-03',
    voters: 112,
    votesFor: 104,
    unitNotice: { start: '2026-11-04', end: '2026-11-10' },
    deedsSummary:
      '带领团队建立三级在线检测体系，使高精度滚珠丝杠精度由P3级提升到P1级，打破国外垄断；获授权发明专利十一项，主持制定国家标准三项。',
    deeds:
      '<p>李秀兰同志现任北京京工精密机械有限公司质量检测中心主任、正高级工程师，从事精密测量工作二十余年。她带领团队建立了覆盖原材料、加工过程和成品的三级在线检测体系，使公司主导产品高精度滚珠丝杠的精度等级由P3级提升到P1级，打破了国外产品在高端数控机床领域的长期垄断，产品进入国内十余家重点机床企业的供应链，近三年新增产值四点六亿元。</p>' +
      '<p>她主持完成国家重点研发计划课题一项、北京市科技计划项目两项，获授权发明专利十一项，主持或参与制定国家标准三项、行业标准五项，研究成果获北京市科学技术进步奖二等奖。她牵头组建“秀兰质量创新工作室”，工作室2021年被命名为北京市职工创新工作室，五年来完成质量攻关课题三十余项，为企业降低质量损失两千余万元。</p>' +
      '<p>她注重人才培养，建立“师带徒”和“项目练兵”相结合的培养机制，培养高级工程师六名、高级技师九名，所带团队多名青年职工在全国机械行业职业技能竞赛中获奖。她积极参与工会组织的劳模进校园、技能大讲堂等活动，累计授课四十余场。她先后获得北京市劳动模范、首都劳动奖章、北京市三八红旗奖章等荣誉，是首都职工中勇于攻坚、甘于奉献的优秀代表。</p>',
    honours: [
      { year: 2020, honourName: '北京市劳动模范', level: '2', awardingBody: '中共北京市委、北京市人民政府' },
      { year: 2017, honourName: '首都劳动奖章', level: '2', awardingBody: '北京市总工会' },
      { year: 2021, honourName: '北京市三八红旗奖章', level: '2', awardingBody: '北京市妇女联合会' },
    ],
    files: { photo: ['900301'], form: ['900302'], deeds: ['900303'], vote: ['900304'], notice: ['900305'] },
  },
};
