import { Type } from '@sinclair/typebox';
import { Nullable, TimeText } from '../../platform/core';
import { ReturnPointSchema } from './return-points';

/**
 * What the business modules answer (record-view.ts, record-answers.ts, the commands). Every field a
 * handler writes is named here: fast-json-stringify drops what a response schema does not name.
 * Each shape every module shares has an `$id`: one named component of the OpenAPI document that
 * every module's operations refer to, and the console's types read (web/src/api/schema.gen.ts).
 */

/**
 * The form as stored: the module's fields by name (open, since a stepped record merges its steps);
 * each module's save and submit bodies describe its fields.
 */
const FormSchema = Type.Object(
  {},
  { additionalProperties: true, description: "The form of the module: its fields by name (see the module's save body)" },
);

/**
 * 问卷链接 of a record whose contact was texted a questionnaire link (the `sendOut` shape's `records`
 * audience, survey's `sendSms`): where it stands, as the record's detail and the sending answer it.
 */
export const LinkInvitationSchema = Type.Object(
  {
    state: Type.Union(
      [Type.Literal('sent'), Type.Literal('reminded'), Type.Literal('opened'), Type.Literal('answered'), Type.Literal('expired')],
      {
        description: 'answered; expired (revoked, past its expiry or its campaign closed); else the latest of opened, reminded, sent',
      },
    ),
    phone: Nullable(Type.String({ description: 'The number texted, masked (137****7001)' })),
    sentAt: TimeText(),
    reminders: Type.Integer(),
    remindedAt: Type.Array(TimeText(), { description: 'Each reminder’s time, oldest first' }),
    openedAt: Nullable(TimeText()),
    answeredAt: Nullable(TimeText()),
    expiresAt: TimeText(),
  },
  { description: '问卷链接: the link texted to the record’s contact and where it stands; absent before the first sending' },
);

/** How many children an entry has in each state (`total` counts them all). */
const ChildCountsSchema = Type.Object(
  { total: Type.Integer() },
  {
    $id: 'ChildCounts',
    additionalProperties: Type.Integer(),
    description: 'The children by state: draft, in_review, returned, approved, removed ...',
  },
);

/** Name per id: an open object whose keys are ids (OpenAPI 3.0 has no pattern keys). */
const NamesById = (what: string) => Type.Object({}, { additionalProperties: Type.String(), description: `${what} name by id` });

/**
 * The names of the ids the record's pickers hold (record-documents `pickerNames`), so a reader shows
 * a name, not an id: unions of `unionPicker` fields, accounts of `personPicker` fields, columns of
 * tables included. An id of nothing the tenant knows is left out (shown as the id).
 */
const PickerNamesSchema = Type.Object({ unions: NamesById('Union'), persons: NamesById('Person') }, { $id: 'PickerNames' });

/** One item of a scored assessment: its 标准分, the union's own score (null: none), the reviewer's (null: not yet). */
const ReviewerScoreSchema = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    maxScore: Type.Integer(),
    selfScore: Nullable(Type.Number()),
    score: Nullable(Type.Number()),
  },
  { $id: 'ReviewerScore' },
);

/** One figure beside the union's approved figure of an earlier year (the `priorFigures` shape). */
const FigureChangeFields = {
  current: Type.Integer({ description: 'This record’s figure, in fen' }),
  prior: Nullable(Type.Integer({ description: '上年批准数 in fen; null where the prior record has no such line, or there is none' })),
  change: Type.Integer({ description: '增减额 in fen' }),
  changePercent: Nullable(Type.Number({ description: '增减率 in per cent to one decimal; null where the prior is 0 or none' })),
  flagged: Type.Boolean({ description: 'The change is over both thresholds (or a new line above the amount)' }),
};

/** The reviewer's view of a lines form: each compared line and total beside the approved figures of the year named. */
const PriorFiguresSchema = Type.Object(
  {
    year: Type.Integer({ description: 'The year compared' }),
    found: Type.Boolean({ description: 'The union has an approved record of that year (false: 无上年批准数, nothing flagged)' }),
    threshold: Type.Object({
      percent: Nullable(
        Type.Number({ description: "The federation's line_change_threshold_percent of the record's year; null: not set, nothing flagged" }),
      ),
      amount: Type.Integer({ description: 'The least change flagged, in fen' }),
    }),
    lines: Type.Array(
      Type.Object({
        field: Type.String(),
        line: Type.String({ description: 'The line’s key (a subject code, a month)' }),
        column: Type.String(),
        ...FigureChangeFields,
      }),
    ),
    totals: Type.Array(Type.Object({ field: Type.String(), ...FigureChangeFields })),
  },
  { $id: 'PriorFigures' },
);

