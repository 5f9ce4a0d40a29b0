import type { DictionarySeed } from '../dictionaries';
import type { DictionaryEnglish } from '../dictionaries-en';

/**
 * The dictionaries of the capital and national May Day awards (docs/forms/group-a-model-workers.md and
 * group-a-nation-innovation-honours.md, "Dictionaries"); `honour_level` (publicity's) and `team_role`
 * (innov's) are seeded once, by their first owners.
 */
export const CAPITAL_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'cadre_level',
    name: '行政级别',
    items: [
      ['0', '无'],
      ['1', '科级及以下'],
      ['2', '县处级'],
      ['3', '厅局级及以上'],
    ],
  },
  {
    code: 'recommend_method',
    name: '推荐方式',
    items: [
      ['1', '职工代表大会讨论通过'],
      ['2', '职工大会讨论通过'],
      ['3', '职工民主推荐投票'],
      ['9', '其他'],
    ],
  },
  {
    code: 'medal_person_type',
    name: '全国五一劳动奖章人员类别',
    remark: '全总评选通知的结构比例按此分类',
    items: [
      ['1', '产业工人'],
      ['2', '其他一线职工'],
      ['3', '专业技术人员'],
      ['4', '科教人员'],
      ['5', '企业负责人'],
      ['6', '县处级干部'],
      ['9', '其他'],
    ],
  },
  {
    code: 'nation_track',
    name: '表彰类别',
    items: [
      ['1', '常规表彰'],
      ['2', '单列表彰(职工职业技能竞赛优胜者)'],
      ['3', '单列表彰(重大任务、抢险救灾等)'],
    ],
  },
];

export const CAPITAL_DICTIONARIES_EN: Readonly<Record<string, DictionaryEnglish>> = {
  cadre_level: {
    name: 'Cadre rank',
    items: { '0': 'None', '1': 'Section level or below', '2': 'County or division level', '3': 'Bureau level or above' },
  },
  recommend_method: {
    name: 'How nominated',
    items: {
      '1': "Passed by the workers' congress",
      '2': 'Passed by the staff assembly',
      '3': 'Staff vote',
      '9': 'Other',
    },
  },
  medal_person_type: {
    name: 'Kind of medal nominee',
    items: {
      '1': 'Industrial worker',
      '2': 'Other front-line worker',
      '3': 'Technical professional',
      '4': 'Scientist, teacher or researcher',
      '5': 'Enterprise leader',
      '6': 'County- or division-level official',
      '9': 'Other',
    },
  },
  nation_track: {
    name: 'Commendation track',
    items: {
      '1': 'Regular commendation',
      '2': 'Separate: skill-contest winners',
      '3': 'Separate: major tasks and emergencies',
    },
  },
};
