/**
 * The module shapes, one folder each: how a module differs from the plain lifecycle
 * (docs/ARCHITECTURE.md, "Module shapes"). `recordShapes` is the list the record engine serves, one
 * line per shape; a shape's guards run in this order, the first innermost (a period is held inside
 * a roll-up's lock).
 */
import type { AnyRecordShape } from '../engine';
import { applicantKindShape } from './applicant-kind';
import { awardRoundsShape } from './award-rounds';
import { childrenShape } from './children';
import { consentShape } from './consent';
import { coverageShape } from './coverage';
import { coveredCodeShape } from './covered-code';
import { followUpsShape } from './follow-ups';
import { fundsLedgerShape } from './funds-ledger';
import { gradeShape } from './grade';
import { noTaskShape } from './no-task';
import { lateSlotsShape } from './late-slots';
import { moneyLinesShape } from './money-lines';
import { periodShape } from './period';
import { personRegistersShape } from './person-registers';
import { priorFiguresShape } from './prior-figures';
import { publishOnlyShape } from './publish-only';
import { remindersShape } from './reminders';
import { questionnaireShape } from './questionnaire';
import { registerShape } from './register';
import { rollUpShape } from './roll-up';
import { roundShape } from './round';
import { rowsImportShape } from './rows-import';
import { saveSubmitsShape } from './save-submits';
import { scoringShape } from './scoring';
import { sendOutShape } from './send-out';
import { stepsShape } from './steps';
import { subjectParentShape, subjectShape } from './subject';
import { submitBatchShape } from './submit-batch';
import { windowShape } from './window';

export const recordShapes: readonly AnyRecordShape[] = [
  childrenShape,
  lateSlotsShape,
  periodShape,
  publishOnlyShape,
  questionnaireShape,
  // Before the roll-up: a round is checked inside the roll-up's lock (its round closed by the summary first).
  roundShape,
  rollUpShape,
  saveSubmitsShape,
  stepsShape,
  awardRoundsShape,
  // Assessments: a submit for a year declared 无任务 is refused; queryCrop shows who filed.
  noTaskShape,
  // The assessment round's window, places and items (around the declaration's and the period's checks).
  windowShape,
  coverageShape,
  gradeShape,
  // The yearly calls' several drafts sent at once, and the reminders to the unions that have not filed.
  submitBatchShape,
  remindersShape,
  // The reviewer's scores at approval (complete-task's `scores`), answered with the rows and detail.
  scoringShape,
  // A nominee's consent by the code texted to their mobile, the other way to the signed file.
  consentShape,
  // Rows after approval (payments, a lawyer assigned, a yearly review) and the case's state on each row.
  followUpsShape,
  // Questionnaires sent out: campaigns, their signed single-use links and the public page's calls.
  sendOutShape,
  // A union's register kept by approvals: its rows, closed by the union, and the register's read calls.
  registerShape,
  // A record filed about another's approved record or a register row: it must stand, one open at a time.
  subjectShape,
  // The records filed about a module's approved records, counted and listed on its rows and detail.
  subjectParentShape,
  // One covering union per credit code, none for an enterprise with its own union: at submit and at approval.
  coveredCodeShape,
  // One cover per person, plan and year; one relief per cause in 12 months; one hardship file: under the person's lock.
  personRegistersShape,
  // The lines' template, import and sheet (the field kind moneyLines).
  moneyLinesShape,
  // A table's rows from a sheet, all or nothing, for the console to fill (a rows field with rowsImport).
  rowsImportShape,
  // Each line beside the union's approved figure of an earlier year, large changes flagged (the reviewer's view).
  priorFiguresShape,
  // The funds ledger: one live record per month, refunds and returns of months the ledger shows paid.
  fundsLedgerShape,
  // Last, so checked first: only the unions of the kinds a module names file it (a joint union covers enterprises).
  applicantKindShape,
];

export { checkQuestionnaire, checkQuestionnaireValue, QuestionnaireFormPart, type QuestionnaireValue } from './questionnaire';
export { childUnionRows, type ChildUnionRow } from './roll-up';
