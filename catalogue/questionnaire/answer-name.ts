/**
 * A name that reaches into a questionnaire module's answers: `answers.b01`, as a slot's condition and
 * the 台账's key figures (`document.ledger`) write it beside the form's own field names.
 */
export const ANSWER_PREFIX = 'answers.';

/** The question id a name reaches (`answers.b03` → `b03`); none for a field's own name. */
export const answerIdOf = (name: string): string | undefined =>
  name.startsWith(ANSWER_PREFIX) ? name.slice(ANSWER_PREFIX.length) : undefined;
