import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { FlowGraph } from '../../catalogue/flow-models';

/** Where a deployed version came from. */
export type FlowVersionSource = 'designer' | 'upload' | 'seed';

/**
 * A deployed version of a flow model: immutable (a trigger refuses every change but `suspended` and
 * the deletion mark, and every change after that mark), so a record pinned to it keeps its flow; a
 * deleted version stays for the records that ran on it. A federation (000000) version may be shared to the
 * tenants `tenant_ids` names, which may read it.
 */
export interface FlowModelVersionTable {
  id: string;
  tenant_id: string;
  model_key: string;
  version: number;
  name: string;
  category: string;
  graph: ColumnType<FlowGraph, string, never>;
  /** The uploaded file of a version deployed from BPMN; null otherwise (export writes one). */
  bpmn_xml: ColumnType<string | null, string | null | undefined, never>;
  source: ColumnType<FlowVersionSource, FlowVersionSource, never>;
  deploy_time: ColumnType<Date, Date | undefined, never>;
  deployed_by: ColumnType<string | null, string | null | undefined, never>;
  deployed_by_name: ColumnType<string | null, string | null | undefined, never>;
  tenant_ids: ColumnType<string[], string[] | undefined, never>;
  suspended: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set by delete-deployment: the version starts nothing and leaves the lists; null while it is deployed. */
  deleted_time: ColumnType<Date | null, never, Date>;
  deleted_by: ColumnType<string | null, never, string>;
}
export type FlowModelVersionRow = Selectable<FlowModelVersionTable>;
export type NewFlowModelVersionRow = Insertable<FlowModelVersionTable>;
