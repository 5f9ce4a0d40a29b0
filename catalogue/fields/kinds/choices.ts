import { isRegionCode } from '../../rules/formats';
import type { FieldDef, I18nText, UnionKind } from '../../types';
import type { CellContext, KindDef } from '../kind-def';
import type { FormValue } from '../values';
import { normaliseText, textSchema } from './text-like';

const ID = /^\d{1,20}$/;

export const region: KindDef = {
  scalar: true,
  empty: () => null,
  schema: (f) => textSchema(f, { pattern: '^(\\d{6}(\\d{3}){0,2})?$', example: '110108011' }),
  normalise: (raw) => normaliseText(raw),
  check: (v, _f, ctx) => {
    if (typeof v !== 'string' || !isRegionCode(v)) return [{ rule: 'region' }];
    return ctx.regions && !ctx.regions.has(v) ? [{ rule: 'region' }] : [];
  },
  cellText: (_f, v, ctx) => ctx.regionNames?.[String(v)] ?? String(v),
  excelCell: (_f, v, ctx) => ctx.regionNames?.[String(v)] ?? String(v),
};

function dictLabel(field: FieldDef, key: string, ctx: CellContext): string {
  return (field.dict && ctx.dictLabels?.[field.dict]?.[key]) ?? key;
}

export const dict: KindDef = {
  scalar: true,
  empty: () => null,
  schema: (f) => textSchema(f, { description: f.dict ? `Key of dictionary ${f.dict}` : undefined }),
  normalise: (raw) => normaliseText(raw),
  check: (v, f, ctx) => {
    const options = f.dict ? ctx.dicts?.[f.dict] : undefined;
    return options && typeof v === 'string' && !options.includes(v) ? [{ rule: 'dict' }] : [];
  },
  cellText: (f, v, ctx) => dictLabel(f, String(v), ctx),
  excelCell: (f, v, ctx) => dictLabel(f, String(v), ctx),
};

const keys = (v: FormValue) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Several keys of one dictionary; a comma-separated string is taken as the family's older form sends it. */
export const dictMulti: KindDef = {
  scalar: false,
  empty: () => [],
  schema: (f) => ({
    type: 'array',
    items: { type: 'string' },
    uniqueItems: true,
    nullable: true,
    description: f.dict ? `Keys of dictionary ${f.dict}` : undefined,
  }),
  normalise: (raw) => {
    const list = typeof raw === 'string' ? raw.split(',') : raw;
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string' || typeof x === 'number')) {
      return { value: [], rule: 'dictMulti' };
    }
    const trimmed = list.map((x) => String(x).trim()).filter((x) => x !== '');
    return { value: [...new Set(trimmed)] };
  },
  check: (v, f, ctx) => {
    const options = f.dict ? ctx.dicts?.[f.dict] : undefined;
    return options && keys(v).some((k) => !options.includes(k)) ? [{ rule: 'dict' }] : [];
  },
  cellText: (f, v, ctx) =>
    keys(v)
      .map((k) => dictLabel(f, k, ctx))
      .join('、'),
  excelCell: (f, v, ctx) =>
    keys(v)
      .map((k) => dictLabel(f, k, ctx))
      .join('、'),
};

/** An id of a known thing (a union, an account); checked against `known` when the caller gives it. */
function idKind(rule: string, known: 'unions' | 'persons', names: 'unionNames' | 'personNames'): KindDef {
  return {
    scalar: true,
    empty: () => null,
    schema: (f) => textSchema(f, { pattern: '^(\\d{1,20})?$', example: '100001' }),
    normalise: (raw) => normaliseText(raw),
    check: (v, _f, ctx) => {
      if (typeof v !== 'string' || !ID.test(v)) return [{ rule }];
      const list = ctx[known];
      return list && !list.has(v) ? [{ rule }] : [];
    },
    cellText: (_f, v, ctx) => ctx[names]?.[String(v)] ?? String(v),
    excelCell: (_f, v, ctx) => ctx[names]?.[String(v)] ?? String(v),
  };
}

/** The kinds of union by name, for the rule of a picker limited to some kinds. */
export const UNION_KIND_NAMES: Readonly<Record<UnionKind, I18nText>> = {
  federation: { zh: '总工会', en: 'the federation' },
  launion: { zh: '工会联合会', en: 'a union federation (launion)' },
  corp: { zh: '基层工会', en: 'a grassroots union' },
};

const idUnion = idKind('unionPicker', 'unions', 'unionNames');

/** A union of the tree by id; a field with `unionKinds` names one of those kinds only (a new union's higher union). */
export const unionPicker: KindDef = {
  ...idUnion,
  check: (v, f, ctx, mode) => {
    const problems = idUnion.check(v, f, ctx, mode);
    const kind = typeof v === 'string' ? ctx.unionKinds?.get(v) : undefined;
    if (problems.length > 0 || !f.unionKinds || !kind || f.unionKinds.includes(kind)) return problems;
    const lang = ctx.lang ?? 'zh';
    const value = f.unionKinds.map((k) => UNION_KIND_NAMES[k][lang]).join(lang === 'en' ? ' or ' : '或');
    return [{ rule: 'unionKind', params: { value } }];
  },
};
export const personPicker = idKind('personPicker', 'persons', 'personNames');
