/** 站内消息 (services/organisation/union-messages): the portal messages of the caller's union. */
import { request } from './http';
import type { DataOf, RowOf } from './schema-types';
import type { ListQuery, Page } from './types';

const base = '/api/blade-crop/crop/union-message';

/** A message as its union reads it; `readAt` null until an account of the union opens it. */
export type UnionMessage = RowOf<'get', '/api/blade-crop/crop/union-message/list'>;
export type UnreadCount = DataOf<'get', '/api/blade-crop/crop/union-message/unread-count'>;

export const messages = {
  list: (query: ListQuery) => request<Page<UnionMessage>>(`${base}/list`, { query }),
  /** Silent: the top bar's badge shows nothing rather than an error. */
  unreadCount: () => request<UnreadCount>(`${base}/unread-count`, { silent: true }),
  /** Opens a message: read from now on. */
  open: (id: string) => request<UnionMessage>(`${base}/open`, { method: 'POST', json: { id } }),
};
