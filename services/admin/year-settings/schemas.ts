import { Type } from '@sinclair/typebox';
import { YEAR_SETTING_KEYS } from '../../../catalogue';

const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
// A string the schema holds to the catalogue's keys (an enum in the OpenAPI document, so the console's types name them).
const Key = Type.String({ enum: [...YEAR_SETTING_KEYS], description: 'The setting (catalogue/year-settings)' });

export const YearQuery = Type.Object({ year: Year }, { additionalProperties: false });

export const YearSettingView = Type.Object({
  key: Key,
  kind: Type.Union([Type.Literal('money'), Type.Literal('multiplier'), Type.Literal('percent')], {
    description: 'money: in fen; multiplier: a factor; percent: 0 to 100',
  }),
  label: Type.String(),
  usedBy: Type.String(),
  perItemOf: Type.Union([Type.String(), Type.Null()], { description: 'The dictionary whose items each have a figure (mutual_aid_plan)' }),
  values: Type.Array(
    Type.Object({
      item: Type.String({ description: "The dictionary item, '' for a setting with one figure a year" }),
      value: Type.Number(),
      updateTime: Type.String(),
    }),
  ),
});

export const YearSettingBody = Type.Object(
  {
    year: Year,
    key: Key,
    item: Type.Optional(
      Type.String({ maxLength: 20, description: 'The dictionary item, for a setting per item (the plan of mutual_aid_fee)' }),
    ),
    value: Type.Number({ description: 'Money in fen, a multiplier, or a percent, by the setting’s kind' }),
  },
  { additionalProperties: false, examples: [{ year: 2026, key: 'relief_cap', value: 500000 }] },
);
