import { Type, type TSchema } from '@sinclair/typebox';
import { modules, type FieldDef } from '../../../catalogue';
import { Nullable, TimeText } from '../../platform/core';
import { FundsRegistration } from './funds-registration';
import { PROFILE_SECTIONS } from './sections';

/**
 * What the union profile, the employer's data and the set-up overview answer (profile-view.ts,
 * corpration-routes.ts, setup-overview.ts). fast-json-stringify writes only what is named here.
 */

/** A value kept in a section or a history row: flat text, a number, or null. */
const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/** A section with its known fields named; approval effects may add keys of their own (chairName, certNo, ...). */
const sectionOf = (fields: readonly FieldDef[], description: string) =>
  Type.Object(Object.fromEntries(fields.map((f) => [f.name, Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()]))])), {
    additionalProperties: Scalar,
    description,
  });

const OpenSection = Type.Object({}, { additionalProperties: Scalar, description: 'Field names to flat values' });

/** The fields of the employer's data (the `corpration` entry), kept in the `unit` section. */
const employerFields: readonly FieldDef[] = modules.corpration?.fields ?? [];

/** The profile's sections: those a union edits (crop/baseup ...), the employer's (`unit`) and the effects' (certificate, transfer, funds). */
const Sections = Type.Object(
  {
    ...Object.fromEntries(PROFILE_SECTIONS.map((s) => [s.key, Type.Optional(sectionOf(s.fields, `${s.title.en} (crop/${s.call})`))])),
    unit: Type.Optional(sectionOf(employerFields, 'The employer (corpration/update)')),
    funds: Type.Optional(Type.Partial(FundsRegistration)),
    term: Type.Optional(
      Type.Object(
        {
          termNo: Nullable(Type.Integer({ description: 'The term in office (第N届); null where the election did not say' })),
          termStart: Type.String({ description: 'yyyy-MM-dd: the day of the election that opened it' }),
          termEnd: Type.String({ description: 'yyyy-MM-dd: its last day (three or five years on)' }),
        },
        { description: 'The committee’s term in office, from the last approved election (organ1Detail, setup2, organ5)' },
      ),
    ),
  },
  { additionalProperties: OpenSection, description: 'Section key to its fields' },
);

/** What a change kept: a section's flat values, or the officers of a committee change (`officers`). */
const ChangedValues = Type.Object({}, { additionalProperties: true, description: 'Keys to values: flat, or `officers` for a committee' });

/** One changed field as the reader reads it. */
const ChangeText = Type.Object({
  field: Type.String({ description: 'The key the change kept' }),
  label: Type.String({ description: 'The field’s name in the reader’s language' }),
  before: Type.String({
    description: 'Its value before, as shown: dictionary keys by label, money in yuan with the unit, tables as a count; — when empty',
  }),
  after: Type.String({ description: 'Its value after, as shown' }),
});

/** One change of the profile: the section, the values before (null when it had none) and after, and what changed as shown. */
const historyFields = {
  id: Type.String(),
  before: Nullable(ChangedValues),
  after: ChangedValues,
  sectionName: Type.String({ description: 'The section in the reader’s language' }),
  changes: Type.Array(ChangeText, { description: 'The fields whose value changed, named and shown for the reader' }),
  actorName: Type.String(),
  time: Nullable(TimeText()),
};
const ProfileChange = Type.Object({
  ...historyFields,
  section: Type.String({ description: 'A section key, or name, parent, members, status, committee, created' }),
  sourceModule: Nullable(Type.String({ description: 'The module whose approval made the change; null for a direct edit' })),
  sourceRecordId: Nullable(Type.String()),
});

const UnionKind = Type.Union([Type.Literal('federation'), Type.Literal('launion'), Type.Literal('corp')]);
const Status = Type.Union([Type.Literal('preparing'), Type.Literal('active'), Type.Literal('transferredOut')]);

