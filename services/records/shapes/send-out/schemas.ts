import { Type } from '@sinclair/typebox';
import { DayText, IdString, Nullable, PagingQuery, pageSchemaOf, TimeText } from '../../../platform/core';
import { ContentOut, QuestionResultSchema } from '../questionnaire';
import { LinkInvitationSchema } from '../../engine';
import { MAX_ADDRESSEES } from './campaign-send';

const Day = DayText('A Beijing date, yyyy-MM-dd');
const Audience = Type.Union([Type.Literal('unions'), Type.Literal('records'), Type.Literal('mobiles')]);
const State = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

export const SendBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    note: Type.Optional(Type.String({ maxLength: 500, description: 'The message sent with it' })),
    setKey: Type.Optional(
      Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: "The set sent (the module's own by default)" }),
    ),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        description: 'The published version the campaign pins (required; none for a call for reports, `withoutQuestions`)',
      }),
    ),
    deadline: Day,
    audience: Audience,
    unionIds: Type.Optional(Type.Array(IdString, { maxItems: MAX_ADDRESSEES, description: '`unions`: unions below the sender' })),
    mobiles: Type.Optional(
      Type.Array(Type.String({ maxLength: 20 }), { maxItems: MAX_ADDRESSEES, description: '`mobiles`: members’ mobiles' }),
    ),
    sms: Type.Optional(Type.Boolean({ description: '`unions`: also text the link to each union’s contact mobile' })),
    year: Type.Optional(
      Type.Integer({
        minimum: 2000,
        maximum: 9999,
        description:
          '`unions`: the year the campaign asks about (a funds audit’s year audited); this year in Beijing when absent, last year where the module’s year must have ended (`sendOut.endedYear`: a year not before this one is refused, 400 `year`)',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ title: '2026年职工书屋情况调查', version: 1, deadline: '2026-12-15', audience: 'unions', unionIds: ['1101'], sms: false }],
  },
);

export const Sent = Type.Object({
  id: Type.String(),
  invited: Type.Integer(),
  texted: Type.Integer(),
  notReached: Type.Array(Type.Object({ label: Type.String(), reason: Type.String() })),
});

const CampaignView = Type.Object({
  id: Type.String(),
  title: Type.String(),
  note: Nullable(Type.String()),
  audience: Audience,
  setKey: Nullable(Type.String({ description: 'None for a call for reports' })),
  version: Nullable(Type.Integer()),
  deadline: Day,
  state: State,
  sentAt: TimeText(),
  closedAt: Nullable(TimeText()),
  invited: Type.Integer(),
  opened: Type.Integer(),
  answered: Type.Integer(),
  expired: Type.Integer(),
  rate: Type.Number({ description: 'Answered per invited, in percent' }),
});

export const ListQuery = Type.Object({ ...PagingQuery, state: Type.Optional(State) }, { additionalProperties: false });
export const CampaignPage = pageSchemaOf(CampaignView);

export const DetailQuery = Type.Object({ id: IdString, ...PagingQuery }, { additionalProperties: false });
export const CampaignDetail = Type.Object({
  campaign: CampaignView,
  invitations: pageSchemaOf(
    Type.Object({
      id: Type.String(),
      label: Type.String({ description: 'Union name, or the masked number' }),
      unionId: Nullable(Type.String()),
      channels: Type.Array(Type.String()),
      state: Type.String({ description: '`sent`, `opened`, `answered`, `expired` or `revoked`' }),
      sentAt: TimeText(),
      openedAt: Nullable(TimeText()),
      answeredAt: Nullable(TimeText()),
      reminders: Type.Integer(),
    }),
  ),
});

export const IdBody = Type.Object({ id: IdString }, { additionalProperties: false });
export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });
export const Closed = Type.Object({ id: Type.String(), state: State });

export const RemindBody = Type.Object(
  { id: IdString, invitationIds: Type.Optional(Type.Array(IdString, { maxItems: MAX_ADDRESSEES })) },
  { additionalProperties: false },
);
export const Reminded = Type.Object({
  id: Type.String(),
  sentAt: TimeText(),
  reminded: Type.Array(Type.Object({ invitationId: Type.String(), label: Type.String(), channels: Type.Array(Type.String()) })),
  skipped: Type.Array(
    Type.Object({
      invitationId: Type.String(),
      label: Type.String(),
      reason: Type.String({ description: '`answered`, `expired`, `remindedToday`, `remindLimit`, `noMobile` or `quietHours`' }),
      msg: Type.String(),
    }),
  ),
});

