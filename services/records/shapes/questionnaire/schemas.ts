import { Type, type Static } from '@sinclair/typebox';
import { demoSurveySet, type Question } from '../../../../catalogue/questionnaire';
import { IdString, Nullable, TimeText } from '../../../platform/core';
import { RegisterRowEvent } from '../register';

const SetKey = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: 'The question set key (`survey`)' });
const Version = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const SetKeyQuery = Type.Object({ setKey: SetKey, version: Type.Optional(Version) }, { additionalProperties: false });

export const ResultQuery = Type.Object(
  {
    setKey: Type.Optional(SetKey),
    version: Type.Optional(Version),
    scope: Type.Optional(
      Type.Union([Type.Literal('approved'), Type.Literal('submitted')], {
        description:
          '`approved` (default): approved records only; `submitted`: every submitted record still in review, returned or approved',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PublishedQuery = Type.Object(
  { setKey: Type.Optional(SetKey), version: Type.Optional(Version) },
  { additionalProperties: false },
);

export const CreateBody = Type.Object(
  { setKey: SetKey, title: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false, examples: [{ setKey: 'bookroom', title: '职工书屋情况调查问卷' }] },
);

/** The questions are checked by `checkQuestionSet` (catalogue/questionnaire), which names the broken one. */
const Content = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    questions: Type.Array(Type.Object({}, { additionalProperties: true, description: 'A question (catalogue/questionnaire/types.ts)' }), {
      maxItems: 200,
    }),
  },
  { additionalProperties: false },
);

export const SaveDraftBody = Type.Object(
  { setKey: SetKey, version: Type.Optional(Version), content: Content },
  { additionalProperties: false, examples: [{ setKey: 'survey', content: demoSurveySet }] },
);

export const PublishBody = Type.Object(
  { setKey: SetKey, version: Version },
  { additionalProperties: false, examples: [{ setKey: 'survey', version: 2 }] },
);

/** surveylog: one record's history (`pid`), or the records about one register entry (`enterpriseId`). */
export const SurveyLogQuery = Type.Object(
  {
    pid: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The record id or its processInstanceId' })),
    enterpriseId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 20, description: 'A register entry: its surveys, newest first (in place of pid)' }),
    ),
  },
  { additionalProperties: false },
);
export const OptionalIdQuery = Type.Object({ id: Type.Optional(IdString) }, { additionalProperties: false });

const VersionSummary = Type.Object({
  version: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  questionCount: Type.Integer(),
  updateTime: TimeText(),
  publishTime: Nullable(TimeText()),
});

const QuestionText = {
  id: Type.String({ description: 'Stable within a set: answers are stored under it' }),
  title: Type.String(),
  help: Type.Optional(Type.String()),
  required: Type.Boolean(),
  showWhen: Type.Optional(
    Type.Object(
      { question: Type.String(), equals: Type.Array(Type.String()) },
      { description: 'Shown only while the earlier single-choice question is answered with one of these keys' },
    ),
  ),
};
const QuestionOption = Type.Object({ key: Type.String(), label: Type.String() });
const IntOption = Type.Optional(Type.Integer());

/**
 * One question as `checkQuestionSet` keeps it (only each kind's known properties), by kind. Named,
 * so the console reads it from the generated types; QUESTION_SCHEMA_IN_SYNC keeps it what
 * catalogue/questionnaire/types.ts says.
 */
const QuestionSchema = Type.Union(
  [
    Type.Object({ ...QuestionText, kind: Type.Literal('single'), options: Type.Array(QuestionOption) }),
    Type.Object({
      ...QuestionText,
      kind: Type.Literal('multiple'),
      options: Type.Array(QuestionOption),
      minChoices: IntOption,
      maxChoices: IntOption,
    }),
    Type.Object({ ...QuestionText, kind: Type.Literal('text'), maxLength: Type.Integer(), multiline: Type.Optional(Type.Boolean()) }),
    Type.Object({
      ...QuestionText,
      kind: Type.Literal('scale'),
      min: Type.Integer(),
      max: Type.Integer(),
      minLabel: Type.Optional(Type.String()),
      maxLabel: Type.Optional(Type.String()),
    }),
    Type.Object({
      ...QuestionText,
      kind: Type.Literal('number'),
      min: Type.Integer(),
      max: Type.Integer(),
      unit: Type.Optional(Type.String()),
    }),
    Type.Object({
      ...QuestionText,
      kind: Type.Literal('table'),
      columns: Type.Array(
        Type.Object({
          key: Type.String(),
          label: Type.String(),
          kind: Type.Union([Type.Literal('text'), Type.Literal('integer')]),
          required: Type.Optional(Type.Boolean()),
        }),
      ),
      minRows: IntOption,
      maxRows: IntOption,
    }),
  ],
  { $id: 'Question' },
);

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Compiles only while the schema says what catalogue/questionnaire/types.ts says: a new kind or property is added here too. */
export const QUESTION_SCHEMA_IN_SYNC: Exact<Static<typeof QuestionSchema>, Question> = true;

