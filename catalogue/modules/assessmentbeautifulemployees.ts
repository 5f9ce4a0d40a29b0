import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { honoursField, nomineeFields, ownEmployerFields, postFields, yearField } from './assessment-parts';
import { field, maxLen, minLen, required, requiredSlot, section, slot } from './group-b-parts';

/**
 * 最美职工推荐 (class a): after a notice in its unit the enterprise union nominates a worker with an
 * exemplary story; the park union reviews, scores and approves within its places
 * (docs/forms/group-a-assessments.md; 中宣部、全国总工会《关于开展“最美职工”学习宣传活动的通知》).
 */
export const assessmentbeautifulemployees: ModuleEntry = {
  key: 'assessmentbeautifulemployees',
  group: 'A',
  title: { zh: '最美职工推荐', en: 'Most admired worker nomination' },
  titleField: 'name',
  route: '/honor/assessment/beautifulemployees',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  // Nominated while the round is open, within the places it gives each union (AS-W1, AS-Q1).
  window: { type: 'beautifulemployees', places: true },
  sections: [section('person', '被推荐人', 'Nominee'), section('story', '主要事迹', 'Story'), section('files', '附件', 'Attachments')],
  fields: [
    yearField('推荐年度', 'Year', 'person'),
    ...nomineeFields('person', 'name', 'assessment_political'),
    ...ownEmployerFields('person'),
    ...postFields('person'),
    field('frontline', 'dict', '是否一线职工', 'Front-line worker', [required], { section: 'person', listed: true, dict: 'yes_no' }),
    field('isMember', 'dict', '是否工会会员', 'Union member', [required], { section: 'person', dict: 'yes_no' }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'person' }),
    field('photo', 'image', '本人照片', 'Photo', [], {
      section: 'person',
      help: { zh: '近期免冠正面照片(JPEG或PNG)', en: 'A recent portrait photo (JPEG or PNG)' },
    }),
    field('storyTitle', 'text', '事迹标题', 'Story title', [required, minLen(4), maxLen(40)], { section: 'story', listed: true }),
    field('story', 'richText', '主要事迹', 'The story', [required, minLen(800), maxLen(2000)], { section: 'story' }),
    honoursField('story'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('notice', '单位公示情况', 'Notice in the unit', ['pdf', 'image'])),
        slot('deeds', '事迹材料', 'Story material', ['pdf', 'office']),
        slot('media', '视频或图片', 'Video or pictures', ['image', 'zip']),
      ],
      help: { zh: '推荐表和单位公示情况为必备材料', en: 'The nomination form and the notice in the unit are required' },
    }),
  ],
  example: {
    year: 2025,
    name: '李秀梅',
    sex: '2',
    nation: '01',
    idCard: '110108198809230045',
    political: '03',
    eduLevel: '30',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    post: '客户服务中心话务班班长',
    joinWorkDate: '2009-07-01',
    frontline: '1',
    isMember: '1',
    mobile: '13701239876',
    photo: null,
    storyTitle: '十六年守好一条热线',
    story:
      '<p>李秀梅同志自2009年参加工作以来，一直在公司客户服务热线一线岗位工作，十六年来累计接听用户来电十二万余次，始终保持“零投诉”。她把每一通电话都当作帮用户解决难题的机会，总结出“一听二问三记四回访”工作法，把复杂的设备故障拆解成用户听得懂的步骤，平均处理时长由八分钟缩短到五分钟，首次解决率提高到百分之九十六。2020年疫情期间，公司远程运维需求激增，她主动放弃休假，带领话务班十二名同事实行两班倒，连续四十多天坚守岗位，为全市三百余家医院、社区和学校的设备用户提供远程指导，保障了核酸检测和线上教学设备的正常运行。有一次深夜，一位独居老人打来电话，家中的呼叫设备出现故障，老人情绪慌乱、表达不清。李秀梅耐心安抚，一边指导老人操作，一边联系社区和维修人员，直到维修人员上门、设备恢复正常才放下电话，此后她每周回访一次，一直坚持了半年。老人的子女专程送来锦旗，写着“热线连着心，服务暖人心”。作为班长，她把自己的经验编写成《热线服务一百问》，组织班组每周开展案例复盘和情景演练，先后带出徒弟十一名，其中三人成长为公司服务标兵。她所在的话务班连续四年被评为公司优秀班组，2023年被区总工会命名为区级“工人先锋号”。她还是公司工会的积极分子，每年参与组织“职工读书月”和“母亲节”主题活动，带头参加无偿献血八次，利用业余时间到社区为老年人讲解智能设备使用方法。同事们说，李秀梅的声音是热线上最让人安心的声音；用户们说，打通这条热线就像找到了自己人。十六年来，她用耐心、细心和责任心守护着这条热线，在平凡岗位上诠释了新时代劳动者爱岗敬业、甘于奉献的精神。面对公司业务从单一设备维护向智慧服务转型，她主动学习新系统、新设备，取得客户服务管理师二级证书，带领班组上线智能工单系统，使用户诉求全程可追踪、可回访，全年用户满意度达到百分之九十九点二。她常说：“用户打来电话的时候，往往是最着急的时候，我们多一分耐心，用户就少一分焦虑。”这句话也成为话务班的班训，激励着一批又一批年轻人扎根一线、用心服务。</p>',
    honours: [
      {
        honourName: '公司年度优秀员工',
        level: '6',
        year: 2024,
        awardingBody: '北京智联科技有限公司',
      },
    ],
    files: {
      form: ['1'],
      notice: ['2'],
    },
  },
};
