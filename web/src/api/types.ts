/**
 * The console's names for the shapes of the records and flow calls, read off the generated API types
 * (schema.gen.ts, `npm run api-types`). Where the console needs a narrower type than the wire (a
 * state, an action, a form typed by the catalogue), it narrows the generated one here.
 */
import type { FieldError, FormData, LifecycleAction, RecordState } from '../catalogue';
import type { AnswerOf, BodyOf, DataOf, ItemOf, QueryOf, RowOf, Schemas } from './schema-types';

/** The envelope of every JSON answer but the token endpoint's. */
export type Envelope<T> = Omit<Schemas['ErrorEnvelope'], 'data'> & { data: T };

/** One page of a paged list. */
export type Page<T> = Omit<DataOf<'get', '/api/blade-flow/work/send-list'>, 'records'> & { records: T[] };

/** Paging, sorting and filters of a list call, as the console's lists gather them. */
export type ListQuery = Record<string, string | number | undefined>;

/** `ident` of the account: what kind of union (or office) it speaks for. */
export type Ident = NonNullable<QueryOf<'get', '/api/blade-user/user/list'>['ident']>;

type TokenWire = AnswerOf<'post', '/api/blade-auth/oauth/token'>;
/** The token endpoint's answer (no envelope), with the account's `ident` narrowed. */
export type TokenAnswer = Omit<TokenWire, 'detail'> & { detail: Omit<TokenWire['detail'], 'ident'> & { ident: Ident } };

/** An uploaded file. */
export type AttachmentInfo = Schemas['Attachment'];

/** The record's facts the console narrows: its state and actions as the catalogue names them, its form as the catalogue types it. */
interface Narrowed {
  state: RecordState;
  /** What the caller may do to the record now, read off the server's lifecycle table. */
  actions: LifecycleAction[];
  form: FormData;
}

/** A record-shaped answer (a row, a detail, a child, a summary) with the facts the console narrows. */
export type Narrow<T> = Omit<T, keyof Narrowed> & Narrowed;

/**
 * A record of a catalogue module as the API answers it: a list row or a detail (the API's
 * `RecordAnswer`, with `attachments` where the detail answers them). Not the flow: that is the
 * Temporal workflow the record's `processInstanceId` names.
 */
export type RecordView = Narrow<Schemas['RecordAnswer']> & {
  attachments?: Schemas['RecordDetail']['attachments'];
  /** A returned record's detail: the lines or rows of its tables the return points at. */
  returnPoints?: Schemas['RecordDetail']['returnPoints'];
  /** Who viewed the record's personal data in full (the applicant union's and the reviewers' detail of a module with personal data). */
  personalViews?: Schemas['RecordDetail']['personalViews'];
  parentId?: string;
};

/** The field permissions of the stage the caller reviews (the deployed model's stage `fields`). */
export type FieldAccess = Schemas['FieldAccess'];

/** A lines form beside the union's approved figures of an earlier year (the `priorFigures` shape): the reviewer's cells. */
export type PriorFigures = Schemas['PriorFigures'];

/** Names of the ids a record's pickers hold: unions (`unionPicker`) and accounts (`personPicker`). */
export type PickerNames = Schemas['PickerNames'];

/** One step of a stepped record as the detail answers it. */
export type RecordStep = Schemas['RecordStep'];

/** What `submit` and `resubmit` answer. */
export type SubmitAnswer = Schemas['Submitted'];

/** One human review task, its record's state and its actions narrowed. */
export type TaskRow = Omit<RowOf<'get', '/api/blade-flow/work/todo-list'>, 'state' | 'actions'> & {
  state: RecordState | null;
  /** What the user may do to the task now (claim, approve, return): the row's buttons come from it. */
  actions: LifecycleAction[];
};

/** The header badge's counts. */
export type TodoCount = DataOf<'get', '/api/blade-flow/work/todo-count'>;

/** Body of `complete-task`: `flag` is `ok` to approve, `back` returns, `decline` refuses for good (where the stage may). */
export type CompleteTaskBody = Omit<BodyOf<'post', '/api/blade-flow/work/complete-task'>, 'flag' | 'form'> & {
  flag: 'ok' | 'back' | 'decline';
  /** With `ok` only: new values of the stage's editable fields, applied with the approval. */
  form?: FormData;
};

/** One event of a flow's history. */
export type HistoryEvent = Omit<ItemOf<'get', '/api/blade-flow/process/history-flow-list'>, 'form'> & { form?: FormData | null };

/** One field a resubmission changed: its value in the round before (as reviewed) and as sent again. */
export type FieldChange = NonNullable<HistoryEvent['changes']>[number];

/** A node of the region lazy tree. */
export type RegionNode = ItemOf<'get', '/api/blade-system/region/lazy-tree'>;

/** A union of the organisation tree (`dept/union-tree`), with the unions below it. */
export type UnionNode = Schemas['UnionTreeNode'];

/** A dictionary entry. */
export type DictItem = ItemOf<'get', '/api/blade-system/dict/dictionary'>;

/** `data` of a 400 answer, its broken rules as the catalogue names them. */
export type ValidationErrors = Omit<NonNullable<Schemas['ErrorEnvelope']['data']>, 'errors'> & { errors: FieldError[] };

/** A rows field's rows read from a sheet (`rowsImport`), for the form's table to fill. */
export type RowsImport = Schemas['RowsImport'];
