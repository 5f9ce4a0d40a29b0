import { Type, type Static } from '@sinclair/typebox';
import { DayText, IdString, Nullable, PagingQuery, TimeText } from '../../platform/core';

const Day = DayText('yyyy-MM-dd (Asia/Shanghai)');
const DictKey = (dict: string) => Type.String({ pattern: '^[0-9A-Za-z_]{1,20}$', description: `Key of dictionary ${dict}` });

export const OpenBody = Type.Object(
  {
    roundId: IdString,
    recordIds: Type.Array(IdString, {
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      description: 'The approved records of the round to publish',
    }),
    title: Type.Optional(Type.String({ minLength: 4, maxLength: 100, description: 'The notice title (default: the round title + 公示)' })),
    startDate: Type.Optional(Day),
    workingDays: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 30, description: "At least the round's publicityDays (its value when absent)" }),
    ),
    contactPhone: Type.String({ pattern: '^[0-9-]{7,20}$', description: 'Where objections are taken by phone' }),
    contactEmail: Type.Optional(Type.String({ format: 'email', maxLength: 100 })),
    note: Type.Optional(Type.String({ maxLength: 2000, description: 'The notice text (受理方式, 要求实名 ...)' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        roundId: '1',
        recordIds: ['2'],
        title: '2026年北京市劳动模范和先进工作者推荐人选公示',
        startDate: '2026-04-13',
        workingDays: 5,
        contactPhone: '010-62345678',
        contactEmail: 'xuanping@gonghui.example.cn',
        note: '如有异议，请于公示期内以实名方式向区总工会反映。',
      },
    ],
  },
);
export type OpenInput = Static<typeof OpenBody>;

export const ObjectionBody = Type.Object(
  {
    publicityId: IdString,
    recordId: IdString,
    content: Type.String({ minLength: 10, maxLength: 2000, description: 'What the objection says (10–2000 characters)' }),
    objectorName: Type.Optional(Type.String({ minLength: 2, maxLength: 30, description: 'Real names are asked for, not required' })),
    objectorUnit: Type.Optional(Type.String({ maxLength: 100 })),
    mobile: Type.String({ description: "The objector's mobile (the answer is given there)" }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 100 })),
    captchaKey: Type.String({ maxLength: 64, description: 'The key of the image captcha shown (`/api/blade-auth/oauth/captcha`)' }),
    captchaCode: Type.String({ maxLength: 16, description: 'The captcha as typed (400 naming captchaCode when wrong)' }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        publicityId: '1',
        recordId: '2',
        content: '反映该人选2025年所在班组发生过一起安全生产事故，请核查。',
        objectorName: '王明',
        objectorUnit: '北京某机械有限公司',
        mobile: '13800138000',
        captchaKey: '0d4f0c8e-6a1b-4f57-9a43-6b1f7d2f7c11',
        captchaCode: 'K7P2M',
      },
    ],
  },
);
/** An objection as `fileObjection` takes it, once the route has checked its captcha. */
export type ObjectionInput = Omit<Static<typeof ObjectionBody>, 'captchaKey' | 'captchaCode'>;

/** Uploads of the caller for the objection (`publicity/uploads` or `verify-uploads`), in the order shown. */
const ObjectionFiles = Type.Array(IdString, { maxItems: 10, uniqueItems: true, description: "The caller's uploads for this objection" });

export const AnswerBody = Type.Object(
  {
    objectionId: IdString,
    outcome: DictKey('objection_outcome'),
    finding: Type.String({ minLength: 4, maxLength: 2000, description: 'What the check found' }),
    files: Type.Optional(ObjectionFiles),
  },
  {
    additionalProperties: false,
    examples: [{ objectionId: '3', outcome: '3', finding: '经上级工会核查，该事故发生在其他班组，与该人选无关。', files: ['4'] }],
  },
);
export type AnswerInput = Static<typeof AnswerBody>;

export const VerifyBody = Type.Object(
  {
    objectionId: IdString,
    finding: Type.String({ minLength: 4, maxLength: 2000, description: "What the higher union's check found" }),
    files: Type.Optional(ObjectionFiles),
  },
  {
    additionalProperties: false,
    examples: [{ objectionId: '3', finding: '经我会到该人选所在单位核查，反映的事故发生在其他班组。', files: ['5'] }],
  },
);
export type VerifyInput = Static<typeof VerifyBody>;

/** A file of an objection's answer or verification. */
export const ObjectionFile = Type.Object({ id: IdString, name: Type.String(), size: Type.Integer(), mime: Type.String() });

/** The objection as the nominee's higher union reads it to verify it: never the objector's name or contact. */
export const ObjectionToVerify = Type.Object({
  id: IdString,
  refNo: Type.String(),
  recordId: IdString,
  publicityTitle: Type.String(),
  nomineeName: Type.String(),
  unionName: Type.String(),
  content: Type.String(),
  filedAt: TimeText(),
  closed: Type.Boolean({ description: 'Answered or decided: a verification comes too late' }),
  verification: Nullable(
    Type.Object({ finding: Type.String(), files: Type.Array(ObjectionFile), verifiedAt: TimeText(), verifiedBy: Type.String() }),
  ),
});

