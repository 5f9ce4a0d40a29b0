import type { ItemOf, Narrow, Schemas } from '../../api';

/** An approved record of the source as the roll-up lists and gathers it (services/records/shapes/roll-up). */
export type GatheredRecord = Schemas['SummaryDetail']['gathered'][number];

/**
 * A child union with its subtree's approved records; none: not applied (未申报). Every roll-up
 * source answers `queryCrop` alike; `modelWorkerSelection1` is the catalogue's one.
 */
export type ChildUnion = ItemOf<'get', '/api/blade-crop/crop/modelWorkerSelection1/queryCrop'>;

/** The summary's detail: the record with the records it gathers. */
export type SummaryDetail = Narrow<Schemas['SummaryDetail']>;

/** What opens the summary form from the gathering page: the records chosen there and the kind of summary. */
export interface GatherState {
  gathered: readonly GatheredRecord[];
  kind?: string;
}
