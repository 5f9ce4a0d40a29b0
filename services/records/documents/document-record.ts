import type { CellContext } from '../../../catalogue';
import type { QuestionSetContent } from '../../../catalogue/questionnaire';
import type { StepReviews } from './review-rounds';

/** The record's facts a document prints beside its form (a record view has them all). */
export interface DocumentRecord {
  id: string;
  unionName: string;
  /** The applicant's name: the 经办人 of the applicant's block. */
  applicantName: string;
  state: string;
  stateName: string;
  stageName: string | null;
  /** The open step of a stepped record; '' for a record of one step. */
  step: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time; null before the first submission. */
  submitTime: string | null;
}

/** What a document shows beyond the record: names for ids (dictionary labels, regions, pickers), the reviews, the applicant's phone. */
export interface DocumentFacts extends Omit<CellContext, 'lang'> {
  /** Each step's latest round of reviews (`reviewRounds`). */
  reviews?: StepReviews[];
  /** The applicant's phone (its account's, else its union's contact phone). */
  applicantPhone?: string | null;
  /** A nomination's photo (`document.nomination`): the bytes of the slot's first file the viewer sees; null without one. */
  photo?: Buffer | null;
  /** A questionnaire module's version the record pinned, whose questions print its answers; null where none is found. */
  questionnaire?: { version: number; content: QuestionSetContent } | null;
}
