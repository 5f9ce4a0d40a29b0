import type { Migration } from 'kysely';
import * as createCoreTables from './20261121T2100-create-core-tables';
import * as createFlowTables from './20261121T2110-create-flow-tables';
import * as indexRecordVisibility from './20261121T2120-index-record-visibility';
import * as createAuthTables from './20261121T2200-create-auth-tables';
import * as createPermissionTables from './20261121T2210-create-permission-tables';
import * as createAccountTables from './20261121T2220-create-account-tables';
import * as enableRowLevelSecurity from './20261121T2300-enable-row-level-security';
import * as loginFailurePerSource from './20261123T1300-login-failure-per-source';
import * as revokeSessionsOnDisable from './20261123T1310-revoke-sessions-on-disable';
import * as uniqueUnionCreditCode from './20261123T1320-unique-union-credit-code';
import * as createIdempotencyKey from './20261123T1330-create-idempotency-key';
import * as createDictionaryTables from './20261123T1400-create-dictionary-tables';
import * as createUnionProfileTables from './20261123T1410-create-union-profile-tables';
import * as createQuestionnaireTables from './20261123T1420-create-questionnaire-tables';
import * as recordStep from './20261123T1430-record-step';
import * as recordChildren from './20261123T1850-record-children';
import * as createRecordPeriod from './20261123T1900-create-record-period';
import * as flowGraphReadModels from './20261125T1000-flow-graph-read-models';
import * as createFlowModelTables from './20261125T1010-create-flow-model-tables';
import * as keepDeletedFlowVersions from './20261125T2000-keep-deleted-flow-versions';
import * as taskVisibleFields from './20261126T1000-task-visible-fields';
import * as officerTerm from './20261126T1200-officer-term';
import * as oneUnionCode from './20261127T1000-one-union-code';
import * as recordEffectDue from './20261127T1010-record-effect-due';
import * as flowEventCommand from './20261128T1130-flow-event-command';
import * as listIndexesTaskReaders from './20261201T1000-list-indexes-task-readers';
import * as taskReaderAssignee from './20261202T1000-task-reader-assignee';
import * as createSelectionRound from './20261203T1000-create-selection-round';
import * as roundSettingsLateFiles from './20261204T1100-round-settings-late-files';
import * as createPublicityHonour from './20261204T1400-create-publicity-honour';
import * as createNoTask from './20261204T1600-create-no-task';
import * as createUnionMessage from './20261204T1700-create-union-message';
import * as boostConsentCode from './20261204T1710-boost-consent-code';
import * as createNomineeConsent from './20261205T1500-create-nominee-consent';
import * as taskDecline from './20261206T1000-task-decline';
import * as createTenantYearSetting from './20261207T1000-create-tenant-year-setting';
import * as createRecordFollowUp from './20261207T1010-create-record-follow-up';
import * as createPersonalDataView from './20261207T1100-create-personal-data-view';
import * as createQuestionnaireCampaign from './20261207T1300-create-questionnaire-campaign';
import * as campaignWithoutSet from './20261213T1000-campaign-without-set';
import * as callAnsweredFromRecords from './20261214T1000-call-answered-from-records';
import * as invitationRemindedTimes from './20261214T1100-invitation-reminded-times';
import * as questionnaireResponseIdempotency from './20261208T1000-questionnaire-response-idempotency';
import * as createPersonRegisters from './20261209T1000-create-person-registers';
import * as createRegister from './20261207T1100-create-register';
import * as createUnionFundsMonth from './20261209T1000-create-union-funds-month';
import * as roundStandards from './20261210T1000-round-standards';
import * as followUpMemberEnds from './20261211T1000-follow-up-member-ends';
import * as followUpUndo from './20261212T1000-follow-up-undo';
import * as recordFirstSubmit from './20261212T1100-record-first-submit';
import * as unionMessageObjection from './20261204T1720-union-message-objection';
import * as publicityVerifyFiles from './20261205T1000-publicity-verify-files';
import * as summaryPeriodRound from './20261205T1000-summary-period-round';
import * as roundSharesDeadlineNotice from './20261205T1300-round-shares-deadline-notice';

