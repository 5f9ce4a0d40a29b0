import { request, requestBlob } from './http';
import type {
  AdminUser,
  ClientRow,
  DeptRow,
  GuideRow,
  GrantKeys,
  GrantTrees,
  MenuRow,
  PersonalDataViewRow,
  PostRow,
  RegistrationRow,
  RoleRow,
  TenantRow,
  TopMenuRow,
  TreeOption,
} from './identity-types';
import type { BodyOf, DataOf, RowOf } from './schema-types';
import type { ListQuery, Page } from './types';

/** An admin form's values as the console's CRUD pages gather them (each submit route checks its own). */
type Body = Record<string, unknown>;

const remove = (path: string, ids: string[]) => request<number>(path, { method: 'POST', query: { ids: ids.join(',') } });
const submit = <T>(path: string, body: Body) => request<T>(path, { method: 'POST', json: body });

const user = '/api/blade-user/user';
const reg = '/api/blade-user/registration';
const role = '/api/blade-system/role';
const menu = '/api/blade-system/menu';
const top = '/api/blade-system/topmenu';
const tenant = '/api/blade-system/tenant';
const client = '/api/blade-system/client';
const dept = '/api/blade-system/dept';
const post = '/api/blade-system/post';
const round = '/api/blade-crop/crop/round';
const calendar = '/api/blade-system/work-calendar';
const personalViews = '/api/blade-system/personal-data-view';

/** A day of the working-day calendar (services/admin/work-calendar): a holiday, or a make-up working day. */
export type CalendarDay = DataOf<'get', '/api/blade-system/work-calendar/list'>[number];
const yearSetting = '/api/blade-system/year-setting';

/** A figure the federation sets per year (services/admin/year-settings), with what is set for the year. */
export type YearSettingRow = DataOf<'get', '/api/blade-system/year-setting/list'>[number];
export type YearSettingBody = BodyOf<'post', '/api/blade-system/year-setting/submit'>;

/** A selection round as `round/list` and `round/detail` answer it, with its places per higher union (services/records/shapes/round). */
export type RoundRow = RowOf<'get', '/api/blade-crop/crop/round/list'>;
/** What `round/submit` takes: a new round, or a change of one (`id`), with its places per higher union. */
export type RoundBody = BodyOf<'post', '/api/blade-crop/crop/round/submit'>;

