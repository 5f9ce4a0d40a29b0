import type { FieldDef, ModuleEntry } from '../../../../catalogue';

/** Where a template column's value goes: a team field, or a member row's column. */
export interface TeamColumn {
  header: string;
  /** `team.<field>` or `member.<column>`. */
  target: `team.${string}` | `member.${string}`;
  required: boolean;
  /** The dictionary code of a dict column (its labels are the drop-down). */
  dict?: string;
  kind: 'text' | 'year' | 'date' | 'mobile' | 'dict';
  width: number;
}

/**
 * The columns of the innovationteam import template (企业创新团队导入模板): one row per member, the
 * team's columns repeated on each of its rows, 负责人手机 on the leader's row
 * (docs/forms/group-a-nation-innovation-honours.md, innovationteam `template`). The header is the
 * label, `*` marking a required column; the importer matches the header without the `*`.
 */
export const TEAM_COLUMNS: readonly TeamColumn[] = [
  { header: '评定年度', target: 'team.year', required: true, kind: 'year', width: 10 },
  { header: '团队名称', target: 'team.teamName', required: true, kind: 'text', width: 28 },
  { header: '技术领域', target: 'team.field', required: true, kind: 'text', width: 20 },
  { header: '成立时间', target: 'team.foundedDate', required: true, kind: 'date', width: 14 },
  { header: '成员姓名', target: 'member.name', required: true, kind: 'text', width: 12 },
  { header: '性别', target: 'member.sex', required: true, kind: 'dict', dict: 'sex', width: 8 },
  { header: '学历', target: 'member.eduLevel', required: true, kind: 'dict', dict: 'edu_level', width: 14 },
  { header: '职称', target: 'member.professionalTitle', required: false, kind: 'dict', dict: 'professional_title', width: 10 },
  { header: '职业技能等级', target: 'member.skillLevel', required: false, kind: 'dict', dict: 'skill_level', width: 14 },
  { header: '岗位', target: 'member.post', required: true, kind: 'text', width: 18 },
  { header: '团队角色', target: 'member.role', required: true, kind: 'dict', dict: 'team_role', width: 10 },
  { header: '负责人手机', target: 'team.leaderMobile', required: false, kind: 'mobile', width: 14 },
];

/** The header a column shows: its label, `*` after a required one. */
export const headerOf = (c: TeamColumn) => (c.required ? `${c.header}*` : c.header);

/** The spreadsheet letter of the column at `index` (0-based): A, B, … */
export const letterOf = (index: number) => String.fromCharCode(65 + index);

/** The member rows' columns of the entry (for the dictionaries the template offers). */
export const memberColumns = (entry: ModuleEntry): readonly FieldDef[] => entry.fields.find((f) => f.name === 'members')?.columns ?? [];
