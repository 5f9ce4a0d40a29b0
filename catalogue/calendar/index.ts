export { addDays, HOLIDAYS_2026, isWorkingDay, periodEnd, workingDaysAfter, workingDaysBetween, type WorkCalendar } from './work-days';
