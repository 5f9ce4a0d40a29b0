import { createContext, useContext, type ReactNode } from 'react';
import type { PriorFigures } from '../../../api';
import type { ReturnPointRef } from '../../../catalogue';

/** What a record lends its lines tables: the figures of the year compared (the reviewer's cells) and a return's points. */
export interface LinesReview {
  priorFigures?: PriorFigures | null;
  returnPoints?: readonly ReturnPointRef[];
}

const LinesReviewContext = createContext<LinesReview>({});

/**
 * Lends the lines tables below it the record's `priorFigures` (上年批准数, 增减额, 增减率 beside each
 * line, the flagged ones marked) and a returned record's `returnPoints` (each pointed line outlined
 * with the reviewer's words); outside one, a lines table shows its own figures only.
 */
export function LinesReviewProvider({ value, children }: { value: LinesReview; children: ReactNode }) {
  return <LinesReviewContext.Provider value={value}>{children}</LinesReviewContext.Provider>;
}

/** The lines review of the nearest `LinesReviewProvider`. */
export const useLinesReview = (): LinesReview => useContext(LinesReviewContext);
