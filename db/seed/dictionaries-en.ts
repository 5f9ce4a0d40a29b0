import type { I18nText, Lang } from '../../catalogue';
import { ownWordIn } from '../../catalogue';
import { SYSTEM_DICTIONARIES } from './dictionaries';
import { ADVANCE_DICTIONARIES_EN } from './dicts/advance';
import { INNOV_DICTIONARIES_EN } from './dicts/innov';
import { HONOR1_DICTIONARIES_EN } from './dicts/honor1';
import { PUBLICITY_DICTIONARIES_EN } from './dicts/publicity';
import { CAPITAL_DICTIONARIES_EN } from './dicts/capital';
import { ASSESS_DICTIONARIES_EN } from './dicts/assess';
import { MW_DICTIONARIES_EN } from './dicts/mw';
import { FINANCE_DICTIONARIES_EN } from './dicts/finance';
import { FIELD_DICTIONARIES_EN } from './dicts/field';
import { COVERED_ENTERPRISE_DICTIONARIES_EN } from './dicts/covered-enterprises';
import { RIGHTS_DICTIONARIES_EN } from './dicts/rights';

/** The English of one seeded dictionary: its name, and each entry's value by key. */
export interface DictionaryEnglish {
  name: string;
  items: Readonly<Record<string, string>>;
}

/** GB 3304-91's romanised names of the 56 民族, in the standard's order (codes 01 to 56). */
const NATIONS_EN = [
  'Han',
  'Mongol',
  'Hui',
  'Zang',
  'Uygur',
  'Miao',
  'Yi',
  'Zhuang',
  'Buyei',
  'Chosen',
  'Man',
  'Dong',
  'Yao',
  'Bai',
  'Tujia',
  'Hani',
  'Kazak',
  'Dai',
  'Li',
  'Lisu',
  'Va',
  'She',
  'Gaoshan',
  'Lahu',
  'Sui',
  'Dongxiang',
  'Naxi',
  'Jingpo',
  'Kirgiz',
  'Tu',
  'Daur',
  'Mulao',
  'Qiang',
  'Blang',
  'Salar',
  'Maonan',
  'Gelao',
  'Xibe',
  'Achang',
  'Pumi',
  'Tajik',
  'Nu',
  'Uzbek',
  'Russ',
  'Ewenki',
  'Deang',
  'Bonan',
  'Yugur',
  'Gin',
  'Tatar',
  'Derung',
  'Oroqen',
  'Hezhen',
  'Monba',
  'Lhoba',
  'Jino',
] as const;

/**
 * The system dictionaries of `SYSTEM_DICTIONARIES` in English, by code: what an English reader sees
 * of an entry the portal seeded while it keeps its seeded value (`dictionaryWordIn`).
 */
