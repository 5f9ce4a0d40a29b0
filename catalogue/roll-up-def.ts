/** A count of a summary computed by the server from the records it gathers (`rollUp.tally`). */
export interface RollUpTally {
  /** The gathered records' field counted; none: every gathered record. */
  column?: string;
  /** The values of `column` that count (keys of its dictionary). */
  values?: string[];
}

/** A higher union gathers its children unions' approved submissions (`rollUp`). */
export interface RollUpDef {
  /** Module whose approved records are rolled up (often the module itself); with `sources`, the kind nothing names. */
  source: string;
  /**
   * The source by the summary's kind: its period field's value → module (the model workers' summary
   * gathers modelWorkerSelection1, 2 or 3 by `selectionType`). Every source here is a roll-up source
   * (its queryCrop, excel, summaryExcel, isApply answer), and its round closes when the summary of its kind is sent.
   */
  sources?: Readonly<Record<string, string>>;
  /** The summary's field naming its kind (the keys of `sources`); the period field by default. */
  kindField?: string;
  /**
   * How many live nominations (in review, returned or approved) each union may have in one round of
   * the source (`isApply`); the round closes for the unions below a union once it sent its summary.
   */
  quotaPerUnion: number;
  /**
   * False: no summary module gathers the source; the entry itself is the source, whose `queryCrop`
   * and `excel` show the higher union its children unions and their submissions (recommendCapital3).
   */
  summary?: false;
  /**
   * Counts of the summary computed by the server from what it gathers, by the summary's field: the
   * typed value is replaced, so the counts cannot disagree with the list sent upward.
   */
  tally?: Readonly<Record<string, RollUpTally>>;
}
