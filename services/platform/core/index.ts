export { AppError, ConflictError, InvalidInputError, badRequest, forbidden, notFound, unauthorized } from './errors';
export { envelope, type Envelope } from './envelope';
export { langOf } from './lang';
export { message, type MessageKey } from './messages';
export { formatTime, formatTimeByIntl, parseTime, todayInShanghai } from './time';
export {
  COUNT_BEYOND,
  SEARCH_COUNT_BEYOND,
  countBound,
  PagingQuery,
  pageOf,
  offsetOf,
  parseSort,
  totalOf,
  type PageTotal,
  type Paging,
  type SortTerm,
} from './paging';
export { countOf, countParts, countUpTo, orderedPage, paginate, type ListOrder } from './paginate';
export { containing } from './containing';
export { registerErrorHandling } from './error-handler';
export { registerInputChecks } from './input-checks';
export { answerClientError, answerFrameworkError } from './framework-errors';
export { registerSecurityHeaders } from './security-headers';
export { rememberingCompilers } from './schema-compilers';
export { isGuardedRoute, looksLikeApi } from './matched-route';
export { ID_PATTERN, IdString, idListPattern, isId } from './ids';
export { ok, okSchema } from './reply';
export { stageNameIn } from './stage-names';
export {
  DayText,
  ErrorEnvelope,
  fileAnswer,
  Nullable,
  okBoolean,
  okOf,
  okPageOf,
  pageSchemaOf,
  TimeText,
  treeOf,
} from './response-schemas';
export { concurrencyLimit } from './concurrency-limit';
export { named } from './plugin-name';
