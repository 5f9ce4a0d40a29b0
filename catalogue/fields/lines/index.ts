/** The lines of a `moneyLines` field: the chart of union accounting subjects, the checks and the sums. */
export { UNION_ACCOUNT_SUBJECTS, UNION_ACCOUNT_SUBJECT_DICT, subjectName, parentOf, presetCodes } from './account-subjects';
export { checkLines, type LinesEnv } from './line-checks';
export { keyColumn, lineName, isTopLevel } from './line-keys';
export { linesSum } from './line-sums';
export { serverFilledColumns, fillServerColumns, type ServerFilledAt } from './server-filled';
