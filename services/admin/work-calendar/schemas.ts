import { Type } from '@sinclair/typebox';
import { DayText } from '../../platform/core';

const Day = DayText();

export const YearQuery = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) }, { additionalProperties: false });

export const DayView = Type.Object({
  day: Type.String(),
  kind: Type.Union([Type.Literal('holiday'), Type.Literal('workday')], {
    description: 'holiday: a day off; workday: a make-up working day (调休)',
  }),
  name: Type.String(),
});

export const DayBody = Type.Object(
  {
    day: Day,
    kind: Type.Union([Type.Literal('holiday'), Type.Literal('workday')]),
    name: Type.String({ minLength: 1, maxLength: 20, description: 'The holiday (元旦, 春节 ...), also on its make-up days' }),
  },
  { additionalProperties: false, examples: [{ day: '2026-10-10', kind: 'workday', name: '国庆节' }] },
);

export const RemoveBody = Type.Object({ day: Day }, { additionalProperties: false, examples: [{ day: '2026-10-10' }] });

export const WorkingDaysQuery = Type.Object(
  { start: Day, days: Type.Integer({ minimum: 1, maximum: 60, description: 'Working days of the period' }) },
  { additionalProperties: false },
);

export const PeriodView = Type.Object({
  start: Type.String(),
  days: Type.Integer(),
  end: Type.String({ description: 'The last day of the period: its `days`th working day, counting `start` when it is one' }),
});