export const DICTIONARIES_EN: Readonly<Record<string, DictionaryEnglish>> = {
  sex: { name: 'Sex', items: { '1': 'Male', '2': 'Female' } },
  nation: {
    name: 'Ethnic group',
    items: Object.fromEntries(NATIONS_EN.map((name, i) => [String(i + 1).padStart(2, '0'), name])),
  },
  political: {
    name: 'Political affiliation',
    items: {
      '01': 'Member of the Communist Party of China',
      '02': 'Probationary member of the Communist Party of China',
      '03': 'Member of the Communist Youth League of China',
      '04': 'Member of the Revolutionary Committee of the Chinese Kuomintang',
      '05': 'Member of the China Democratic League',
      '06': 'Member of the China National Democratic Construction Association',
      '07': 'Member of the China Association for Promoting Democracy',
      '08': "Member of the Chinese Peasants' and Workers' Democratic Party",
      '09': 'Member of the China Zhi Gong Party',
      '10': 'Member of the Jiusan Society',
      '11': 'Member of the Taiwan Democratic Self-Government League',
      '12': 'No party affiliation',
      '13': 'The masses',
    },
  },
  assessment_political: {
    name: 'Political affiliation (selections)',
    items: {
      '01': 'CPC member',
      '02': 'CPC probationary member',
      '03': 'Communist Youth League member',
      '04': 'Democratic party',
      '12': 'No party affiliation',
      '13': 'The masses',
    },
  },
  edu_level: {
    name: 'Education',
    items: {
      '11': 'Doctoral studies',
      '14': "Master's studies",
      '20': 'Undergraduate',
      '30': 'Junior college',
      '40': 'Secondary vocational education',
      '60': 'Senior secondary school',
      '70': 'Junior secondary school',
      '80': 'Primary school',
      '90': 'Other',
    },
  },
  member_edu: {
    name: 'Education (members)',
    items: {
      '10': 'Postgraduate',
      '20': 'Undergraduate',
      '30': 'Junior college',
      '40': 'Technical secondary school',
      '60': 'Senior secondary school',
      '70': 'Junior secondary school or below',
    },
  },
  professional_title: {
    name: 'Professional title',
    items: { '1': 'Senior (full)', '2': 'Senior (associate)', '3': 'Intermediate', '4': 'Assistant', '5': 'Technician', '9': 'None' },
  },
  crop_cate: {
    name: 'Kind of employer',
    items: {
      '1': 'State-owned or state-controlled enterprise',
      '2': 'Collective enterprise',
      '3': 'Private enterprise',
      '4': 'Hong Kong, Macao or Taiwan invested enterprise',
      '5': 'Foreign-invested enterprise',
      '6': 'Other domestic enterprise',
      '7': 'Government body',
      '8': 'Public institution',
      '9': 'Social organisation',
      '10': 'Social service organisation',
      '11': 'Individual business',
      '99': 'Other',
    },
  },
  setup_1_mem: { name: 'Preparatory group post', items: { '1': 'Leader', '2': 'Deputy leader', '3': 'Member' } },
  launtion_position: {
    name: 'Union committee post',
    items: {
      '1': 'Chair',
      '2': 'Executive vice-chair',
      '3': 'Vice-chair',
      '4': 'Committee member',
      '5': 'Organisation member',
      '6': 'Publicity member',
      '7': 'Culture and sports member',
      '8': "Women workers' member",
      '9': 'Labour protection member',
      '10': 'Welfare member',
      '11': 'Funds audit member',
      '12': 'Union officer',
      '13': 'Vice-chair in charge of finances',
      '14': 'Finance member',
      '15': 'Accountant',
      '16': 'Cashier',
    },
  },
  assessment_launtion_position: {
    name: 'Union post (selections)',
    items: { '1': 'Union chair', '2': 'Union vice-chair', '3': 'Union committee member', '4': 'Union officer', '9': 'Other' },
  },
  launtion_fin_position: { name: 'Funds audit committee post', items: { '1': 'Director', '2': 'Deputy director', '3': 'Member' } },
  launtion_female_position: { name: "Women workers' committee post", items: { '1': 'Director', '2': 'Deputy director', '3': 'Member' } },
  addition: {
    name: 'Post filled',
    items: {
      '1': 'Chair (by-election)',
      '2': 'Vice-chair (by-election)',
      '3': 'Committee member (added)',
      '4': 'Funds audit member (added)',
      '5': "Women workers' member (added)",
    },
  },
  yes_no: { name: 'Yes or no', items: { '1': 'Yes', '0': 'No' } },
  union_kind: {
    name: 'Kind of union',
    items: {
      crop: 'Enterprise (employer) union',
      cropGroup: 'Enterprise group union',
      cropTradeUnion: 'Enterprise union with branches',
      ally: 'Joint grassroots union',
      union: 'Regional or trade federation of unions',
    },
  },
  union_scope: { name: 'Kind of federation', items: { '1': 'Regional federation of unions', '2': 'Trade federation of unions' } },
  setup_mode: { name: 'Way of founding', items: { '1': 'A union of its own', '2': 'A joint union', '3': 'An elected organiser' } },
  election_mode: { name: 'Election by', items: { '1': 'General meeting of members', '2': "Members' congress" } },
  election_body: {
    name: 'Electing body',
    items: { '1': 'General meeting of members', '2': "Members' congress", '3': 'Plenary meeting of the committee' },
  },
  organ_change_type: { name: 'Kind of by-election', items: { '1': 'Chair by-election or re-election', '2': 'Committee members added' } },
  rename_reason: {
    name: 'Reason for the new name',
    items: { '1': 'The employer was renamed', '2': 'Employers merged', '3': 'Affiliation changed', '9': 'Other' },
  },
  cert_change_item: {
    name: 'Certificate item changed',
    items: { '1': 'Name', '2': 'Legal representative', '3': 'Address', '4': 'Source of funds', '9': 'Other' },
  },
  funds_source: {
    name: 'Source of funds',
    items: { '1': 'Membership dues', '2': 'Allocated funds', '3': 'Administrative subsidy', '9': 'Other' },
  },
  fee_pay_mode: { name: 'Way of paying funds', items: { '1': 'Collected by the tax office', '2': 'Paid directly' } },
  works_kind: { name: 'Kind of work', items: { '1': 'Photography', '2': 'Calligraphy' } },
  work_genre: {
    name: 'Genre of work',
    items: {
      '1': 'Photography · single',
      '2': 'Photography · series',
      '11': 'Calligraphy · regular script',
      '12': 'Calligraphy · running script',
      '13': 'Calligraphy · cursive script',
      '14': 'Calligraphy · clerical script',
      '15': 'Calligraphy · seal script',
    },
  },
  transfer_reason: {
    name: 'Reason for the transfer',
    items: { '1': 'Moved address', '2': 'Affiliation adjusted', '3': 'Joined a group', '9': 'Other' },
  },
  backpay_reason: {
    name: 'Reason for the back payment',
    items: { '1': 'Not paid', '2': 'Underpaid', '3': 'Owed before the union was founded', '9': 'Other' },
  },
  refund_reason: {
    name: 'Reason for the refund',
    items: { '1': 'Overpaid', '2': 'Paid twice', '3': 'Paid by mistake', '4': 'Dissolved or transferred out', '9': 'Other' },
  },
  advance_kind: {
    name: 'Kind of award',
    items: { '1': 'Individual', '2': 'Collective (legal entity)', '3': 'Collective (team without legal personality)' },
  },
  mw_person_type: {
    name: 'Model worker category',
    items: { '1': 'Front-line worker', '2': 'Professional or technical staff', '3': 'Enterprise manager', '4': 'Migrant worker' },
  },
  selection_round_kind: {
    name: 'Selection round',
    items: {
      mw_person: 'Beijing model workers and advanced workers',
      mw_collective: 'Beijing model collectives',
      mw_national: 'National model workers and advanced workers',
      capital_medal: 'Capital Labour Medal',
      capital_merit: 'Capital Labour Award',
      capital_pioneer: "Beijing Workers' Pioneer",
      nation_medal: 'National May Day Labour Medal',
      nation_award: 'National May Day Labour Award',
      nation_pioneer: "National Workers' Pioneer",
      boost: 'Staff innovation boost',
      boost_team: 'Staff innovation boost (teams)',
      union_honours: 'Union honours',
      advance_person: 'Advanced individuals',
      advance_legal: 'Advanced collectives (legal entities)',
      advance_team: 'Advanced collectives (teams)',
      selfassessment: "Unions' work assessment",
      bookroom_site: 'Staff bookroom model site',
    },
  },
  mw_selection_type: {
    name: 'Model worker title',
    items: { '1': 'Beijing model worker', '2': 'Beijing model collective', '3': 'National model worker' },
  },
  collective_type: { name: 'Kind of collective', items: { '1': 'Legal entity', '2': 'Internal unit or team' } },
  pioneer_team_type: {
    name: "Workers' pioneer collective",
    items: { '1': 'Team', '2': 'Workshop', '3': 'Project department', '4': 'Service window' },
  },
  nation_collective_kind: {
    name: 'National collective award',
    items: { '1': 'National May Day Labour Certificate', '2': "National Workers' Pioneer" },
  },
  innovation_type: {
    name: 'Kind of innovation',
    items: { '1': 'Technical improvement', '2': 'Invention', '3': 'Rationalisation proposal', '4': 'Technical breakthrough', '9': 'Other' },
  },
  studio_level: { name: 'Innovation studio level', items: { '1': 'Enterprise', '2': 'District', '3': 'Municipal', '4': 'National' } },
  skill_level: {
    name: 'Vocational skill level',
    items: { '5': 'Junior worker', '4': 'Intermediate worker', '3': 'Senior worker', '2': 'Technician', '1': 'Senior technician' },
  },
  honor_cate: { name: 'Kind of honour', items: { person: 'Individual', team: 'Collective' } },
  assessment_type: {
    name: 'Assessment item',
    items: {
      selfassessment: 'Union work self-assessment',
      friendsunion: 'Friend of the union',
      beautifulemployees: 'Most admired worker',
      workaccounts: 'Work ledger',
      worksummation: 'Work summary',
      innovativetalent: 'Enterprise innovative talent',
      innovationteam: 'Enterprise innovation team',
    },
  },
  assessment_grade: { name: 'Assessment grade', items: { '1': 'Excellent', '2': 'Good', '3': 'Pass', '4': 'Fail' } },
  ledger_category: {
    name: 'Work ledger category',
    items: {
      '1': 'Organisation building',
      '2': 'Democratic management',
      '3': 'Member recruitment',
      '4': 'Funds management',
      '5': 'Assistance and rights protection',
      '6': 'Culture and sports',
      '7': 'Education and training',
    },
  },
  leave_type: {
    name: 'Kind of leave',
    items: {
      '1': 'Personal leave',
      '2': 'Sick leave',
      '3': 'Annual leave',
      '4': 'Marriage leave',
      '5': 'Maternity leave',
      '6': 'Paternity leave',
      '7': 'Bereavement leave',
      '8': 'Home leave',
    },
  },
  ...ADVANCE_DICTIONARIES_EN,
  ...INNOV_DICTIONARIES_EN,
  ...HONOR1_DICTIONARIES_EN,
  ...PUBLICITY_DICTIONARIES_EN,
  ...CAPITAL_DICTIONARIES_EN,
  ...ASSESS_DICTIONARIES_EN,
  ...MW_DICTIONARIES_EN,
  ...FINANCE_DICTIONARIES_EN,
  ...FIELD_DICTIONARIES_EN,
  ...COVERED_ENTERPRISE_DICTIONARIES_EN,
  ...RIGHTS_DICTIONARIES_EN,
};

/** Each seeded dictionary's name and entries in both languages, by `code` and `code\0key`. */
function seededWords(): Map<string, I18nText> {
  const words = new Map<string, I18nText>();
  for (const d of SYSTEM_DICTIONARIES) {
    const en = DICTIONARIES_EN[d.code];
    if (!en) continue;
    words.set(d.code, { zh: d.name, en: en.name });
    for (const [key, value] of d.items) {
      const item = en.items[key];
      if (item) words.set(`${d.code}\u0000${key}`, { zh: value, en: item });
    }
  }
  return words;
}
let words: Map<string, I18nText> | undefined;

/**
 * A system dictionary's name (`key` null) or entry in `lang`: the portal's own words while the row
 * keeps its seeded value; a value an administrator changed or added is shown as typed.
 */
export function dictionaryWordIn(lang: Lang, code: string, key: string | null, stored: string): string {
  if (lang === 'zh') return stored;
  words ??= seededWords();
  return ownWordIn(lang, stored, words.get(key === null ? code : `${code}\u0000${key}`));
}
