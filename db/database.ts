import type { AppUserTable } from './tables/app-user';
import type { AttachmentTable } from './tables/attachment';
import type { AuthSessionTable } from './tables/auth-session';
import type { CaptchaTable } from './tables/captcha';
import type { DeptTable } from './tables/dept';
import type { DictTable } from './tables/dict';
import type { DictBizTable } from './tables/dict-biz';
import type { ErrorLogTable } from './tables/error-log';
import type { FlowCcTable } from './tables/flow-cc';
import type { FlowEventTable } from './tables/flow-event';
import type { FlowModelTable } from './tables/flow-model';
import type { FlowModelAuditTable } from './tables/flow-model-audit';
import type { FlowModelVersionTable } from './tables/flow-model-version';
import type { FlowTaskTable } from './tables/flow-task';
import type { TaskReaderTable } from './tables/task-reader';
import type { GuideProgressTable } from './tables/guide-progress';
import type { IdReservationTable } from './tables/id-reservation';
import type { LoginFailureTable } from './tables/login-failure';
import type { OauthClientTable } from './tables/oauth-client';
import type { PostTable } from './tables/post';
import type { QuestionSetTable, QuestionSetVersionTable } from './tables/question-set';
import type { RecordTable } from './tables/record';
import type { NoTaskTable } from './tables/no-task';
import type { RecordPeriodTable } from './tables/record-period';
import type {
  HonourTable,
  PublicityObjectionTable,
  PublicityRecordTable,
  PublicityTable,
  SelectionEventTable,
  WorkCalendarTable,
} from './tables/publicity';
import type { RecordLateFileTable, RoundRecordTable, SelectionRoundPlacesTable, SelectionRoundTable } from './tables/selection-round';
import type { RefreshTokenTable } from './tables/refresh-token';
import type { RegionTable } from './tables/region';
import type { RegistrationTable } from './tables/registration';
import type { SiteCounterTable } from './tables/site-counter';
import type { SmsCodeTable } from './tables/sms-code';
import type { SmsOutboxTable } from './tables/sms-outbox';
import type { UnionMessageTable } from './tables/union-message';
import type { NomineeConsentTable } from './tables/nominee-consent';
import type { TenantTable } from './tables/tenant';
import type { UnionOrgTable } from './tables/union-org';
import type { UnionOfficerTable, UnionProfileHistoryTable, UnionProfileTable } from './tables/union-profile';
import type { UserOauthTable } from './tables/user-oauth';
import type { ApiScopeTable } from './tables/api-scope';
import type { DataScopeTable } from './tables/data-scope';
import type { MenuTable } from './tables/menu';
import type { RoleTable } from './tables/role';
import type { RoleMenuTable } from './tables/role-menu';
import type { RoleScopeTable } from './tables/role-scope';
import type { TopMenuTable } from './tables/top-menu';
import type { TopMenuSettingTable } from './tables/top-menu-setting';
import type { UserMenuTable } from './tables/user-menu';
import type { UserRoleTable } from './tables/user-role';

/** The database as Kysely sees it. */
export interface Database {
  tenant: TenantTable;
  union_org: UnionOrgTable;
  role: RoleTable;
  user_role: UserRoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  api_scope: ApiScopeTable;
  data_scope: DataScopeTable;
  role_scope: RoleScopeTable;
  top_menu: TopMenuTable;
  top_menu_setting: TopMenuSettingTable;
  user_menu: UserMenuTable;
  app_user: AppUserTable;
  oauth_client: OauthClientTable;
  captcha: CaptchaTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  sms_outbox: SmsOutboxTable;
  user_oauth: UserOauthTable;
  region: RegionTable;
  flow_event: FlowEventTable;
  record: RecordTable;
  flow_task: FlowTaskTable;
  task_reader: TaskReaderTable;
  attachment: AttachmentTable;
  id_reservation: IdReservationTable;
  site_counter: SiteCounterTable;
  dept: DeptTable;
  post: PostTable;
  dict: DictTable;
  dict_biz: DictBizTable;
  registration: RegistrationTable;
  error_log: ErrorLogTable;
  guide_progress: GuideProgressTable;
  sms_code: SmsCodeTable;
  login_failure: LoginFailureTable;
  question_set: QuestionSetTable;
  question_set_version: QuestionSetVersionTable;
  union_profile: UnionProfileTable;
  union_profile_history: UnionProfileHistoryTable;
  union_officer: UnionOfficerTable;
  record_period: RecordPeriodTable;
  no_task: NoTaskTable;
  selection_round: SelectionRoundTable;
  selection_round_places: SelectionRoundPlacesTable;
  round_record: RoundRecordTable;
  union_message: UnionMessageTable;
  nominee_consent: NomineeConsentTable;
  work_calendar: WorkCalendarTable;
  publicity: PublicityTable;
  publicity_record: PublicityRecordTable;
  publicity_objection: PublicityObjectionTable;
  selection_event: SelectionEventTable;
  honour: HonourTable;
  record_late_file: RecordLateFileTable;
  flow_cc: FlowCcTable;
  flow_model: FlowModelTable;
  flow_model_version: FlowModelVersionTable;
  flow_model_audit: FlowModelAuditTable;
}
