/**
 * The assessment rounds (docs/forms/group-a-assessments.md, "The round"): the published records of
 * selfassessmentopen, one per publishing union, kind (`type`) and year. A union's round of a kind is
 * the one of its nearest ancestor (or its own) that published one. Read from the record read model;
 * the noTask and coverage shapes and `queryInfo` answer from here.
 */
export { roundApplying, roundById, roundStandingOf, type AssessmentRound, type RoundOpenness } from './rounds';
export { liveFilings } from './live-filings';
