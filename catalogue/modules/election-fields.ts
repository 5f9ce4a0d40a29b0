/*
 * The election rules of 《工会基层组织选举工作条例》 (全总, 2016), chapter 选举的实施, shared by the
 * election forms (organ1Detail 换届选举, organ2 补选, setup2 成立大会), as the rule kinds of
 * catalogue/rules/share-rules.ts state them:
 * - 参加选举的人数为应到会人数的三分之二以上时，方可进行选举: 实到 at least 2/3 of 应到 (以上 includes the number itself);
 * - 被选举人获得应到会人数的过半数赞成票时，始得当选: an elected person's votes more than 1/2 of 应到;
 * - 委员会委员实行差额选举，差额率不低于5%: candidates at least 105 % of the seats (organ1Detail).
 * (《中国工会章程》: grassroots committees are elected by the members' or delegates' assembly.)
 */
import { atLeastShareOf, eachRowMoreThanShareOf } from '../rules/share-rules';
import type { FieldDef } from '../types';
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
