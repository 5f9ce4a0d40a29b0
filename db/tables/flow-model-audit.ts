import type { ColumnType, Insertable, Selectable } from 'kysely';

/** One change of a tenant's flow models or deployments: who, what, on which target, with what detail. Append-only. */
export interface FlowModelAuditTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  user_name: string;
  /** `model.submit`, `model.remove`, `model.deploy`, `manager.upload`, `manager.suspend`, ... */
  action: string;
  /** The model key, or the version's id. */
  target: string;
  detail: ColumnType<Record<string, unknown>, string, never>;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type FlowModelAuditRow = Selectable<FlowModelAuditTable>;
export type NewFlowModelAuditRow = Insertable<FlowModelAuditTable>;