/** One version's content as the builder wrote it and the check kept it. */
export const ContentOut = Type.Object(
  { title: Type.String(), description: Type.Optional(Type.String()), questions: Type.Array(QuestionSchema) },
  { $id: 'QuestionSetContent' },
);

export const SetDetail = Type.Object({
  setKey: Type.String(),
  title: Type.String(),
  version: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  questionCount: Type.Integer(),
  updateTime: TimeText(),
  publishTime: Nullable(TimeText()),
  content: ContentOut,
  versions: Type.Array(VersionSummary),
});

export const SetList = Type.Array(Type.Object({ setKey: Type.String(), title: Type.String(), versions: Type.Array(VersionSummary) }));

export const Published = Type.Object({
  setKey: Type.String(),
  version: Type.Integer(),
  publishTime: Nullable(TimeText()),
  content: ContentOut,
});

export const QuestionResult = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  shown: Type.Integer({ description: 'Records the question was shown to (fewer than all for a question with showWhen)' }),
  answered: Type.Integer(),
  options: Type.Optional(Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() }))),
  average: Type.Optional(Nullable(Type.Number())),
  points: Type.Optional(Type.Array(Type.Object({ value: Type.Integer(), count: Type.Integer() }))),
  sum: Type.Optional(Type.Number()),
  median: Type.Optional(Nullable(Type.Number())),
  texts: Type.Optional(Type.Array(Type.Object({ recordId: Type.String(), title: Type.String(), text: Type.String() }))),
  rowCount: Type.Optional(Type.Integer()),
  columnSums: Type.Optional(Type.Array(Type.Object({ key: Type.String(), label: Type.String(), sum: Type.Number() }))),
});

export const Results = Type.Object({
  setKey: Type.String(),
  version: Type.Integer(),
  title: Type.String(),
  scope: Type.String(),
  recordCount: Type.Integer(),
  questions: Type.Array(QuestionResult),
});

export const SurveyLog = Type.Object({
  id: Type.String(),
  processInstanceId: Type.String(),
  title: Type.String(),
  history: Type.Array(
    Type.Object({}, { additionalProperties: true, description: 'One event (as /api/blade-flow/process/history-flow-list)' }),
  ),
});

/**
 * surveylog by `enterpriseId`: the entry, the records filed about it that the caller may see, newest
 * first, and the entry's own events (entered, renamed, surveyed, removed), newest first.
 */
export const EnterpriseSurveys = Type.Object({
  enterpriseId: Type.String(),
  name: Type.String({ description: 'The entry’s registered name now' }),
  surveys: Type.Array(
    Type.Object({
      id: Type.String(),
      processInstanceId: Type.String(),
      title: Type.String(),
      state: Type.String(),
      year: Nullable(Type.Integer({ description: 'The year surveyed (the period’s field)' })),
      createTime: TimeText(),
      submitTime: Nullable(TimeText()),
    }),
  ),
  events: Type.Array(RegisterRowEvent, { description: 'The entry’s own events on its stream, newest first' }),
});

export const Phone = Type.Object({ hasPhone: Type.Boolean(), phone: Nullable(Type.String({ description: 'Masked: 139****9000' })) });

/** One answer: an option key, option keys, text, a scale point or number, or table rows (catalogue/questionnaire/types.ts `Answer`). */
const AnswerSchema = Type.Union([
  Type.String({ maxLength: 5000, description: 'single: the option key; text: the text' }),
  Type.Array(Type.String({ maxLength: 40 }), { maxItems: 50, description: 'multiple: the option keys' }),
  Type.Integer({ description: 'scale: the point given; number: the number' }),
  Type.Array(
    Type.Object(
      {},
      { additionalProperties: Type.Union([Type.String({ maxLength: 500 }), Type.Integer()]), description: 'Column key to cell' },
    ),
    { maxItems: 200, description: 'table: the rows' },
  ),
]);

/**
 * The questionnaire part of a form body (the OpenAPI document of modules with `questionnaire`): the
 * pinned published version and the answers by question id. `checkQuestionnaire` checks the rest
 * against that version's questions.
 */
export const QuestionnaireFormPart = {
  questionSetVersion: Type.Integer({
    minimum: 1,
    description: 'The published version of the question set the answers follow (GET question-set/published); needed to submit',
  }),
  answers: Type.Object(
    {},
    {
      additionalProperties: AnswerSchema,
      description: 'Answers by question id of that version; a required question must be answered to submit',
    },
  ),
};