/** The administration calls of users, roles, menus, top menus, tenants, clients, departments and posts. */
export const admin = {
  guide: {
    page: (query: ListQuery) => request<Page<GuideRow>>('/api/blade-system/guide/list', { query }),
  },
  users: {
    page: (query: ListQuery) => request<Page<AdminUser>>(`${user}/list`, { query }),
    detail: (id: string) => request<AdminUser>(`${user}/detail`, { query: { id } }),
    submit: (body: Body) => submit<AdminUser>(`${user}/submit`, body),
    remove: (ids: string[]) => remove(`${user}/remove`, ids),
    /** `password` as typed: the server checks its policy. */
    resetPassword: (userIds: string[], password: string) =>
      request<unknown>(`${user}/reset-password`, { method: 'POST', json: { userIds: userIds.join(','), password } }),
  },
  registrations: {
    page: (query: ListQuery) => request<Page<RegistrationRow>>(`${reg}/page`, { query }),
    approve: (body: BodyOf<'post', '/api/blade-user/registration/approve'>) =>
      request<DataOf<'post', '/api/blade-user/registration/approve'>>(`${reg}/approve`, { method: 'POST', json: body }),
    reject: (id: string, reason: string) =>
      request<DataOf<'post', '/api/blade-user/registration/reject'>>(`${reg}/reject`, { method: 'POST', json: { id, reason } }),
  },
  roles: {
    list: (query: ListQuery = {}) => request<RoleRow[]>(`${role}/list`, { query }),
    submit: (body: Body) => submit<RoleRow>(`${role}/submit`, body),
    remove: (ids: string[]) => remove(`${role}/remove`, ids),
    grant: (body: BodyOf<'post', '/api/blade-system/role/grant'>) => request<unknown>(`${role}/grant`, { method: 'POST', json: body }),
    grantTree: () => request<GrantTrees>(`${menu}/grant-tree`),
    keys: (roleIds: string[]) => request<GrantKeys>(`${menu}/role-tree-keys`, { query: { roleIds: roleIds.join(',') } }),
  },
  menus: {
    list: (query: ListQuery = {}) => request<MenuRow[]>(`${menu}/list`, { query }),
    tree: () => request<TreeOption[]>(`${menu}/tree`),
    submit: (body: Body) => submit<MenuRow>(`${menu}/submit`, body),
    remove: (ids: string[]) => remove(`${menu}/remove`, ids),
  },
  topMenus: {
    page: (query: ListQuery) => request<Page<TopMenuRow>>(`${top}/list`, { query }),
    submit: (body: Body) => submit<TopMenuRow>(`${top}/submit`, body),
    remove: (ids: string[]) => remove(`${top}/remove`, ids),
    grant: (topMenuIds: string[], menuIds: string[]) => request<unknown>(`${top}/grant`, { method: 'POST', json: { topMenuIds, menuIds } }),
    grantTree: () => request<DataOf<'get', '/api/blade-system/menu/grant-top-tree'>>(`${menu}/grant-top-tree`),
    keys: (topMenuIds: string[]) =>
      request<DataOf<'get', '/api/blade-system/menu/top-tree-keys'>>(`${menu}/top-tree-keys`, {
        query: { topMenuIds: topMenuIds.join(',') },
      }),
  },
  tenants: {
    page: (query: ListQuery) => request<Page<TenantRow>>(`${tenant}/list`, { query }),
    submit: (body: Body) => submit<TenantRow>(`${tenant}/submit`, body),
    remove: (ids: string[]) => remove(`${tenant}/remove`, ids),
  },
  clients: {
    page: (query: ListQuery) => request<Page<ClientRow>>(`${client}/list`, { query }),
    submit: (body: Body) => submit<ClientRow>(`${client}/submit`, body),
    remove: (ids: string[]) => remove(`${client}/remove`, ids),
  },
  depts: {
    list: (query: ListQuery = {}) => request<DeptRow[]>(`${dept}/list`, { query }),
    submit: (body: Body) => submit<DeptRow>(`${dept}/submit`, body),
    remove: (ids: string[]) => remove(`${dept}/remove`, ids),
  },
  /** The log of full views of personal data: read only (the server writes it with each view). */
  personalDataViews: {
    page: (query: ListQuery) => request<Page<PersonalDataViewRow>>(`${personalViews}/page`, { query }),
    /** The log under the filters as an Excel sheet (paging left out: the sheet holds every page). */
    sheet: (query: Record<string, string | number>) => requestBlob(`${personalViews}/export`, { query }),
  },
  posts: {
    page: (query: ListQuery) => request<Page<PostRow>>(`${post}/list`, { query }),
    select: () => request<PostRow[]>(`${post}/select`),
    submit: (body: Body) => submit<PostRow>(`${post}/submit`, body),
    remove: (ids: string[]) => remove(`${post}/remove`, ids),
  },
  rounds: {
    page: (query: ListQuery) => request<Page<RoundRow>>(`${round}/list`, { query }),
    detail: (id: string) => request<DataOf<'get', '/api/blade-crop/crop/round/detail'>>(`${round}/detail`, { query: { id } }),
    submit: (body: RoundBody) => submit<RoundRow>(`${round}/submit`, body),
    close: (id: string) => submit<RoundRow>(`${round}/close`, { id }),
  },
  calendar: {
    year: (year: number) => request<CalendarDay[]>(`${calendar}/list`, { query: { year: String(year) } }),
    submit: (body: BodyOf<'post', '/api/blade-system/work-calendar/submit'>) => submit<boolean>(`${calendar}/submit`, body),
    remove: (day: string) => submit<boolean>(`${calendar}/remove`, { day }),
  },
  yearSettings: {
    year: (year: number) => request<YearSettingRow[]>(`${yearSetting}/list`, { query: { year: String(year) } }),
    submit: (body: YearSettingBody) => submit<boolean>(`${yearSetting}/submit`, body),
  },
};