const RecordFields = {
  id: Type.String(),
  module: Type.String(),
  state: Type.String({ description: 'draft, in_review, returned, approved, cancelled, expired' }),
  stateName: Type.String(),
  stage: Nullable(Type.Integer({ description: 'The open review stage; null when none is open' })),
  stageName: Nullable(Type.String()),
  step: Type.String({ description: "The open step of a stepped record; '' for a record of one step" }),
  processInstanceId: Type.String(),
  unionId: Type.String(),
  unionName: Type.String(),
  applicantId: Type.String(),
  applicantName: Type.String(),
  title: Type.String(),
  form: FormSchema,
  openTaskId: Nullable(Type.String()),
  lastComment: Nullable(Type.String()),
  createTime: Nullable(TimeText()),
  updateTime: Nullable(TimeText()),
  submitTime: Nullable(TimeText()),
  endTime: Nullable(TimeText()),
  actions: Type.Array(Type.String(), { description: 'What the caller may do to the record now (the lifecycle table)' }),
  names: PickerNamesSchema,
  visibleFields: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'Present when the caller sees only some fields (a reviewer of stages with field permissions): those fields; `form` holds no other',
    }),
  ),
  // A module with children (activityworks): the entry's works counted by state, its partial progress.
  children: Type.Optional(ChildCountsSchema),
  // A module whose approved records others are filed about (the `subject` shape's other side): those records by module.
  about: Type.Optional(
    Type.Array(
      Type.Object({
        module: Type.String(),
        title: Type.String({ description: 'the module’s title' }),
        counts: Type.Record(Type.String(), Type.Integer(), { description: 'the records about it by state, and `total`' }),
        records: Type.Array(Type.Object({ id: Type.String(), state: Type.String(), title: Type.String(), createTime: TimeText() }), {
          description: 'the newest 20 of them',
        }),
      }),
      { description: 'The records filed about this one (drafts left out), by module' },
    ),
  ),
  // A scored assessment (the `scoring` shape): its items with the reviewer's scores, once approved.
  reviewerScores: Type.Optional(
    Type.Array(ReviewerScoreSchema, { description: 'A scored assessment in review or scored: its items in order' }),
  ),
  // A nominee who confirmed their consent by the texted code (the `consent` shape), as the form stands.
  consent: Type.Optional(
    Type.Object(
      { phone: Type.String({ description: 'The number texted, masked (138****2222)' }), confirmedAt: Nullable(TimeText()) },
      { description: "The nominee's consent confirmed by code (I-CONSENT); absent when not, or the ID number or mobile changed since" },
    ),
  ),
  // A record a questionnaire link was answered for (the `sendOut` shape): the response it may take in.
  linkAnswer: Type.Optional(
    Type.Object(
      {
        responseId: Type.String(),
        answeredAt: TimeText(),
        version: Type.Integer({ description: 'The version the campaign pinned (the record must answer it)' }),
        answers: Type.Record(Type.String(), Type.Unknown(), { description: 'By question id, as the link answered them' }),
      },
      { description: '问卷答复: the answer given through the link; absent where there is none' },
    ),
  ),
  // A record whose contact was texted a questionnaire link (the `sendOut` shape's `records` audience, survey's `sendSms`).
  linkInvitation: Type.Optional(LinkInvitationSchema),
  // An approved record of a module with follow-up rows (the `followUps` shape): the case's state.
  followUp: Type.Optional(
    Type.Object(
      {
        caseState: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
        nextDue: Nullable(Type.Object({ kind: Type.String(), kindName: Type.String(), day: Type.String() })),
        overdue: Type.Boolean(),
        rows: Type.Integer({ description: 'Follow-up rows recorded' }),
      },
      { description: '跟进状态: open or closed, the next row due and whether it is overdue; approved records only' },
    ),
  ),
  // A lines form compared with an earlier year's approved figures (the `priorFigures` shape); null when the record names no year.
  priorFigures: Type.Optional(Nullable(PriorFiguresSchema)),
  reviewerTotal: Type.Optional(Nullable(Type.Integer({ description: "The reviewer's total; null until it approved" }))),
  reviewerGrade: Type.Optional(
    Nullable(Type.String({ description: "The reviewer's grade (assessment_grade key) where the module grades; null until it approved" })),
  ),
};

/** A record as a list row (page, send-list) of every module: the record and the caller's actions on it. */
export const RecordRowSchema = Type.Object(RecordFields, { $id: 'RecordRow' });

const StepCallsSchema = Type.Object({
  save: Type.Optional(Type.String()),
  submit: Type.String(),
  resubmit: Type.String(),
});

