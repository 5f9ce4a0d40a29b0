import type { DictionarySeed } from '../dictionaries';

/**
 * The staff innovation modules' dictionaries (docs/forms/group-a-nation-innovation-honours.md,
 * "Dictionaries"): recommendEmployeeInnovationBoost1/2Endpoint and innovationteam. `team_role` is
 * shared with recommendNation2Controller.
 */
export const INNOV_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'patent_type',
    name: '专利类型',
    remark: '《专利法》第二条',
    items: [
      ['1', '发明'],
      ['2', '实用新型'],
      ['3', '外观设计'],
    ],
  },
  {
    code: 'boost_support',
    name: '职工创新助力事项',
    items: [
      ['1', '职工创新项目资助'],
      ['2', '职工发明专利资助'],
      ['3', '职工自主创新成果评选'],
      ['4', '名师带徒'],
      ['5', '创新工作室认定'],
      ['9', '其他'],
    ],
  },
  {
    code: 'innovation_team_kind',
    name: '创新团队类型',
    items: [
      ['1', '劳模创新工作室'],
      ['2', '职工创新工作室'],
      ['3', '工匠创新工作室'],
      ['4', '创新团队'],
      ['9', '其他'],
    ],
  },
  {
    code: 'team_role',
    name: '团队角色',
    items: [
      ['1', '负责人'],
      ['2', '成员'],
    ],
  },
];

/** Their English, by code. */
export const INNOV_DICTIONARIES_EN = {
  patent_type: { name: 'Kind of patent', items: { '1': 'Invention', '2': 'Utility model', '3': 'Design' } },
  boost_support: {
    name: 'Staff innovation support',
    items: {
      '1': 'Innovation project funding',
      '2': 'Patent funding',
      '3': 'Selection of staff innovation results',
      '4': 'Master and apprentice',
      '5': 'Studio recognition',
      '9': 'Other',
    },
  },
  innovation_team_kind: {
    name: 'Kind of innovation team',
    items: {
      '1': "Model worker's innovation studio",
      '2': 'Staff innovation studio',
      '3': "Craftsman's innovation studio",
      '4': 'Innovation team',
      '9': 'Other',
    },
  },
  team_role: { name: 'Role in the team', items: { '1': 'Leader', '2': 'Member' } },
} as const;
