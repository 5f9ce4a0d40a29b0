import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './CalendarDateInput';

export type { DateFieldProps } from './CalendarDateInput';

// The calendar (Blueprint datetime, date-fns, react-day-picker) loads with the first form that has a date.
const CalendarDateInput = lazy(() => import('./CalendarDateInput').then((m) => ({ default: m.CalendarDateInput })));

/**
 * A date typed as yyyy-MM-dd or picked from Blueprint's calendar, in the console's language, instead
 * of the browser's own date control, which speaks the browser's language. Until the calendar has
 * loaded, the date shows read-only.
 */
export function DateField(props: DateFieldProps) {
  const waiting = (
    <InputGroup id={props.id} value={props.value} readOnly disabled={props.disabled} aria-label={props.ariaLabel} fill={props.fill} />
  );
  return (
    <Suspense fallback={waiting}>
      <CalendarDateInput {...props} />
    </Suspense>
  );
}
