export { AppError, ConflictError, InvalidInputError, badRequest, forbidden, notFound, unauthorized } from './errors';
export { envelope, type Envelope } from './envelope';
export { langOf } from './lang';
export { message, type MessageKey } from './messages';
export { formatTime, parseTime, todayInShanghai } from './time';
export { PagingQuery, pageOf, offsetOf, parseSort, type Paging, type SortTerm } from './paging';
export { registerErrorHandling } from './error-handler';
export { ok, okSchema } from './reply';
