import { Type, type Static } from '@sinclair/typebox';
import { IdString, Nullable, PagingQuery, TimeText } from '../../../platform/core';

const Kind = Type.String({ pattern: '^[a-z][a-z_]{0,39}$', description: 'Key of dictionary selection_round_kind' });
const Time = Type.String({ minLength: 10, maxLength: 19, description: 'yyyy-MM-dd HH:mm:ss (or yyyy-MM-dd), Asia/Shanghai' });

/** A round's standards by the kind's keys: a floor, or true where a yes is asked (`RoundDef.standards`). */
export const Standards = Type.Record(
  Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' }),
  Type.Union([Type.Number({ minimum: 0 }), Type.Boolean()]),
  {
    description:
      'The standards applications must meet, by the kind’s keys (bookroom_site: area, books, periodicals, terminals, weeklyHours as floors; digital true)',
  },
);

const Percent = (description: string) => Type.Integer({ minimum: 0, maximum: 100, default: 0, description });

const Allocation = Type.Object(
  {
    unionId: IdString,
    places: Type.Integer({ minimum: 0, maximum: 150, description: 'Nominations the higher union may send upward' }),
  },
  { additionalProperties: false },
);

export const SaveBody = Type.Object(
  {
    id: Type.Optional(IdString),
    kind: Kind,
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    opensAt: Time,
    closesAt: Time,
    placesPerUnion: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 20, default: 1, description: 'Live nominations one union may have' }),
    ),
    publicityDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 30, default: 5, description: 'Working days of the publicity' })),
    noRepeatYears: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: 20,
          description: 'Years in which a holder of this kind’s honour is not nominated for it again; null (the default): never again',
        }),
      ),
    ),
    allocations: Type.Optional(Type.Array(Allocation, { maxItems: 500, description: 'Places per higher union' })),
    summaryDeadline: Type.Optional(
      Nullable(
        Type.String({
          minLength: 10,
          maxLength: 19,
          description:
            "yyyy-MM-dd HH:mm:ss (or yyyy-MM-dd), Asia/Shanghai: when the higher unions' summaries are due (not before closesAt); null: the round's close only",
        }),
      ),
    ),
    frontlineMinPercent: Type.Optional(
      Percent('Of a higher union’s places, the share kept for front-line workers (rounded up); 0: no rule'),
    ),
    leaderMaxPercent: Type.Optional(
      Percent('Of a higher union’s places, the share heads of units may take at most (rounded down); 0: no rule'),
    ),
    noticeText: Type.Optional(Nullable(Type.String({ maxLength: 20000, description: 'The call for nominations (评选通知), plain text' }))),
    standards: Type.Optional(Standards),
  },
  {
    additionalProperties: false,
    examples: [
      {
        kind: 'mw_person',
        year: 2026,
        title: '2026年北京市劳动模范和先进工作者推荐评选',
        opensAt: '2026-03-01 00:00:00',
        closesAt: '2026-04-30 23:59:59',
        placesPerUnion: 1,
        publicityDays: 5,
        allocations: [{ unionId: '1100', places: 3 }],
        summaryDeadline: '2026-05-15 17:00:00',
        frontlineMinPercent: 50,
        leaderMaxPercent: 20,
        noticeText: '各基层工会：按照市总工会部署，现开展2026年北京市劳动模范和先进工作者推荐工作，请于4月30日前完成推荐。',
      },
    ],
  },
);
export type SaveInput = Static<typeof SaveBody>;

export const IdBody = Type.Object({ id: IdString }, { additionalProperties: false, examples: [{ id: '1100' }] });
export const IdQuery = Type.Object({ id: IdString }, { additionalProperties: false });

export const ListQuery = Type.Object(
  { ...PagingQuery, kind: Type.Optional(Kind), year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  { additionalProperties: false },
);
export const KindQuery = Type.Object({ kind: Kind }, { additionalProperties: false });
export const ModuleQuery = Type.Object(
  { module: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,59}$', description: 'A module with a round' }) },
  { additionalProperties: false },
);

export const AllocationView = Type.Object({
  unionId: IdString,
  unionName: Type.String(),
  places: Type.Integer(),
  used: Type.Integer({ description: 'Live nominations of the round in the union and below it' }),
});

export const RoundView = Type.Object({
  id: IdString,
  kind: Type.String(),
  kindName: Type.String(),
  year: Type.Integer(),
  title: Type.String(),
  opensAt: TimeText(),
  closesAt: TimeText(),
  placesPerUnion: Type.Integer(),
  publicityDays: Type.Integer(),
  noRepeatYears: Nullable(Type.Integer({ description: 'Years a holder of this kind’s honour waits to be nominated again; null: never' })),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  openNow: Type.Boolean({ description: 'Open and now within its window' }),
  allocations: Type.Array(AllocationView),
  summaryDeadline: Nullable(TimeText()),
  frontlineMinPercent: Type.Integer(),
  leaderMaxPercent: Type.Integer(),
  noticeText: Nullable(Type.String()),
  standards: Standards,
});

/** Why a union may not file in the round now (the submit's 409 reasons), or null. */
export const Refusal = Nullable(
  Type.Union([Type.Literal('noRound'), Type.Literal('windowNotOpen'), Type.Literal('windowClosed'), Type.Literal('quotaUsed')]),
);

/** The caller's union's places in the round of a kind (and its own allocation when it is a higher union with one). */
export const PlacesView = Type.Object({
  kind: Type.String(),
  roundId: Nullable(IdString),
  apply: Type.Boolean(),
  reason: Refusal,
  message: Nullable(Type.String()),
  opensAt: Nullable(TimeText()),
  closesAt: Nullable(TimeText()),
  roundTitle: Nullable(Type.String({ description: 'The round’s call for nominations (评选通知)' })),
  noticeText: Nullable(Type.String({ description: 'Its text, plain, as the federation wrote it' })),
  summaryDeadline: Nullable(TimeText({ description: "When the higher unions' summaries are due; null: the round's close" })),
  quota: Type.Integer({ description: 'Live nominations the union may have in the round' }),
  used: Type.Integer({ description: 'Its live nominations of the round' }),
  places: Nullable(Type.Integer({ description: "The union's allocation as a higher union; null without one" })),
  placesUsed: Nullable(Type.Integer({ description: 'Live nominations of the round below it' })),
  standards: Standards,
});
