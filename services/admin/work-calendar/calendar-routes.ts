import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { periodEnd } from '../../../catalogue';
import { ok, okBoolean, okOf } from '../../platform/core';
import { calendarAround, calendarDay, daysOfYear, removeDay, setDay } from './calendar-store';
import { DayBody, DayView, PeriodView, RemoveBody, WorkingDaysQuery, YearQuery } from './schemas';

const manage = { permission: 'calendar.manage' };
const tags = ['work-calendar'];

/**
 * `/api/blade-system/work-calendar/...`: the federation's working-day calendar (工作日历): the
 * State Council's holidays and make-up working days of each year (seeded, corrected here), and the
 * end of a period of working days as the publicity computes it.
 */
export async function workCalendarRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The days of a year the calendar moves, in order',
        querystring: YearQuery,
        response: { 200: okOf(Type.Array(DayView)) },
      },
    },
    async (request) => ok(request, await daysOfYear(app.db, request.viewer.tenantId, request.query.year)),
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: { tags, summary: 'Sets a day: a holiday, or a make-up working day', body: DayBody, response: { 200: okBoolean() } },
    },
    async (request) => {
      await setDay(app.db, request.viewer.tenantId, request.body);
      return ok(request, true);
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Takes a day out of the calendar (Monday to Friday it is a working day again)',
        body: RemoveBody,
        response: { 200: okBoolean() },
      },
    },
    async (request) => {
      await removeDay(app.db, request.viewer.tenantId, request.body.day);
      return ok(request, true);
    },
  );

  app.get(
    '/workingDays',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The last day of a period of working days that begins on a day',
        querystring: WorkingDaysQuery,
        response: { 200: okOf(PeriodView) },
      },
    },
    async (request) => {
      const start = calendarDay(request.query.start, 'start');
      const calendar = await calendarAround(app.db, request.viewer.tenantId, start);
      return ok(request, { start, days: request.query.days, end: periodEnd(start, request.query.days, calendar) });
    },
  );
}
