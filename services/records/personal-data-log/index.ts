/**
 * The log of full views of personal data (`personal_data_view`, docs/forms/group-c-rights.md "The
 * reveal call and the access log"): its writer, used in the answering transaction, and its readers.
 */
export {
  logPersonalDataView,
  personalDataViews,
  recordPersonalViews,
  type PersonalDataViewEntry,
  type RecordPersonalView,
  type ViewChannel,
} from './view-log';
export { personalDataViewRoutes } from './log-routes';
