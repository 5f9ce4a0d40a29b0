import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { FieldError, Lang, ModuleEntry } from '../../../catalogue';
import type { Database, Projection, RecordRow, ReviewerScores } from '../../../db';
import type { LifecycleInput } from '../../../workflows';
import type { SessionUser } from '../../identity/auth';

/** The commands a shape may guard: the form's, and a reviewer's approval of a stage (its form the record's as it stands). */
export type GuardedCommand = 'save' | 'submit' | 'resubmit' | 'approve';

/** A form command as a guard sees it: who sends which record of which union, with the checked form it sends. */
export interface HeldSubmission {
  viewer: SessionUser;
  recordId: string;
  /** The record's union: its applicant union, the viewer's for a new record. */
  unionId: string;
  lang: Lang;
  form: Readonly<Record<string, unknown>>;
}

/**
 * What is done around a form command: runs `send` (the flow command) under a lock or claim, and may
 * refuse first (409: the period held by another record, the roll-up's quota used).
 */
export type CommandGuard = <T>(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, send: () => Promise<T>) => Promise<T>;

/** A score a reviewer sends with its approval (complete-task's `scores`): an item's code and its score. */
export interface SentScore {
  code: string;
  score: number;
}

/** A record as its reviewer's approval finds it: its applicant union's place in the tree and its form. */
export interface ApprovedRecord {
  id: string;
  tenantId: string;
  unionPath: string;
  form: Readonly<Record<string, unknown>>;
}

/**
 * The scores an approval of the module's records must carry (an assessment's, AS-S3): checks those
 * sent (400 naming the row and column, nothing changed) and answers what the approval records
 * (undefined: the record has nothing to score, its round gone).
 */
export type ApprovalScores = (
  db: Kysely<Database>,
  entry: ModuleEntry,
  record: ApprovedRecord,
  sent: readonly SentScore[] | undefined,
  lang: Lang,
) => Promise<ReviewerScores | undefined>;

/**
 * A part of a form that a shape checks beyond the entry's fields (a questionnaire's answers): the
 * body keys it takes, and its check answering the errors and the value the record keeps.
 */
export interface FormPart {
  keys: readonly string[];
  /**
   * The keys as the OpenAPI document shows them in the form calls' bodies (documentation only: `check`
   * is the authority), and those a submit needs. Their example values are the entry's `example`'s.
   */
  document?: { properties: Record<string, TSchema>; requiredOnSubmit: readonly string[] };
  check: (
    db: Kysely<Database>,
    tenantId: string,
    entry: ModuleEntry,
    part: Record<string, unknown>,
    mode: 'draft' | 'submit',
    lang: Lang,
    /**
     * The applicant union's path in the organisation tree, the whole body sent, unchecked (a summary's
     * kind picks its source), the record it is for and the account sending it (a nominee's consent code).
     */
    applicant: { unionPath: string; body: Readonly<Record<string, unknown>>; recordId: string; userId: string },
  ) => Promise<{ errors: FieldError[]; value: Record<string, unknown> }>;
}

/** An event about a record that is not its flow's (a questionnaire link sent, opened, answered), as its history lists it. */
export interface ShapeHistoryEvent {
  /** What it is about: `link`, a questionnaire link's (the only shape events yet). */
  source: 'link';
  type: string;
  typeName: string;
  /** yyyy-MM-dd HH:mm:ss, Beijing: where it falls among the flow's events. */
  time: string | null;
  actorName: string;
  comment: string | null;
}

/**
 * What a shape adds to the record engine (docs/ARCHITECTURE.md, "Shapes as hook objects"). A shape
 * is one folder `services/records/shapes/<shape>/` whose index exports one of these;
 * `services/records/shapes/index.ts` lists them, and the engine iterates that list without naming
 * a shape. Every member but `name` and `option` is optional.
 */
export interface RecordShape<Opt = unknown> {
  /** The shape's name, also its console folder's (`web/src/shapes/<name>/`). */
  name: string;
  /** The shape's setting on the entry (entry.children, entry.period ...), undefined where it is off. */
  option(entry: ModuleEntry): Opt | undefined;
  /** Its own calls on a module it is on, registered in the module's scope (`/api/blade-crop/crop/<module>`). */
  routes?(entry: ModuleEntry, opt: Opt): FastifyPluginAsync;
  /** Calls it serves once for all modules, under `/api/blade-crop/crop` (the questionnaire's builder). */
  sharedRoutes?: FastifyPluginAsync;
  /**
   * Calls without an account it serves once for all modules, under `/api/blade-crop/public<prefix>`
   * (the questionnaire links' open and answer): each route flags itself `config.public`.
   */
  publicRoutes?: { prefix: string; routes: FastifyPluginAsync };
  /** The standard calls it serves itself on the module (saveSubmits: `save`), which the standard routes then leave out. */
  takesCalls?(entry: ModuleEntry, opt: Opt): readonly string[];
  /** What it adds to the form's checks (a questionnaire's answers, a summary's gathered records), if anything. */
  formPart?(entry: ModuleEntry, opt: Opt): FormPart | undefined;
  /** The scores a reviewer's approval carries (the assessments' `scoring`); a module without it takes none. */
  approvalScores?: ApprovalScores;
  /** Guards around a form command: the period hold, the roll-up's quota. */
  guards?: Partial<Record<GuardedCommand, CommandGuard>>;
  /** What it adds to the flow's start input (the steps pinned, a notice staying open after approval). */
  flowInput?(entry: ModuleEntry, opt: Opt): Partial<LifecycleInput>;
  /** Records it lets a viewer see beyond the viewer's data scope (the notices published above). */
  reach?(eb: ExpressionBuilder<Database, 'record'>, viewer: SessionUser): Expression<SqlBool>;
  /** What it adds to each list row and detail of the module (a parent's children counts), by record id. */
  rowParts?(
    app: FastifyInstance,
    request: FastifyRequest,
    entry: ModuleEntry,
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, Readonly<Record<string, unknown>>>>;
  /** Its own events about a record, which the record's history (surveylog) lists beside the flow's in time order. */
  historyEvents?(db: Kysely<Database>, entry: ModuleEntry, opt: Opt, record: RecordRow, lang: Lang): Promise<readonly ShapeHistoryEvent[]>;
  /**
   * How its own events project into the read models: its part of db's projection
   * (db/projections/shapes/<shape>.ts), named here so the shape's folder says all it does. The part
   * lives in db/, whose dispatcher joins it (services may import db, not the other way round).
   */
  projection?: Projection;
  /**
   * Answers and bodies its console part is typed against, each named (`$id`) and added to the OpenAPI
   * document's components whether or not a catalogue module has the shape yet (web/src/api/schema.gen.ts).
   */
  consoleSchemas?: readonly TSchema[];
}

/**
 * A shape as the list holds it, its option's type left open. The hooks taking the option are
 * methods, so a shape typed against its own option is one of these.
 */
export type AnyRecordShape = RecordShape<unknown>;
