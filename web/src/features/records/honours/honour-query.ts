import type { HonourHolderType, HonourSheetQuery, ListQuery } from '../../../api';

/** The list's filters, in the URL and on the server (`type` apart: it is the tabs above the filters). */
export const HONOUR_FILTERS = ['type', 'year', 'level', 'honourName', 'holderName', 'source'] as const;

/** Persons unless the URL says collectives: the server lists one type at a time. */
export const holderTypeOf = (query: ListQuery): HonourHolderType => (query.type === 'team' ? 'team' : 'person');

const textOf = (value: ListQuery[string]) => (value === undefined || value === '' ? undefined : String(value));

/**
 * The list's URL query as honor2's filters and sort, without paging (the export holds every page):
 * typed as the server declares them, the type always there.
 */
export function honourFilters(query: ListQuery): HonourSheetQuery {
  const year = textOf(query.year);
  return {
    type: holderTypeOf(query),
    year: year === undefined ? undefined : Number(year),
    level: textOf(query.level),
    honourName: textOf(query.honourName),
    holderName: textOf(query.holderName),
    source: textOf(query.source),
    ascs: textOf(query.ascs),
    descs: textOf(query.descs),
  };
}
