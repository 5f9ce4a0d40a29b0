/**
 * What `round/isApply` answers (the round shape's part above a form): an open round of `kind` with a
 * place left and no call, deadline or standards, changed by `over`.
 */
export const roundStanding = (over: Record<string, unknown> = {}) => ({
  kind: 'mw_person',
  roundId: '1',
  apply: true,
  reason: null,
  message: null,
  opensAt: '2026-11-01 00:00:00',
  closesAt: '2026-12-31 23:59:59',
  quota: 1,
  used: 0,
  places: null,
  placesUsed: null,
  roundTitle: null,
  noticeText: null,
  summaryDeadline: null,
  standards: {},
  ...over,
});
