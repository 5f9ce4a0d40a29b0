import { createContext, useContext, type ComponentType, type ReactNode, type Ref } from 'react';
import type { Answers, ModuleEntry, StepCalls } from '../../../catalogue';
import type { RecordView } from '../../../api';
import type { InputValue } from '../fields';

/** Props of the answers part (the `questionnaire` shape's): a module's question set answered in its form, or read-only in its detail. */
export interface AnswersPartProps {
  /** The answers, by question id (the form's `answers`). */
  value: Answers;
  onChange: (answers: Answers) => void;
  /**
   * The version the record pinned (the form's `questionSetVersion`). None for a new record: the
   * newest published version is shown and reported through `onVersion`, to be saved with the form.
   */
  version?: number | null;
  onVersion?: (version: number) => void;
  /** The module whose form this is, and its question set (`entry.questionnaire.setKey`); the survey's by default. */
  moduleKey?: string;
  setKey?: string;
  readOnly?: boolean;
  /** Messages by field (`answers.<questionId>`), as the server's 400 names them. */
  errors?: Record<string, string | undefined>;
}

/** Props of the window part (the `window` shape's): the form's values it reads (the year) and fills (the round's items). */
export interface WindowPartProps {
  entry: ModuleEntry;
  values: Readonly<Record<string, InputValue>>;
  setValue: (name: string, value: InputValue) => void;
}

/** A score sent with an approval (complete-task's `scores`). */
export interface SentScore {
  code: string;
  score: number;
}

/** What the task dialog asks of the score table when the reviewer approves. */
export interface ScoresHandle {
  /** The scores typed, one per item; `ok: false` (the rows' messages shown) when one is missing or out of range. */
  scores: () => { ok: true; scores: SentScore[] } | { ok: false };
  /** Shows a 400 answer's messages on the rows it names (`scores[i].score`); true if it named one. */
  showServerErrors: (err: unknown) => boolean;
}

/** Props of the score table (the `scoring` shape's): the record's items to score (`reviewerScores`). */
export interface ScoresPartProps {
  entry: ModuleEntry;
  record: RecordView;
  disabled?: boolean;
  ref?: Ref<ScoresHandle>;
}

/** Props of the consent part (the `consent` shape's): the nominee's code typed beside the consent slot, sent as `consentCode`. */
export interface ConsentPartProps {
  moduleKey: string;
  /** The saved draft the code is texted for; none before the first save. */
  recordId: string | undefined;
  /** The nominee's confirmation as the record stands (the server's `consent`), if any. */
  confirmed: RecordView['consent'];
  value: string;
  onChange: (code: string) => void;
  /** The server's message for `consentCode`. */
  error?: string;
  disabled?: boolean;
}

/** A questionnaire link's answer a record may take in (the server's `linkAnswer`). */
export type LinkAnswer = NonNullable<RecordView['linkAnswer']>;

/** Props of the record's link panel (the `sendOut` shape's `records` audience: survey's sendSms and 采用企业答复). */
export interface LinkPartProps {
  entry: ModuleEntry;
  /** The saved record (its link's state, the answer the link gave); none before the first save. */
  record: RecordView | undefined;
  /** The response the form's answers were taken from (taken in now, or saved with `answersSource`), if any. */
  adoptedResponse?: string;
  /** Puts the link's answer into the form's questionnaire (the form's; the detail page takes none in). */
  onAdopt?: (answer: LinkAnswer) => void;
  disabled?: boolean;
  /** The link's state, times and number only, no sending (a reviewer's detail page). */
  readOnly?: boolean;
}

/** What the form of the open step is given: the entry narrowed to its fields, its calls and the wizard's head. */
export interface StepFormProps {
  entry: ModuleEntry;
  calls: StepCalls;
  above: ReactNode;
}

/** Props of the stepped form (the `steps` shape's): the wizard around the form of the open step. */
export interface SteppedFormProps {
  entry: ModuleEntry;
  id: string | undefined;
  /** Renders the form of the open step. */
  children: (props: StepFormProps) => ReactNode;
}

/** Words shown under form fields besides their own help, by field name (a round's standard under the field it bounds). */
export type FieldHelp = Readonly<Record<string, ReactNode>>;

/** Props of the `round` shape's part above a form. */
export interface RoundPartProps {
  moduleKey: string;
  /** Told the help the round gives the form's fields (its standards) whenever the round is read. */
  onFieldHelp?: (help: FieldHelp) => void;
}

/**
 * The shapes' parts the generic record pages show: given by the app from web/src/shapes, so the
 * generic pages import no shape (as the record engine on the server imports none).
 */
export interface ShapeParts {
  AnswersPart?: ComponentType<AnswersPartProps>;
  /** The `round` shape's: the round's window and the union's places above the form, its standards beside their fields. */
  RoundPart?: ComponentType<RoundPartProps>;
  /** The `window` shape's: the assessment round of the form's year above the form, its items put into the form. */
  WindowPart?: ComponentType<WindowPartProps>;
  SteppedForm?: ComponentType<SteppedFormProps>;
  /** The `scoring` shape's: the reviewer's score table in the task dialog, sent with the approval. */
  ScoresPart?: ComponentType<ScoresPartProps>;
  /** The `scoring` shape's: a scored record's scores read-only, the reviewer's beside the union's own. */
  ScoresView?: ComponentType<{ entry: ModuleEntry; record: RecordView }>;
  /** The `consent` shape's: 短信确认 beside the nominee's consent slot (its `byCode`). */
  ConsentPart?: ComponentType<ConsentPartProps>;
  /** The `sendOut` shape's: 问卷链接 above a record's questionnaire (send, remind, 采用企业答复; read-only on the detail). */
  LinkPart?: ComponentType<LinkPartProps>;
  /** The `followUps` shape's: 跟进记录 on an approved record's detail, with its add dialog. */
  FollowUpsPart?: ComponentType<{ entry: ModuleEntry; record: RecordView }>;
}

const ShapePartsContext = createContext<ShapeParts>({});

/** Gives the generic record pages the shapes' parts. */
export function ShapePartsProvider({ parts, children }: { parts: ShapeParts; children: ReactNode }) {
  return <ShapePartsContext.Provider value={parts}>{children}</ShapePartsContext.Provider>;
}

/** The shapes' parts the app gave. */
export function useShapeParts(): ShapeParts {
  return useContext(ShapePartsContext);
}
