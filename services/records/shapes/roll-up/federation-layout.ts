import { excelCell, type CellContext, type FieldDef, type FormValue, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { SheetCell, SheetRecord } from '../../documents';

/** One column of the federation's summary sheet: its header, and under a merged header its group. */
export interface LayoutColumn {
  header: string;
  group?: string;
  width: number;
  /** `derived`: what the sheet read from the stored record before its personal data was masked. */
  cell: (r: SheetRecord, form: Record<string, FormValue>, ctx: CellContext, i: number, derived: { birthMonth?: string }) => SheetCell;
  /** The total under the column (合计 row), from the rows. */
  total?: (forms: Record<string, FormValue>[]) => SheetCell;
}

const T = {
  zh: {
    no: '序号',
    name: '姓名',
    sex: '性别',
    nation: '民族',
    birth: '出生年月',
    political: '政治面貌',
    edu: '学历',
    unitPost: '工作单位及职务',
    type: '人员类别',
    front: '一线职工',
    tech: '科教人员',
    leader: '企业负责人',
    migrant: '农民工',
    cadre: '行政级别',
    honour: '曾获主要荣誉',
    deeds: '简要事迹',
    union: '所属工会',
    id: '编号',
    remark: '备注',
    collective: '集体名称',
    collectiveType: '集体类型',
    cropCate: '单位性质',
    uscc: '统一社会信用代码',
    head: '负责人',
    headcount: '职工人数',
    frontCount: '其中一线职工',
    femaleCount: '其中女职工',
    people: (n: number) => `${n}人`,
    women: (n: number) => `女${n}人`,
    units: (n: number) => `${n}个`,
  },
  en: {
    no: 'No.',
    name: 'Name',
    sex: 'Sex',
    nation: 'Ethnic group',
    birth: 'Born',
    political: 'Political status',
    edu: 'Education',
    unitPost: 'Employer and post',
    type: 'Kind of nominee',
    front: 'Front-line',
    tech: 'Science and education',
    leader: 'Enterprise leader',
    migrant: 'Migrant worker',
    cadre: 'Cadre rank',
    honour: 'Main honour held',
    deeds: 'Deeds in brief',
    union: 'Union',
    id: 'Record',
    remark: 'Remarks',
    collective: 'Collective',
    collectiveType: 'Kind of collective',
    cropCate: 'Kind of unit',
    uscc: 'Credit code',
    head: 'Head',
    headcount: 'Staff',
    frontCount: 'Front-line staff',
    femaleCount: 'Women',
    people: (n: number) => `${n}`,
    women: (n: number) => `${n} women`,
    units: (n: number) => `${n}`,
  },
} as const;

const fieldOf = (entry: ModuleEntry, name: string): FieldDef | undefined => entry.fields.find((f) => f.name === name);

/** The field's cell as the sheets print it (the dictionary's label); blank where the source has no such field or the viewer may not see it. */
const cellOf = (entry: ModuleEntry, name: string) => (_r: SheetRecord, form: Record<string, FormValue>, ctx: CellContext) => {
  const f = fieldOf(entry, name);
  return f && form[name] !== undefined ? excelCell(f, form[name], ctx) : '';
};

const text = (v: FormValue | undefined) => (typeof v === 'string' ? v : '');
const tick = (ok: boolean) => (ok ? '✓' : '');
const count = (forms: Record<string, FormValue>[], test: (f: Record<string, FormValue>) => boolean) => forms.filter(test).length;
const typeIn =
  (...keys: string[]) =>
  (f: Record<string, FormValue>) =>
    keys.includes(text(f.personType));

/** The highest honour held (level, then the latest year), as “2019年首都劳动奖章”. */
function mainHonour(form: Record<string, FormValue>, lang: Lang): string {
  const rows = Array.isArray(form.honours) ? (form.honours as Record<string, unknown>[]) : [];
  const best = [...rows].sort(
    (a, b) => String(a.level ?? '9').localeCompare(String(b.level ?? '9')) || Number(b.year ?? 0) - Number(a.year ?? 0),
  )[0];
  if (!best) return '';
  return lang === 'zh'
    ? `${String(best.year ?? '')}年${String(best.honourName ?? '')}`
    : `${String(best.honourName ?? '')} (${String(best.year ?? '')})`;
}

/** The columns of persons (kinds 1 and 3): 人员类别 as four ticked columns under one merged header (农民工 also ticks 一线职工). */
function personColumns(source: ModuleEntry, lang: Lang): LayoutColumn[] {
  const t = T[lang];
  const cell = (name: string) => cellOf(source, name);
  return [
    { header: t.no, width: 6, cell: (_r, _f, _c, i) => i + 1, total: () => '' },
    { header: t.name, width: 10, cell: cell('name'), total: (forms) => t.people(forms.length) },
    { header: t.sex, width: 6, cell: cell('sex'), total: (forms) => t.women(count(forms, (f) => text(f.sex) === '2')) },
    { header: t.nation, width: 8, cell: cell('nation') },
    { header: t.birth, width: 10, cell: (_r, _f, _c, _i, d) => d.birthMonth ?? '' },
    { header: t.political, width: 12, cell: cell('political') },
    { header: t.edu, width: 10, cell: cell('eduLevel') },
    { header: t.unitPost, width: 28, cell: (_r, f) => [text(f.unitName), text(f.post)].filter(Boolean).join(' ') },
    {
      header: t.front,
      group: t.type,
      width: 8,
      cell: (_r, f) => tick(typeIn('1', '4')(f)),
      total: (forms) => count(forms, typeIn('1', '4')),
    },
    {
      header: t.tech,
      group: t.type,
      width: 8,
      cell: (_r, f) => tick(typeIn('2', '5')(f)),
      total: (forms) => count(forms, typeIn('2', '5')),
    },
    { header: t.leader, group: t.type, width: 8, cell: (_r, f) => tick(typeIn('3')(f)), total: (forms) => count(forms, typeIn('3')) },
    { header: t.migrant, group: t.type, width: 8, cell: (_r, f) => tick(typeIn('4')(f)), total: (forms) => count(forms, typeIn('4')) },
    { header: t.cadre, width: 10, cell: cell('cadreLevel') },
    { header: t.honour, width: 20, cell: (_r, f) => mainHonour(f, lang) },
    { header: t.deeds, width: 40, cell: (_r, f) => text(f.deedsSummary) },
    { header: t.union, width: 18, cell: (r) => r.unionName },
    { header: t.id, width: 20, cell: (r) => r.id },
    { header: t.remark, width: 10, cell: () => '' },
  ];
}

/** The columns of collectives (kind 2), with the totals of the three counts. */
function collectiveColumns(source: ModuleEntry, lang: Lang): LayoutColumn[] {
  const t = T[lang];
  const cell = (name: string) => cellOf(source, name);
  const sum = (name: string) => (forms: Record<string, FormValue>[]) =>
    forms.reduce((n, f) => n + (typeof f[name] === 'number' ? (f[name] as number) : 0), 0);
  return [
    { header: t.no, width: 6, cell: (_r, _f, _c, i) => i + 1, total: () => '' },
    { header: t.collective, width: 28, cell: cell('collectiveName'), total: (forms) => t.units(forms.length) },
    { header: t.collectiveType, width: 14, cell: cell('collectiveType') },
    { header: t.cropCate, width: 14, cell: cell('cropCate') },
    { header: t.uscc, width: 20, cell: cell('uscc') },
    { header: t.head, width: 10, cell: cell('headName') },
    { header: t.headcount, width: 10, cell: cell('headcount'), total: sum('headcount') },
    { header: t.frontCount, width: 10, cell: cell('frontLineCount'), total: sum('frontLineCount') },
    { header: t.femaleCount, width: 10, cell: cell('femaleCount'), total: sum('femaleCount') },
    { header: t.honour, width: 20, cell: (_r, f) => mainHonour(f, lang) },
    { header: t.deeds, width: 40, cell: (_r, f) => text(f.deedsSummary) },
    { header: t.union, width: 18, cell: (r) => r.unionName },
    { header: t.id, width: 20, cell: (r) => r.id },
    { header: t.remark, width: 10, cell: () => '' },
  ];
}

/** The federation's columns for what the source files: collectives by their name, persons otherwise. */
export const layoutColumns = (source: ModuleEntry, lang: Lang): LayoutColumn[] =>
  fieldOf(source, 'collectiveName') ? collectiveColumns(source, lang) : personColumns(source, lang);
