import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys } from './group-b-dicts';
import { field, maxLen, minLen, notInFuture, personName, required, section, slot } from './group-b-parts';

/** The originality pledge must be given: a work with a portrait or copyright dispute is not accepted. */
const pledged = { rule: 'pattern', value: '^1$', means: { zh: '须承诺作品为原创', en: 'the originality pledge must be given' } } as const;

/**
 * 职工摄影、书法作品征集: the enterprise union opens its entry (报送单) to a works call of the higher
 * union, adds its members' works one by one (or from an Excel sheet), and sends chosen works up; the
 * higher union reviews each work on its own and may return single works with a reason. The entry is
 * the parent record; each work is a child record with its own lifecycle (`children`).
 */
export const activityworks: ModuleEntry = {
  key: 'activityworks',
  group: 'E',
  title: { zh: '职工摄影书法作品征集', en: 'Staff photography and calligraphy works' },
  titleField: 'activityName',
  route: '/activity/photography',
  starters: ['corp', 'launion'],
  // An entry without works expires after the call's usual length; one with works stays.
  draftTtlDays: 180,
  flowModel: parentOnly,
  calls: ['page', 'detail', 'downloadfile'],
  sections: [section('activity', '征集活动', 'Works call'), section('contact', '报送联系人', 'Contact')],
  fields: [
    field(
      'activityId',
      'text',
      '征集活动编号',
      'Works call number',
      [
        required,
        maxLen(64),
        { rule: 'pattern', value: '^[A-Za-z0-9_-]+$', means: { zh: '字母、数字、横线或下划线', en: 'letters, digits, - or _' } },
      ],
      {
        section: 'activity',
        listed: true,
      },
    ),
    field('activityName', 'text', '征集活动名称', 'Works call', [required, minLen(2), maxLen(100)], { section: 'activity', listed: true }),
    field('worksKind', 'dict', '作品类别', 'Kind of works', [required], { section: 'activity', dict: 'works_kind', listed: true }),
    field('unionName', 'text', '报送工会', 'Sending union', [required, maxLen(100)], {
      section: 'activity',
      prefill: 'unionName',
      readOnly: true,
      listed: true,
    }),
    field('contactName', 'text', '联系人', 'Contact', personName, { section: 'contact' }),
    field('contactMobile', 'mobile', '联系人手机', 'Contact mobile', [required], { section: 'contact' }),
    field('remark', 'textarea', '备注', 'Remark', [maxLen(300)], { section: 'contact' }),
  ],
  example: {
    activityId: 'HD2026-PHOTO-01',
    activityName: '“劳动最美丽”职工摄影作品征集',
    worksKind: '1',
    unionName: '北京智联科技有限公司工会委员会',
    contactName: '王芳',
    contactMobile: '13800138000',
    remark: '',
  },
  children: {
    title: { zh: '参赛作品', en: 'Work' },
    titleField: 'workTitle',
    // The works call an entry enters: one open entry per union and call, the judges' sheet of a call.
    call: { idField: 'activityId', nameField: 'activityName' },
    // Spec section 2: the same pages under each kind of works, /activity/photography and /activity/calligraphy.
    pages: {
      root: '/activity',
      categoryField: 'worksKind',
      categories: [
        {
          key: 'photography',
          value: '1',
          name: { zh: '摄影作品', en: 'Photography' },
          call: { zh: '职工摄影作品征集', en: 'Staff photography works' },
        },
        {
          key: 'calligraphy',
          value: '2',
          name: { zh: '书法作品', en: 'Calligraphy' },
          call: { zh: '职工书法作品征集', en: 'Staff calligraphy works' },
        },
      ],
    },
    fields: [
      field('workTitle', 'text', '作品名称', 'Title of the work', [required, maxLen(50)], { listed: true }),
      field('workGenre', 'dict', '作品体裁', 'Genre', [required], {
        dict: 'work_genre',
        listed: true,
        help: { zh: '摄影:单幅、组照;书法:楷、行、草、隶、篆', en: 'Photography: single or series; calligraphy: the five scripts' },
      }),
      field('authorName', 'text', '作者姓名', 'Author', personName, { listed: true }),
      field('authorSex', 'dict', '作者性别', 'Sex', [required], { dict: 'sex' }),
      field('authorMobile', 'mobile', '作者手机', "Author's mobile", [required], {
        help: { zh: '获奖通知以短信发送到此号码', en: 'Awards are announced to this number' },
      }),
      field('authorIdCard', 'idCard', '作者身份证号', "Author's ID card", []),
      field('creationDate', 'date', '创作日期', 'Created on', [notInFuture]),
      field('description', 'textarea', '创作说明', 'About the work', [maxLen(300)]),
      field('workFile', 'attachments', '作品文件', 'The work', [], {
        slots: [{ ...slot('original', '作品原图', 'Original image', ['image']), required: true, maxFiles: 12 }],
        help: { zh: '原始尺寸的JPEG图片,组照不超过12幅', en: 'Original-size JPEG; a series of at most 12' },
      }),
      field('originalityPledge', 'dict', '原创承诺', 'Originality pledge', [required, pledged], {
        dict: 'yes_no',
        help: {
          zh: '本人承诺作品为原创,不涉及肖像权、著作权纠纷',
          en: 'The work is original, with no portrait or copyright dispute',
        },
      }),
    ],
    example: {
      workTitle: '车间里的晨光',
      workGenre: '1',
      authorName: '李强',
      authorSex: dictKeys.sex.male,
      authorMobile: '13900139000',
      authorIdCard: '',
      creationDate: '2026-05-01',
      description: '记录装配车间早班交接的瞬间。',
      workFile: { original: [] },
      originalityPledge: dictKeys.yesNo.yes,
    },
    flowModel: parentOnly,
    confirmField: 'authorMobile',
  },
};
