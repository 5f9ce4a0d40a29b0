import { allowedActions, verdict, type RuleFacts, type RuleVerdict } from './decide-rule';
import {
  isClosed,
  lifecycleStates,
  lifecycleTable,
  recordStateList,
  ruleOf,
  type FlowStatus,
  type LifecycleAction,
  type RecordEnd,
  type RecordState,
  type ShapeFacts,
} from './table';

/** What a record's state alone says, read off the table, for a module of these shapes. */
export interface StateFacts {
  state: FlowStatus;
  /** No action leaves the state: a published notice (`publishOnly`) is not closed while approved. */
  closed: boolean;
  /** The flow still runs: a flow administrator may move it to another version or end it (`migrate`'s states). */
  running: boolean;
  /** A reviewer's task may be open (`approve`'s states). */
  reviewing: boolean;
  /** How the record ended; null while it is under way. */
  ended: RecordEnd | null;
  /** Approved or void (cancelled, expired): what a list's `state=end` selects. */
  finished: boolean;
}

/** The facts of a state, for a module of these shapes. */
export function stateFacts(state: FlowStatus, shape: ShapeFacts = {}): StateFacts {
  const ended = state === 'new' ? null : lifecycleStates[state].ends;
  return {
    state,
    closed: isClosed(state, shape),
    running: ruleOf('migrate').from.includes(state),
    reviewing: ruleOf('approve').from.includes(state),
    ended,
    finished: ended === 'approved' || ended === 'void',
  };
}

/** The record states whose facts (of a plain module) hold `holds`: what the lists' SQL filters select. */
export function statesWhere(holds: (f: StateFacts) => boolean): RecordState[] {
  return recordStateList.filter((s) => holds(stateFacts(s)));
}

/** The states a list may be filtered by: every one but removed (a deleted draft is hidden from every list). */
export const listedStates: readonly RecordState[] = statesWhere((f) => f.ended !== 'removed');

/** Finished states: what a list's `state=end` selects. */
export const finishedStates: readonly RecordState[] = statesWhere((f) => f.finished);

/**
 * States of a record that counts for nothing: removed, or ended void (cancelled, expired, declined).
 * A union may file again after one (a period, a setup, a children entry); the others hold their place.
 */
export const givenUpStates: readonly RecordState[] = statesWhere((f) => f.ended === 'void' || f.ended === 'removed');

/**
 * States of a record that stands filed: sent to its reviewers and not taken back (in review, returned
 * to its union for a correction, or approved). A draft (never sent, or withdrawn), a removed record and
 * one ended void (cancelled, expired, declined) are not: its union has still to file.
 */
export const filedStates: readonly RecordState[] = statesWhere((f) => f.state !== 'draft' && (f.ended === null || f.ended === 'approved'));

/** A row's facts for one caller: what every check of the rule reads, from the table alone. */
export interface RecordFacts extends StateFacts {
  /** The actions the caller may take now, among those the module offers: the row's `actions`. */
  may: ReadonlySet<LifecycleAction>;
  /** The table's verdict on one action, with why it refuses (offered or not: the workflow decides by it). */
  verdict(action: LifecycleAction): RuleVerdict;
  /** Files may be added to the record: the caller may send its form, or a child's under it, now. */
  uploadsOpen: boolean;
}

/** The actions that send a form with the record's files: its own, or a child's added under it (a children entry's workbook of works). */
const FORM_ACTIONS: readonly LifecycleAction[] = ['save', 'submit', 'resubmit', 'revise', 'addChild'];

/** Every action of the table. */
const ALL_ACTIONS: readonly LifecycleAction[] = lifecycleTable.map((r) => r.action);

/**
 * The one function of a record's facts for a caller: the workflow's `decide` (its verdict), the API's
 * `actions` (`may`), the upload check, the command routes' 403 / 409 and the flow administrator's
 * pre-checks all read it. `offered`: the actions the module's calls serve (all of the table's by default).
 */
export function recordFacts(f: RuleFacts, offered: readonly LifecycleAction[] = ALL_ACTIONS): RecordFacts {
  const may = new Set(allowedActions(f, offered));
  return {
    ...stateFacts(f.state, f),
    may,
    verdict: (action) => verdict(action, f),
    uploadsOpen: FORM_ACTIONS.some((a) => may.has(a)),
  };
}