/** Every migration, by name; the names sort in the order they run. Frozen once released. */
export const migrations: Record<string, Migration> = {
  '20261121T2100-create-core-tables': createCoreTables,
  '20261121T2110-create-flow-tables': createFlowTables,
  '20261121T2120-index-record-visibility': indexRecordVisibility,
  '20261121T2200-create-auth-tables': createAuthTables,
  '20261121T2210-create-permission-tables': createPermissionTables,
  '20261121T2220-create-account-tables': createAccountTables,
  '20261121T2300-enable-row-level-security': enableRowLevelSecurity,
  '20261123T1300-login-failure-per-source': loginFailurePerSource,
  '20261123T1310-revoke-sessions-on-disable': revokeSessionsOnDisable,
  '20261123T1320-unique-union-credit-code': uniqueUnionCreditCode,
  '20261123T1330-create-idempotency-key': createIdempotencyKey,
  '20261123T1400-create-dictionary-tables': createDictionaryTables,
  '20261123T1410-create-union-profile-tables': createUnionProfileTables,
  '20261123T1420-create-questionnaire-tables': createQuestionnaireTables,
  '20261123T1430-record-step': recordStep,
  '20261123T1850-record-children': recordChildren,
  '20261123T1900-create-record-period': createRecordPeriod,
  '20261125T1000-flow-graph-read-models': flowGraphReadModels,
  '20261125T1010-create-flow-model-tables': createFlowModelTables,
  '20261125T2000-keep-deleted-flow-versions': keepDeletedFlowVersions,
  '20261126T1000-task-visible-fields': taskVisibleFields,
  '20261126T1200-officer-term': officerTerm,
  '20261127T1000-one-union-code': oneUnionCode,
  '20261127T1010-record-effect-due': recordEffectDue,
  '20261128T1130-flow-event-command': flowEventCommand,
  '20261201T1000-list-indexes-task-readers': listIndexesTaskReaders,
  '20261202T1000-task-reader-assignee': taskReaderAssignee,
  '20261203T1000-create-selection-round': createSelectionRound,
  '20261204T1100-round-settings-late-files': roundSettingsLateFiles,
  '20261204T1400-create-publicity-honour': createPublicityHonour,
  '20261204T1600-create-no-task': createNoTask,
  '20261204T1700-create-union-message': createUnionMessage,
  '20261204T1710-boost-consent-code': boostConsentCode,
  '20261204T1720-union-message-objection': unionMessageObjection,
  '20261205T1000-publicity-verify-files': publicityVerifyFiles,
  '20261205T1000-summary-period-round': summaryPeriodRound,
  '20261205T1300-round-shares-deadline-notice': roundSharesDeadlineNotice,
  '20261205T1500-create-nominee-consent': createNomineeConsent,
  '20261206T1000-task-decline': taskDecline,
  '20261207T1000-create-tenant-year-setting': createTenantYearSetting,
  '20261207T1010-create-record-follow-up': createRecordFollowUp,
  '20261207T1100-create-personal-data-view': createPersonalDataView,
  '20261207T1300-create-questionnaire-campaign': createQuestionnaireCampaign,
  '20261207T1100-create-register': createRegister,
  '20261208T1000-questionnaire-response-idempotency': questionnaireResponseIdempotency,
  '20261209T1000-create-person-registers': createPersonRegisters,
  '20261209T1000-create-union-funds-month': createUnionFundsMonth,
  '20261210T1000-round-standards': roundStandards,
  '20261211T1000-follow-up-member-ends': followUpMemberEnds,
  '20261212T1000-follow-up-undo': followUpUndo,
  '20261212T1100-record-first-submit': recordFirstSubmit,
  '20261213T1000-campaign-without-set': campaignWithoutSet,
  '20261214T1000-call-answered-from-records': callAnsweredFromRecords,
  '20261214T1100-invitation-reminded-times': invitationRemindedTimes,
};
