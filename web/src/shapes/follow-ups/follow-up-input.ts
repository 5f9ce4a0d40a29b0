import type { FollowUpBody, FollowUps } from './api';

/** What the add dialog holds while it is filled in: text as typed, files uploaded so far. */
export interface FollowUpDraft {
  kind: string;
  date: string;
  /** Yuan as typed. */
  amount: string;
  outcome: string;
  note: string;
  corrects: string;
  /** The member row named, by its ID number as typed. */
  member: string;
  files: { id: string; name: string }[];
}

export type DraftField = 'kind' | 'date' | 'amount' | 'outcome' | 'note' | 'file' | 'corrects' | 'member';

/** Yuan typed as fen: 0 or more, at most two decimals; null when it is not such a number. */
export function fenOf(yuan: string): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(yuan);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * The body the dialog sends, or the fields it lacks: the kind's `needs` (amount, outcome, note, file, member)
 * and, for the module's correction kind, the row it corrects. The server checks the same and more
 * (its rules over the rows so far); its 400 names the field as this does.
 */
export function followUpBody(
  id: string,
  draft: FollowUpDraft,
  kinds: FollowUps['kinds'],
  correction: string | undefined,
): { ok: true; body: FollowUpBody } | { ok: false; missing: DraftField[]; badAmount?: true } {
  const needs = kinds.find((k) => k.kind === draft.kind)?.needs ?? [];
  const missing: DraftField[] = [];
  if (!draft.kind) missing.push('kind');
  if (!draft.date) missing.push('date');
  for (const need of needs) {
    const empty = need === 'file' ? draft.files.length === 0 : !(draft[need as 'amount' | 'outcome' | 'note' | 'member'] ?? '').trim();
    if (empty) missing.push(need as DraftField);
  }
  if (draft.kind && draft.kind === correction && !draft.corrects) missing.push('corrects');
  const amount = draft.amount.trim() ? fenOf(draft.amount) : null;
  if (missing.length) return { ok: false, missing };
  if (draft.amount.trim() && amount === null) return { ok: false, missing: [], badAmount: true };
  return {
    ok: true,
    body: {
      id,
      kind: draft.kind,
      date: draft.date,
      ...(amount !== null ? { amount } : {}),
      ...(draft.outcome.trim() ? { outcome: draft.outcome.trim() } : {}),
      ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
      ...(draft.files.length ? { files: draft.files.map((f) => f.id) } : {}),
      ...(draft.corrects ? { corrects: draft.corrects } : {}),
      ...(draft.member.trim() ? { member: draft.member.trim() } : {}),
    },
  };
}
