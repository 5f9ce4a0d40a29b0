import type { I18nText } from '../types';

/**
 * A flow model as data (issue 10): a graph of review stages an administrator designs, deploys as an
 * immutable version and follows. The catalogue's chains (catalogue/flow/) are its first models
 * (`modelOfChain`). This file holds the shape only; checking it is `validateModel`.
 */

/** Who may take a stage's task (or who is copied, for `cc`). */
export type CandidateRule =
  /** The applicant union's direct higher union. */
  | { kind: 'applicantParent' }
  /** Accounts holding a role (in the tenant), e.g. the federation's reviewers. */
  | { kind: 'role'; role: string }
  /** Accounts holding a role within the applicant's chain at one union level (launion, federation). */
  | { kind: 'roleAtLevel'; role: string; level: 'launion' | 'federation' }
  /** Named accounts. */
  | { kind: 'users'; userIds: string[] }
  /** The union a `unionPicker` field of the form names (a transfer in: the receiving union). */
  | { kind: 'formUnion'; field: string }
  /** Accounts whose data scope reaches the applicant union (a data-scope rule). */
  | { kind: 'dataScope'; resource: string };

/** How a stage with several candidates completes: any one of them, all of them, or all one after another. */
export type Completion = 'any' | 'all' | 'sequence';

/** What happens when a stage's task passes its due time. */
export type TimeoutAction = 'remind' | 'autoApprove' | 'autoReturn' | 'escalate';

/** A condition on a branch, read from the record when the flow reaches a gateway. */
export type BranchCondition =
  | { kind: 'unionKind'; in: ('corp' | 'launion' | 'federation')[] }
  | { kind: 'field'; field: string; op: 'eq' | 'ne' | 'in'; value: string | string[] }
  /** A number of the form (money in fen, a count) compared with a bound. */
  | { kind: 'amount'; field: string; op: 'lt' | 'le' | 'gt' | 'ge'; value: number };

export interface StartNode {
  kind: 'start';
  id: string;
}

export interface EndNode {
  kind: 'end';
  id: string;
}

/**
 * The form fields a stage's reviewers see, may edit, and must have filled when they approve
 * (`requiredOnApprove`: the amount a deciding stage sets).
 */
export interface StageFields {
  visible?: string[];
  editable?: string[];
  requiredOnApprove?: string[];
}

/**
 * A shorter (or longer) due time while a form field holds one of the values: an urgent legal-aid case's
 * stages are due in 24 hours rather than 48 or 168. The condition reads the form the task reviews.
 */
export interface DueHoursWhen {
  field: string;
  equals: string[];
  hours: number;
}

/** A review stage: a user task with its candidates and its rules. */
export interface StageNode {
  kind: 'stage';
  id: string;
  name: I18nText;
  candidates: CandidateRule[];
  completion: Completion;
  dueHours: number;
  /** The due time while the form holds one of the values (`dueHours` otherwise). */
  dueHoursWhen?: DueHoursWhen;
  onTimeout: TimeoutAction;
  /** The form fields the stage's reviewers see and may edit; none given: they see all and edit none. */
  fields?: StageFields;
  /** Accounts told of the stage (知会), who only acknowledge. */
  cc?: CandidateRule[];
  /** The stage's reviewers may refuse the record outright (不予通过): it ends 未通过. */
  decline?: boolean;
}

/** An exclusive gateway: the first outgoing edge whose condition holds, else its default edge. */
export interface ChoiceNode {
  kind: 'choice';
  id: string;
  name?: I18nText;
}

/** A parallel gateway: splits into every outgoing edge, or joins its incoming ones. */
export interface ParallelNode {
  kind: 'parallel';
  id: string;
}

export type FlowNode = StartNode | EndNode | StageNode | ChoiceNode | ParallelNode;

/** An edge of the graph; out of a choice node it has a condition or is the default. */
export interface FlowEdge {
  id: string;
  from: string;
  to: string;
  condition?: BranchCondition;
  isDefault?: boolean;
}

export interface FlowGraph {
  key: string;
  name: I18nText;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/**
 * The deployed model a record's flow started on (or was migrated to), pinned in its input: the
 * graph is copied, so a later version or a deleted deployment never changes a running record.
 * Version 0 is the catalogue's built-in chain, used where no deployment exists.
 */
export interface PinnedFlow {
  modelKey: string;
  /** The `flow_model_version` row; '' for the built-in chain. */
  versionId: string;
  version: number;
  graph: FlowGraph;
}
