import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { FlowGraph } from '../../catalogue/flow-models';

/** A graph column: written as JSON text, read as the graph. */
type GraphColumn = ColumnType<FlowGraph, string, string>;

/** A flow model's draft, as the designer edits it; one live model per key and tenant. */
export interface FlowModelTable {
  id: string;
  tenant_id: string;
  /** The key records find deployments by: a module's key (its own model) or a chain's key. */
  model_key: string;
  name: string;
  /** The module key or chain key the model serves: its fields are the ones stages may name. */
  category: string;
  graph: GraphColumn;
  create_user: string | null;
  create_time: ColumnType<Date, Date | undefined, never>;
  update_user: string | null;
  update_time: ColumnType<Date, Date | undefined, Date>;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
}
export type FlowModelRow = Selectable<FlowModelTable>;
export type NewFlowModelRow = Insertable<FlowModelTable>;
export type FlowModelUpdate = Updateable<FlowModelTable>;