export const DecideBody = Type.Object(
  {
    publicityId: IdString,
    decisionNo: Type.String({ minLength: 2, maxLength: 60, description: 'The decision document number (文号)' }),
    decisionDate: Day,
    decidedBy: Type.String({ minLength: 2, maxLength: 100, description: 'Who decided (e.g. 北京市总工会、北京市人力资源和社会保障局)' }),
    honourName: Type.String({ minLength: 2, maxLength: 60, description: 'The title conferred on those granted' }),
    level: DictKey('honour_level'),
    outcomes: Type.Array(
      Type.Object(
        {
          recordId: IdString,
          outcome: DictKey('publicity_outcome'),
          honourName: Type.Optional(
            Type.String({ minLength: 2, maxLength: 60, description: "This nominee's title when it differs (先进工作者)" }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 500, description: 'One outcome for every listed record' },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        publicityId: '1',
        decisionNo: '京工发〔2026〕12号',
        decisionDate: '2026-04-28',
        decidedBy: '北京市总工会',
        honourName: '北京市劳动模范',
        level: '2',
        outcomes: [{ recordId: '2', outcome: '1' }],
      },
    ],
  },
);
export type DecideInput = Static<typeof DecideBody>;

const { publicityId: _publicityId, ...decisionTerms } = DecideBody.properties;
export const RoundDecideBody = Type.Object(
  {
    roundId: IdString,
    ...decisionTerms,
    outcomes: Type.Array(DecideBody.properties.outcomes.items, {
      minItems: 1,
      maxItems: 500,
      description: "The round's approved records decided now, each with its outcome",
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        roundId: '1',
        decisionNo: '京工发〔2026〕13号',
        decisionDate: '2026-12-01',
        decidedBy: '北京市总工会',
        honourName: '北京市优秀工会工作者',
        level: '3',
        outcomes: [{ recordId: '2', outcome: '1' }],
      },
    ],
  },
);
export type RoundDecideInput = Static<typeof RoundDecideBody>;

export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });
export const RoundQuery = Type.Object({ roundId: IdString }, { additionalProperties: false });

/** A record `open` would take: approved, filed in the round, in no publicity yet. */
export const Candidate = Type.Object({
  recordId: IdString,
  module: Type.String(),
  unionId: IdString,
  unionName: Type.String(),
  name: Type.String(),
  unitName: Nullable(Type.String()),
  post: Nullable(Type.String()),
});
export const ListQuery = Type.Object(
  {
    ...PagingQuery,
    roundId: Type.Optional(IdString),
    status: Type.Optional(Type.Union([Type.Literal('running'), Type.Literal('decided')])),
  },
  { additionalProperties: false },
);

/** What the public reads of a listed nominee: never the ID number, mobile, birth date or attachments (个人信息保护法 第六条). */
export const ShownNominee = Type.Object({
  recordId: IdString,
  name: Type.String(),
  sex: Nullable(Type.String()),
  unitName: Nullable(Type.String()),
  post: Nullable(Type.String()),
  category: Nullable(Type.String({ description: "The nominee's kind (人员类别), when the form has one" })),
  summary: Nullable(Type.String({ description: '简要事迹' })),
});

const PublicityHead = {
  id: IdString,
  roundId: IdString,
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  workingDays: Type.Integer(),
  contactPhone: Type.String(),
  contactEmail: Nullable(Type.String()),
  note: Nullable(Type.String()),
};

export const PublicPublicity = Type.Object({ ...PublicityHead, count: Type.Integer() });
export const PublicPublicityDetail = Type.Object({ ...PublicityHead, nominees: Type.Array(ShownNominee) });
export const ObjectionFiled = Type.Object({
  objectionId: IdString,
  refNo: Type.String({ description: 'The reference the objector quotes' }),
});

export const ObjectionView = Type.Object({
  id: IdString,
  recordId: IdString,
  refNo: Type.String(),
  content: Type.String(),
  objectorName: Nullable(Type.String()),
  objectorUnit: Nullable(Type.String()),
  mobile: Type.String(),
  email: Nullable(Type.String()),
  filedAt: TimeText(),
  outcome: Nullable(Type.String()),
  outcomeName: Nullable(Type.String()),
  finding: Nullable(Type.String()),
  answeredAt: Nullable(TimeText()),
  answeredBy: Nullable(Type.String()),
  files: Type.Array(ObjectionFile, { description: "The answer's evidence" }),
  verification: Nullable(
    Type.Object({
      unionName: Type.String(),
      finding: Type.String(),
      files: Type.Array(ObjectionFile),
      verifiedAt: TimeText(),
      verifiedBy: Type.String(),
    }),
  ),
});

export const ListedRecord = Type.Object({
  ...ShownNominee.properties,
  module: Type.String(),
  unionId: IdString,
  unionName: Type.String(),
  outcome: Nullable(Type.String()),
  outcomeName: Nullable(Type.String()),
});

export const PublicityView = Type.Object({
  ...PublicityHead,
  status: Type.Union([Type.Literal('running'), Type.Literal('decided')]),
  /** running and today within its dates */
  phase: Type.Union([Type.Literal('notStarted'), Type.Literal('running'), Type.Literal('ended'), Type.Literal('decided')]),
  decisionNo: Nullable(Type.String()),
  decisionDate: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
  records: Type.Array(ListedRecord),
  objections: Type.Array(ObjectionView),
  history: Type.Array(
    Type.Object({ seq: Type.Integer(), type: Type.String(), actorName: Type.String(), at: TimeText(), payload: Type.Unknown() }),
  ),
});

export const PublicityRow = Type.Object({
  ...PublicityHead,
  status: Type.Union([Type.Literal('running'), Type.Literal('decided')]),
  phase: Type.Union([Type.Literal('notStarted'), Type.Literal('running'), Type.Literal('ended'), Type.Literal('decided')]),
  count: Type.Integer(),
  objections: Type.Integer(),
  openObjections: Type.Integer(),
});
