import { addDays } from '../calendar';
import type { FollowDue, FollowProblem, FollowRow, FollowRule, FollowState, FollowUpsDef, FollowWriter } from './types';

/** The rows that count: a correction voids the row it names and is itself no step of the case. */
export function standingRows(def: FollowUpsDef, rows: readonly FollowRow[]): FollowRow[] {
  const voided = new Set(rows.filter((r) => r.kind === def.correction && r.corrects).map((r) => r.corrects));
  return rows.filter((r) => r.kind !== def.correction && !voided.has(r.id));
}

const fen = (n: number) => (n / 100).toFixed(2);

function ruleProblem(rule: FollowRule, row: FollowRow, before: FollowRow[], form: Readonly<Record<string, unknown>>): FollowProblem | null {
  switch (rule.rule) {
    case 'sumNotAbove': {
      if (row.kind !== rule.kind) return null;
      const cap = Number(form[rule.field] ?? 0);
      const sum = [...before, row].filter((r) => r.kind === rule.kind).reduce((s, r) => s + (r.amount ?? 0), 0);
      if (sum <= cap) return null;
      return {
        status: 400,
        field: 'amount',
        rule: 'sumNotAbove',
        message: {
          zh: `累计金额${fen(sum)}元超过批准金额${fen(cap)}元`,
          en: `The amounts add up to ${fen(sum)} yuan, above the ${fen(cap)} yuan approved`,
        },
      };
    }
    case 'firstIs':
      if (before.length > 0 || rule.kinds.includes(row.kind)) return null;
      return {
        status: 400,
        field: 'kind',
        rule: 'firstIs',
        message: { zh: `第一条跟进记录应为：${rule.kinds.join('、')}`, en: `The first row must be one of: ${rule.kinds.join(', ')}` },
      };
  }
}

/** An ID number as rows compare it: no spaces, the check letter upper case. */
export const memberKey = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** Whether `member` is one of the record's rows `def.members` names, by its column (an ID number). */
function onRecord(def: FollowUpsDef, member: string, form: Readonly<Record<string, unknown>>): boolean {
  const rows = def.members ? form[def.members.field] : undefined;
  const key = memberKey(member);
  if (!def.members || !Array.isArray(rows) || key === '') return false;
  const column = def.members.column;
  return rows.some((r: unknown) => !!r && typeof r === 'object' && memberKey((r as Record<string, unknown>)[column]) === key);
}

/**
 * The problem with a new row of a case, or null: a kind the dictionary lacks or the caller's side
 * may not write, a case closed already (but for a correction voiding its closing row), a field its kind needs left out, a member not on the record's
 * rows (`members`), a correction naming no row of the case, then the module's rules over the rows
 * that stand. Pure: the console and the server agree.
 */
export function followRowProblem(
  def: FollowUpsDef,
  row: FollowRow,
  rows: readonly FollowRow[],
  side: readonly FollowWriter[],
  form: Readonly<Record<string, unknown>>,
): FollowProblem | null {
  const kind = def.kinds[row.kind];
  if (!kind)
    return { status: 409, reason: 'followKindUnknown', message: { zh: `跟进类型${row.kind}不存在`, en: `No follow-up kind ${row.kind}` } };
  if (!kind.writers.some((w) => side.includes(w))) {
    return {
      status: 409,
      reason: 'followKindNotAllowed',
      message: { zh: `「${kind.label.zh}」不由本单位填写`, en: `${kind.label.en} is not yours to record` },
    };
  }
  const standing = standingRows(def, rows);
  // A closed case takes one row more: a correction voiding the row that closed it (the case opens again).
  const reopens = row.kind === def.correction && standing.some((r) => r.id === row.corrects && def.closing.includes(r.kind));
  if (!reopens && standing.some((r) => def.closing.includes(r.kind))) {
    return {
      status: 409,
      reason: 'caseClosed',
      message: { zh: '该事项已结案，不能再添加跟进记录', en: 'The case is closed; no row follows' },
    };
  }
  for (const need of kind.needs ?? []) {
    const given = need === 'file' ? (row.files?.length ?? 0) > 0 : row[need] !== undefined && row[need] !== null && row[need] !== '';
    if (!given)
      return {
        status: 400,
        field: need,
        rule: 'required',
        message: { zh: `「${kind.label.zh}」须填写${need}`, en: `${kind.label.en} needs ${need}` },
      };
  }
  if (row.member && !onRecord(def, row.member, form)) {
    return {
      status: 400,
      field: 'member',
      rule: 'memberOnRecord',
      message: { zh: '所选人员不在本记录的名单中', en: 'The member is not on this record' },
    };
  }
  if (row.kind === def.correction && !standing.some((r) => r.id === row.corrects)) {
    return {
      status: 400,
      field: 'corrects',
      rule: 'followRow',
      message: { zh: '更正须指明本事项的一条跟进记录', en: 'A correction names a row of the case' },
    };
  }
  for (const rule of def.rules ?? []) {
    const problem = ruleProblem(rule, row, standing, form);
    if (problem) return problem;
  }
  return null;
}

/** The day a kind's row is due after the rows standing, or null when none is due now. */
function dueDay(key: string, after: FollowDue, standing: readonly FollowRow[], approvedOn: string): string | null {
  const ofKind = (k: string) => standing.filter((r) => r.kind === k);
  if (after.from === 'approved') return ofKind(key).length > 0 ? null : addDays(approvedOn, after.days);
  if (after.from === 'previous') {
    const last = standing.at(-1);
    return last?.kind === key ? null : addDays(last?.date ?? approvedOn, after.days);
  }
  const since = after.from.slice('kind:'.length);
  const lastSince = ofKind(since).at(-1);
  // A kind due after its own last row recurs (the yearly review): from the approval until the first.
  if (since === key) return addDays(lastSince?.date ?? approvedOn, after.days);
  if (!lastSince || ofKind(key).some((r) => r.date >= lastSince.date)) return null;
  return addDays(lastSince.date, after.days);
}

/**
 * The case after its rows: closed by a closing row, else open with the next row due, the earliest of
 * the kinds with `dueAfter` — once after the approval (`approved`), after the previous row unless it
 * is of the kind (`previous`), after the last row of a kind (`kind:<key>`; recurring when the kind
 * is its own). `approvedOn` is the approval's day (yyyy-MM-dd).
 */
export function followState(def: FollowUpsDef, rows: readonly FollowRow[], approvedOn: string): FollowState {
  const standing = standingRows(def, rows);
  if (standing.some((r) => def.closing.includes(r.kind))) return { caseState: 'closed', nextDue: null };
  const due = Object.entries(def.kinds)
    .flatMap(([key, kind]) => {
      const day = kind.dueAfter ? dueDay(key, kind.dueAfter, standing, approvedOn) : null;
      return day ? [{ kind: key, day }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  return { caseState: 'open', nextDue: due[0] ?? null };
}