/** crop/index: the union's whole profile. */
export const ProfileAnswer = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  kind: UnionKind,
  unionType: Type.Union([Type.Literal('normal'), Type.Literal('branch')]),
  parentId: Nullable(Type.String()),
  parentName: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  regionCode: Nullable(Type.String()),
  status: Status,
  statusName: Type.String(),
  establishedOn: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  memberCount: Type.Integer(),
  femaleMembers: Type.Integer(),
  sections: Sections,
  chairName: Nullable(Type.String()),
  officers: Type.Array(
    Type.Object({
      committee: Type.String(),
      name: Type.String(),
      position: Type.String({ description: 'The post as a key of the committee’s dictionary' }),
      positionName: Type.String({ description: 'The post in the reader’s language' }),
      termNo: Nullable(Type.Integer({ description: 'The term (第N届) the member was elected for' })),
      isChair: Type.Boolean(),
    }),
    { description: 'Those in office now' },
  ),
  below: Type.Object({
    children: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), kind: UnionKind, status: Status, memberCount: Type.Integer() }),
      { description: 'The unions directly below' },
    ),
    unions: Type.Integer({ description: 'Unions in the whole subtree' }),
    memberCount: Type.Integer({ description: 'Members in the whole subtree' }),
  }),
  history: Type.Array(ProfileChange, { description: 'The latest 50 changes, newest first' }),
});

/** crop/brief: name, chair and member count. */
export const BriefAnswer = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  parentName: Nullable(Type.String()),
  chairName: Nullable(Type.String()),
  memberCount: Type.Integer(),
  status: Status,
  statusName: Type.String(),
});

/** crop/chlist and crop/getch: one officer entry, present or past. */
export const OfficerAnswer = Type.Object({
  id: Type.String(),
  committee: Type.Union([Type.Literal('committee'), Type.Literal('finance'), Type.Literal('female')]),
  name: Type.String(),
  position: Type.String({ description: 'The post as a key of the committee’s dictionary' }),
  positionName: Type.String({ description: 'The post in the reader’s language (主席, 经审会主任, 女职委主任, ...)' }),
  termNo: Nullable(Type.Integer({ description: 'The term (第N届) the officer was elected for; null where the form did not say' })),
  isChair: Type.Boolean(),
  details: Type.Object({}, { additionalProperties: true, description: 'What the approved form told of the officer' }),
  startDate: Type.String({ description: 'yyyy-MM-dd' }),
  endDate: Nullable(Type.String({ description: 'yyyy-MM-dd; null while in office' })),
  current: Type.Boolean(),
  sourceModule: Nullable(Type.String()),
  sourceRecordId: Nullable(Type.String()),
});

/** corpration/detail and update: the employer's fields (null where never given) and their history. */
export const EmployerAnswer = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  ...Object.fromEntries(
    employerFields.map((f): [string, TSchema] => [
      f.name,
      Type.Union([Type.String(), Type.Number(), Type.Null()], { description: f.label.en }),
    ]),
  ),
  history: Type.Array(Type.Object(historyFields), { description: 'The latest 50 changes of the employer’s data, newest first' }),
});

const SetupModule = Type.String({ description: 'setup1 .. setup4' });

/** One set-up form: its latest live record, or nulls when none was filed. */
const SetupStep = Type.Object({
  module: SetupModule,
  title: Type.String(),
  route: Type.String({ description: 'The console page of the form' }),
  recordId: Nullable(Type.String()),
  processInstanceId: Nullable(Type.String()),
  state: Nullable(Type.String()),
  stateName: Type.String(),
  stageName: Nullable(Type.String()),
  lastComment: Nullable(Type.String()),
  updateTime: Nullable(TimeText()),
});

/** setup/detail: where the union stands in its set-up. */
export const SetupAnswer = Type.Object({
  unionId: Type.String(),
  unionName: Type.String(),
  higherUnion: Nullable(Type.String()),
  established: Type.Boolean(),
  establishedOn: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  steps: Type.Array(SetupStep),
  setup1State: Type.String(),
  setup2State: Type.String(),
  setup3State: Type.String(),
  setup4State: Type.String(),
  nextStep: Nullable(Type.Object({ module: SetupModule, title: Type.String(), route: Type.String() })),
});