/** Where one step of a stepped record stands (record-answers.ts `stepsOf`). */
const StepStateSchema = Type.Object(
  {
    key: Type.String(),
    title: Type.String(),
    variant: Nullable(Type.String()),
    calls: StepCallsSchema,
    state: Type.String({ description: 'approved, pending, or the record state of the open step' }),
  },
  { $id: 'RecordStep' },
);

/** The open task's stage with field permissions: what it shows and what its reviewer may change with an approval. */
export const FieldAccessSchema = Type.Object(
  {
    taskId: Type.String(),
    stageName: Type.String(),
    visible: Nullable(Type.Array(Type.String({ description: 'The fields the stage shows; null: all' }))),
    editable: Type.Array(Type.String(), { description: 'The fields the reviewer may change with an approval (complete-task `form`)' }),
  },
  { $id: 'FieldAccess' },
);

/** One record with its actions and, for a stepped module, its steps (the commands' answer). */
export const RecordAnswerSchema = Type.Object(
  {
    ...RecordFields,
    steps: Type.Optional(Type.Array(StepStateSchema, { description: 'Stepped modules: where each step stands' })),
    fieldAccess: Type.Optional(FieldAccessSchema),
  },
  { $id: 'RecordAnswer' },
);

/** One uploaded file of a record. */
export const AttachmentSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    mime: Type.String(),
    createTime: Type.Optional(Nullable(TimeText())),
    url: Type.String(),
  },
  { $id: 'Attachment' },
);

/** One line of a record's log of full views (`personal_data_view`). */
export const PersonalViewSchema = Type.Object(
  {
    accountId: Type.String(),
    accountName: Type.String(),
    unionId: Type.String(),
    unionName: Type.String(),
    channel: Type.String({ description: '`reveal`, `edit`, `detail`, `print`, `file`, `zip`' }),
    day: Type.String({ description: 'yyyy-MM-dd (Beijing)' }),
    times: Type.Integer({ description: 'The full views of that account that day by that channel' }),
  },
  { $id: 'PersonalView' },
);

/** The detail: the record answer and its uploads. */
export const RecordDetailSchema = Type.Object(
  {
    ...RecordAnswerSchema.properties,
    returnPoints: Type.Optional(
      Type.Array(ReturnPointSchema, {
        description: 'A returned record: the lines (or rows) of its tables the return points at, each with the reviewer’s words',
      }),
    ),
    attachments: Type.Array(AttachmentSchema),
    personalViews: Type.Optional(
      Type.Array(PersonalViewSchema, {
        description:
          "Who viewed the record's personal data in full, one line per account, channel and day, newest first (to the applicant union and the reviewers; a module with personal data)",
      }),
    ),
  },
  { $id: 'RecordDetail' },
);

/** What a flow command answers (workflows' FlowView), as claim-task and complete-task answer it. */
export const FlowViewSchema = Type.Object(
  {
    recordId: Type.String(),
    processInstanceId: Type.String(),
    state: Type.String(),
    stage: Type.Integer(),
    openTaskId: Nullable(Type.String()),
    step: Type.Optional(Type.String({ description: "The open step's key; '' for a record of one step" })),
  },
  { $id: 'FlowView' },
);

/** What submit and resubmit answer. */
export const SubmittedSchema = Type.Object(
  {
    id: Type.String(),
    processInstanceId: Type.String(),
    state: Type.String(),
    step: Type.Optional(Type.String({ description: "The open step's key (stepped modules' own calls)" })),
  },
  { $id: 'Submitted' },
);

/** A document of the record (`downloadfile`): the preview, each upload, and the zip of them. */
export const DocumentSchema = Type.Object({
  id: Type.String(),
  /** Where the form holds the file: a field, a slot (`files.photos`) or a row's cell (`venues[2].photo`); absent for a document the portal writes. */
  field: Type.Optional(Type.String({ description: 'Where the form holds the file: photo, files.photos, venues[2].photo' })),
  name: Type.String(),
  size: Nullable(Type.Integer()),
  mime: Type.String(),
  createTime: Type.Optional(Nullable(TimeText())),
  url: Type.String(),
});

/** A 200 that is a file (services/platform/core), beside the record's answer schemas that its routes import. */
export { fileAnswer } from '../../platform/core';

/** A child record (a work under its entry) as its list row and detail: a record with its entry's id. */
export const ChildRowSchema = Type.Object({ ...RecordFields, parentId: Type.String() }, { $id: 'ChildRow' });
export const ChildAnswerSchema = Type.Object({ ...RecordAnswerSchema.properties, parentId: Type.String() }, { $id: 'ChildAnswer' });
