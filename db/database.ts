import type { AppUserTable } from './tables/app-user';
import type { AttachmentTable } from './tables/attachment';
import type { FlowEventTable } from './tables/flow-event';
import type { FlowTaskTable } from './tables/flow-task';
import type { IdReservationTable } from './tables/id-reservation';
import type { OauthClientTable } from './tables/oauth-client';
import type { RecordTable } from './tables/record';
import type { RegionTable } from './tables/region';
import type { SiteCounterTable } from './tables/site-counter';
import type { TenantTable } from './tables/tenant';
import type { UnionOrgTable } from './tables/union-org';

/** The database as Kysely sees it. */
export interface Database {
  tenant: TenantTable;
  union_org: UnionOrgTable;
  app_user: AppUserTable;
  oauth_client: OauthClientTable;
  region: RegionTable;
  flow_event: FlowEventTable;
  record: RecordTable;
  flow_task: FlowTaskTable;
  attachment: AttachmentTable;
  id_reservation: IdReservationTable;
  site_counter: SiteCounterTable;
}
