import { callMethod, type HttpMethod, type MethodCall } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { moduleEntryOf } from '../modules';

/** The method a record's module serves a call without a form under (its entry's `methods`, else the call's own). */
export function methodOf(record: Pick<RecordView, 'module'>, call: MethodCall): HttpMethod {
  const entry = moduleEntryOf(record.module);
  return entry ? callMethod(entry, call) : callMethod({}, call);
}
