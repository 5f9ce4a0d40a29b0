/** Shapes of the answers the console relies on, as docs/API.md records them. */
import type { FieldError, FormData, LifecycleAction, RecordState } from '../catalogue';

/** The envelope of every JSON answer but the token endpoint's. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** One page of a paged list. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  searchCount?: boolean;
  pages: number;
}

/** Paging, sorting and filters of a list call. */
export type ListQuery = Record<string, string | number | undefined>;

/** `ident` of the account: what kind of union (or office) it speaks for. */
export type Ident = 'corp' | 'launion' | 'federation' | 'admin';

/** The token endpoint's answer (no envelope). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  user_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  role_name: string;
  avatar: string;
  tenant_id: string;
  license?: string;
  detail?: { ident?: Ident; unionId?: string; unionName?: string; isSub?: boolean };
}

/** An uploaded file. */
export interface AttachmentInfo {
  id: string;
  name: string;
  size?: number;
  mime?: string;
  url?: string;
}

/**
 * A record of a catalogue module as the API answers it: a list row or a detail (the API's `RecordView`,
 * services/records/engine/record-view.ts, with the caller's `actions`). Not the flow: that is the
 * Temporal workflow the record's `processInstanceId` names.
 */
export interface RecordView {
  id: string;
  module: string;
  state: RecordState;
  stateName: string;
  stage: string | null;
  stageName: string | null;
  processInstanceId: string | null;
  unionId: string;
  unionName: string;
  applicantId: string;
  applicantName: string;
  title: string | null;
  form: FormData;
  attachments?: AttachmentInfo[];
  openTaskId: string | null;
  lastComment: string | null;
  createTime: string;
  updateTime: string;
  submitTime: string | null;
  endTime: string | null;
  /** What the caller may do to the record now, read off the server's lifecycle table. */
  actions: LifecycleAction[];
  /** The names of the unions and persons its pickers hold, by id (absent from answers that are not records' rows). */
  names?: PickerNames;
  /** The open step of a stepped record; '' for a record of one step. */
  step?: string;
  /** A stepped record's steps and where each stands. */
  steps?: RecordStep[];
  /**
   * Present when the caller sees only some fields of the record (a reviewer, now or before, of stages
   * with field permissions): those fields; `form` holds no other, a hidden file is not listed.
   */
  visibleFields?: string[];
  /**
   * Present when the caller reviews an open task of the record whose stage sets field permissions:
   * what the stage shows and lets its reviewer edit.
   */
  fieldAccess?: FieldAccess;
}

/** The field permissions of the stage the caller reviews (the deployed model's stage `fields`). */
export interface FieldAccess {
  /** The open task the permissions are for. */
  taskId: string;
  stageName: string;
  /** The fields the reviewer sees; null: all of them. */
  visible: string[] | null;
  /** The fields the reviewer may change with an approval (`complete-task`'s `form`). */
  editable: string[];
}

/** Names of the ids a record's pickers hold: unions (`unionPicker`) and accounts (`personPicker`). */
export interface PickerNames {
  unions: Readonly<Record<string, string>>;
  persons: Readonly<Record<string, string>>;
}

/** One step of a stepped record as the detail answers it. */
export interface RecordStep {
  key: string;
  title: string;
  variant: string | null;
  calls: { save?: string; submit: string; resubmit: string };
  /** approved, pending, or the record's state at the open step. */
  state: string;
}

/** What `submit` and `resubmit` answer. */
export interface SubmitAnswer {
  id: string;
  processInstanceId: string;
}

/** One human review task. */
export interface TaskRow {
  taskId: string;
  processInstanceId: string;
  recordId: string;
  module: string;
  moduleTitle: string;
  title: string | null;
  unionName: string;
  applicantName: string;
  stage: string;
  stageName: string;
  createTime: string;
  dueTime: string | null;
  claimTime: string | null;
  completeTime: string | null;
  assigneeName: string | null;
  /** `approve` or `return` once done. */
  outcome: string | null;
  outcomeName?: string | null;
  comment: string | null;
  state: RecordState | null;
  stateName: string | null;
  /** What the user may do to the task now (claim, approve, return): the row's buttons come from it. */
  actions: LifecycleAction[];
}

/** The header badge's counts. */
export interface TodoCount {
  todo: number;
  claim: number;
  /** The user's union's records returned for changes, waiting to be resubmitted. */
  returned?: number;
  total: number;
}

/** Body of `complete-task`: `flag` is `ok` to approve, anything else returns. */
export interface CompleteTaskBody {
  taskId: string;
  processInstanceId: string;
  flag: 'ok' | 'back';
  comment: string;
  /** With `ok` only: new values of the stage's editable fields, applied with the approval. */
  form?: FormData;
}

/** One event of a flow's history. */
export interface HistoryEvent {
  seq: number;
  type: string;
  typeName: string;
  actorId: string | null;
  actorName: string | null;
  actorUnion: string | null;
  time: string;
  comment: string | null;
  stageName: string | null;
  taskId: string | null;
  /** The seq of the row this event repeats (a return's change of state); shown there, not on its own. */
  shownWith?: number | null;
  form?: FormData | null;
  /** A resubmission: the fields it changed against the round before (only fields the caller may see). */
  changes?: FieldChange[];
  hash?: string;
  prevHash?: string | null;
}

/** One field a resubmission changed: its value in the round before (as reviewed) and as sent again. */
export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** A node of the region lazy tree; the family answers `title`/`value`, the raw rows `name`/`code`. */
export interface RegionNode {
  id?: string;
  parentId?: string;
  title?: string;
  name?: string;
  key?: string;
  value?: string;
  code?: string;
  hasChildren?: boolean;
}

/** A dictionary entry. */
/** A union of the organisation tree (`dept/union-tree`), with the unions below it. */
export interface UnionNode {
  id: string;
  parentId: string;
  title: string;
  kind: 'federation' | 'launion' | 'corp';
  children: UnionNode[];
}

export interface DictItem {
  dictKey: string;
  dictValue: string;
}

/** `data` of a 400 answer. */
export interface ValidationErrors {
  errors: FieldError[];
}
