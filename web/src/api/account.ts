import { request } from './http';
import type { GuideProgress, Profile, SubAccount, TreeOption, UnionLink } from './identity-types';
import type { BodyOf, DataOf } from './schema-types';
import type { ListQuery, Page } from './types';

/** What the registration dialog sends; passwords as typed (the server checks its policy on them). */
export type GuestRegistration = Required<BodyOf<'post', '/api/blade-user/register-guest'>>;

/** A profile change; the server refuses any other key. */
export type ProfileChange = Omit<BodyOf<'post', '/api/blade-user/update-info'>, 'id'>;

/** A sub-account to create; `password` as typed (the server checks its policy). */
export type SubAccountCreate = BodyOf<'post', '/api/blade-user/sub/save'>;

/** A sub-account change; a `password` (as typed) replaces the old one. */
export type SubAccountChange = BodyOf<'post', '/api/blade-user/sub/update'>;

const sub = '/api/blade-user/sub';

/** The caller's own account: registration, profile, password, union contact, guide and sub-accounts. */
export const account = {
  registerGuest: (body: GuestRegistration) =>
    request<DataOf<'post', '/api/blade-user/register-guest'>>('/api/blade-user/register-guest', {
      method: 'POST',
      json: body,
      silent: true,
    }),
  profile: () => request<Profile>('/api/blade-user/info'),
  updateProfile: (body: ProfileChange) => request<Profile>('/api/blade-user/update-info', { method: 'POST', json: body }),
  /** `oldPwd` is the MD5 of the current password; `pwd` and `pwd1` the new one as typed. */
  changePassword: (body: BodyOf<'post', '/api/blade-user/user/savePwd'>) =>
    request<DataOf<'post', '/api/blade-user/user/savePwd'>>('/api/blade-user/user/savePwd', { method: 'POST', json: body }),
  link: () => request<UnionLink>('/api/blade-user/user/getLink'),
  saveLink: (body: UnionLink) => request<UnionLink>('/api/blade-user/user/saveLink', { method: 'POST', json: body }),
  guide: () => request<GuideProgress>('/api/blade-system/guide/progress', { silent: true }),
  subPage: (query: ListQuery) => request<Page<SubAccount>>(`${sub}/page`, { query }),
  subSave: (body: SubAccountCreate) => request<SubAccount>(`${sub}/save`, { method: 'POST', json: body }),
  subUpdate: (body: SubAccountChange) => request<SubAccount>(`${sub}/update`, { method: 'POST', json: body }),
  subRemove: (id: string) => request<unknown>(`${sub}/remove`, { query: { id } }),
  subPerm: (id: string) => request<DataOf<'get', '/api/blade-user/sub/getSubPerm'>>(`${sub}/getSubPerm`, { query: { id } }),
  subMenuTree: () => request<TreeOption[]>('/api/blade-user/cropmenu/tree'),
};
