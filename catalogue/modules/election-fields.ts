/*
 * The election rules shared by the election forms (organ1Detail 换届选举, organ2 补选, setup2 成立大会),
 * as rule kinds of catalogue/rules state them. Each is a row of docs/forms/group-b.md "Election
 * rules" with the article it follows; catalogue/modules/election-rules.test.ts checks one case a row.
 * - 参加选举的人数为应到会人数的三分之二以上时，方可进行选举: 实到 at least 2/3 of 应到 (以上 includes the number itself);
 * - 被选举人获得应到会人数的过半数赞成票时，始得当选: an elected person's votes more than 1/2 of 应到;
 * - 委员会委员实行差额选举，差额率不低于5%: candidates at least 105 % of the seats (organ1Detail);
 * - a term of three or five years (《工会法》第十六条), seats by the membership, an odd number of 委员,
 *   a women's committee with ten or more women members, a delegates assembly only for a larger union,
 *   no more votes than those present, no more elected than seats, only shortlisted candidates elected,
 *   the chair from the elected members, a vacancy of a member in office.
 */
import { atLeastShareOf, eachRowMoreThanShareOf } from '../rules/share-rules';
import type { FieldDef, FieldRule, I18nText, RowsWhen, SizeBand } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, min, notAbove, required } from './group-b-parts';

/** 实到人数: at most 应到 (`entitled`), and at least two thirds of it, or there is no election. */
export function attendanceField(section: string, zh = '实到会员(代表)人数'): FieldDef {
  return field('attendance', 'integer', zh, 'Present', [required, min(1), notAbove('entitled'), atLeastShareOf('entitled', 2, 3)], {
    section,
    help: { zh: '参加选举的人数须达到应到会人数的三分之二以上', en: 'At least two thirds of those entitled must take part' },
  });
}

/** Each row of a results table marked elected (`elected` = 是) has more than half of the votes of those entitled. */
export const electedByMajority = eachRowMoreThanShareOf('votes', 'entitled', 1, 2, { column: 'elected', equals: [K.yesNo.yes] });

/** Each row of a table of elected people (all rows are elected) has more than half of the votes of those entitled. */
export const everyRowByMajority = eachRowMoreThanShareOf('votes', 'entitled', 1, 2);

/** A grassroots committee serves three or five years, never four (《工会法》第十六条). */
export const termOfThreeOrFive: FieldRule = { rule: 'oneOf', values: [3, 5] };
export const termHelp: I18nText = {
  zh: '《工会法》第十六条：基层工会委员会每届任期三年或者五年',
  en: 'Trade Union Law, art. 16: a grassroots committee serves three or five years',
};

/**
 * 委员会委员名额 by the number of members (《工会基层组织选举工作条例》): under 25, 3 to 5; 25 to 200,
 * 3 to 7; 201 to 1000, 7 to 15; 1001 to 5000, 15 to 21; 5001 to 10000, 21 to 29; 10001 to 50000,
 * 29 to 37; 50001 and more, 37 to 45.
 */
export const committeeSizeBands: SizeBand[] = [
  { from: 0, to: 24, min: 3, max: 5 },
  { from: 25, to: 200, min: 3, max: 7 },
  { from: 201, to: 1000, min: 7, max: 15 },
  { from: 1001, to: 5000, min: 15, max: 21 },
  { from: 5001, to: 10000, min: 21, max: 29 },
  { from: 10001, to: 50000, min: 29, max: 37 },
  { from: 50001, min: 37, max: 45 },
];

/** The committee's size (its seats, or the rows of the elected) follows the form's `memberCount`. */
export const committeeSizeByMembers: FieldRule = { rule: 'sizeByCount', field: 'memberCount', bands: committeeSizeBands };

/** 委员 in an odd number. */
export const oddNumber: FieldRule = { rule: 'odd' };

/**
 * A women's committee where there are ten or more women members; under ten, one 女职工委员 at most
 * (《工会女职工委员会工作条例》第十一条; 《中国工会章程》).
 */
export const womenCommitteeRules: FieldRule[] = [
  { rule: 'requiredWhenAtLeast', field: 'femaleMembers', value: 10 },
  { rule: 'sizeByCount', field: 'femaleMembers', bands: [{ from: 0, to: 9, min: 0, max: 1 }] },
];
export const womenCommitteeHelp: I18nText = {
  zh: '女会员10人以上的建立女职工委员会；不足10人的可设女职工委员1人',
  en: "Ten or more women members set up a women's committee; under ten, one women's member at most",
};

/** A delegates assembly (会员代表大会) only where the union has 100 members or more; under 100 the members' assembly. */
export const delegateAssemblyFrom100: FieldRule = {
  rule: 'allowedWhenAtLeast',
  values: [K.electionMode.delegateAssembly],
  field: 'memberCount',
  min: 100,
  means: { zh: '会员代表大会', en: 'a delegates assembly' },
};

/** No one gets more votes than there were voters present. */
export const votesNotAbovePresent: FieldRule = { rule: 'notAbove', field: 'attendance', column: 'votes' };

/** The rows of a results table marked elected. */
const electedRows: RowsWhen & { means: I18nText } = {
  column: 'elected',
  equals: [K.yesNo.yes],
  means: { zh: '当选', en: 'elected' },
};

/** No more elected than the seats (a number field, or the rows of the vacancies). */
export const electedNotAbove = (seats: string): FieldRule => ({ rule: 'rowsNotAbove', field: seats, when: electedRows });
/** E17: a list names every seat of another field (the delegates' list, one row per delegate seat). */
export const oneRowPerSeat = (seats: string): FieldRule => ({ rule: 'rowsNotAbove', field: seats, exactly: true });

/** Each row's `name` is a name of the `candidates` rows: only a shortlisted candidate stands. */
export const amongCandidates = (candidates: string): FieldRule => ({
  rule: 'among',
  field: candidates,
  otherColumn: 'name',
  column: 'name',
});

/** The name (a text, or each row's `name` with `column`) is one elected in the `results` rows. */
export const amongElected = (results: string, column?: string): FieldRule => ({
  rule: 'among',
  field: results,
  otherColumn: 'name',
  ...(column ? { column } : {}),
  otherWhen: electedRows,
});

/** The name (a text) is one of the rows of another table (the women's committee head among its members). */
export const amongNamed = (rows: string): FieldRule => ({ rule: 'among', field: rows, otherColumn: 'name' });

/** Each row's `name` is a member of the union's committee in office (checked on the server); with `when`, only then. */
export const sittingMember = (when?: { field: string; equals: string[] }): FieldRule => ({
  rule: 'sittingMember',
  column: 'name',
  ...(when ? { whenField: when } : {}),
});
