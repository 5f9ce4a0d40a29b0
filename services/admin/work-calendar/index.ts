/** The federation's working-day calendar (工作日历): its calls, and the calendar the publicity counts its days by. */
export { workCalendarRoutes } from './calendar-routes';
export { calendarAround, calendarOf } from './calendar-store';
