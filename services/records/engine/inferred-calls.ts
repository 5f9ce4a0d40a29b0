import type { ModuleEntry, StandardCall } from '../../../catalogue';
import { inferredCall } from '../../platform/openapi';

/**
 * The `x-inferred` mark of a standard call a module serves beyond calls.tsv, with the entry's reason
 * (firstaid's `getid` and `uploads`: its form carries files, the spec lists neither); nothing otherwise.
 */
export const inferredStandardCall = (entry: ModuleEntry, call: StandardCall) => {
  const reason = entry.inferredCalls?.[call];
  return reason ? inferredCall(reason) : {};
};
