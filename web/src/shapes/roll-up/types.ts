import type { RecordView } from '../../api';

/** An approved record of the source as the roll-up lists and gathers it (services/records/shapes/roll-up). */
export interface GatheredRecord {
  id: string;
  title: string;
  unionId: string;
  unionName: string;
  endTime: string | null;
}

/** A child union with its subtree's approved records; none: not applied (未申报). */
export interface ChildUnion {
  unionId: string;
  unionName: string;
  applied: boolean;
  records: GatheredRecord[];
}

/** The summary's detail: the record with the records it gathers. */
export type SummaryDetail = RecordView & { gathered: GatheredRecord[] };

/** What opens the summary form from the gathering page: the records chosen there and the kind of summary. */
export interface GatherState {
  gathered: readonly GatheredRecord[];
  kind?: string;
}