/** A call for reports' results: each invited union, and its record of the call if it filed one. */
const Filing = Type.Object({
  invitationId: Type.String(),
  unionId: Nullable(Type.String()),
  label: Type.String({ description: 'The union’s name' }),
  recordId: Nullable(Type.String({ description: 'Its record of the call, submitted or not; none when it has not begun one' })),
  recordState: Nullable(Type.String()),
  filedAt: Nullable(TimeText({ description: 'When it first submitted the record; none while it has not filed' })),
});

export const CampaignResults = Type.Object({
  id: Type.String(),
  title: Type.String(),
  version: Nullable(Type.Integer()),
  response: Type.Object({
    invited: Type.Integer(),
    opened: Type.Integer(),
    answered: Type.Integer(),
    expired: Type.Integer(),
    rate: Type.Number(),
  }),
  questions: Type.Array(QuestionResultSchema),
  filings: Type.Optional(Type.Array(Filing, { description: 'A call for reports (`withoutQuestions`): who filed and who has not' })),
});

export const TokenHeader = Type.Object({
  'invitation-token': Type.Optional(Type.String({ maxLength: 100, description: 'The token of the link (`/q#<token>`), never in the URL' })),
});

export const AnswerHeaders = Type.Object({
  ...TokenHeader.properties,
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 100, description: 'A retried answer with the same key and answers gets the stored 200, not a 409' }),
  ),
});

export const Opened = Type.Object({
  senderUnion: Type.String(),
  title: Type.String(),
  note: Nullable(Type.String()),
  deadline: Day,
  addressee: Type.String(),
  audience: Audience,
  expiresAt: TimeText(),
  version: Type.Integer(),
  content: ContentOut,
});

export const AnswerBody = Type.Object(
  { answers: Type.Record(Type.String(), Type.Unknown(), { description: 'By question id, as the question set says' }) },
  { additionalProperties: false, examples: [{ answers: { q1: 'a', q2: 4 } }] },
);
export const AnswerTaken = Type.Object({ answeredAt: TimeText() });

export const ReissueBody = Type.Object({ invitationId: IdString }, { additionalProperties: false });
export const Reissued = Type.Object({
  invitationId: Type.String(),
  expiresAt: TimeText(),
  reissues: Type.Integer({ description: 'How many times its link was reissued (five at most)' }),
  channels: Type.Array(Type.String(), { description: 'Where the new link went (`sms`); none for a union reached in the portal only' }),
});

export const Recipients = Type.Object({
  mobiles: Type.Array(Type.String(), { description: 'The numbers read, duplicates dropped, in the sheet’s order' }),
  rows: Type.Integer({ description: 'The rows holding a number' }),
  duplicates: Type.Integer(),
});

/** The survey's `sendSms` answer, as it was before it became a `records` invitation. */
export const InviteSent = Type.Object({
  sent: Type.Boolean(),
  phone: Type.String({ description: 'The number texted, masked' }),
  expiresAt: TimeText({ description: 'Until when the link answers' }),
  invitation: LinkInvitationSchema,
});

/** A campaign's notice file as uploaded (`calls.noticeFile`): what the send names it by. */
export const NoticeFile = Type.Object({ id: IdString, name: Type.String() });

/** `calls.campaign` (finance6 `getSurveyById`): a campaign by `id` (or by the module's campaign field's name), or none for the open ones. */
export const InvitedQuery = (campaignField: string) =>
  Type.Object(
    {
      id: Type.Optional({ ...IdString, description: 'The campaign; without it, the open campaigns that invited the caller’s union' }),
      [campaignField]: Type.Optional({ ...IdString, description: 'The campaign (the same as `id`)' }),
    },
    { additionalProperties: false },
  );
const InvitedView = {
  id: Type.String(),
  title: Type.String(),
  note: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  deadline: Day,
  state: State,
  senderUnionId: Type.String(),
  senderUnion: Type.String(),
  setKey: Nullable(Type.String({ description: 'None for a call for reports' })),
  version: Nullable(Type.Integer()),
  answeredAt: Nullable(
    Type.String({ description: 'When the union filed its record of the campaign (its last submission), while it stands filed' }),
  ),
  recordId: Nullable(Type.String({ description: 'The union’s record of the campaign, if any' })),
  recordState: Nullable(Type.String()),
};
export const InvitedCampaign = Type.Object({ ...InvitedView, content: Nullable(ContentOut) });
export const InvitedCampaigns = Type.Union([InvitedCampaign, Type.Array(Type.Object(InvitedView))]);
