/**
 * The console's names for the shapes of the identity calls (docs/IDENTITY.md), read off the
 * generated API types (schema.gen.ts, `npm run api-types`); an account's `ident` is narrowed.
 */
import type { DataOf, ItemOf, RowOf, Schemas } from './schema-types';
import type { Ident } from './types';

/** The wire's `ident` (a string) as the console's `Ident`. */
type WithIdent<T extends { ident: string }> = Omit<T, 'ident'> & { ident: Ident };

/** `oauth/captcha`: the image (an SVG data URL) and the key that goes back with the login. */
export type CaptchaImage = DataOf<'get', '/api/blade-auth/oauth/captcha'>;

type UserInfoWire = DataOf<'get', '/api/blade-auth/oauth/user-info'>;
/** `oauth/user-info`. */
export type UserInfo = Omit<UserInfoWire, 'detail'> & { detail: WithIdent<UserInfoWire['detail']> };

/** A menu of `menu/routes` (category 1), with its children. */
export type MenuRoute = Schemas['RouteNode'];

/** An entry of `menu/top-menu`. */
export type TopMenuEntry = ItemOf<'get', '/api/blade-system/menu/top-menu'>;

/** `menu/buttons`: button code → true. */
export type ButtonMap = DataOf<'get', '/api/blade-system/menu/buttons'>;

/**
 * A node of the pickers and grant trees as the console's tree inputs take it: what every picker node
 * of the API has (`title`, `key`, `value`), and the parts some add (a grant tree's `kind`: `scope`
 * nodes are what is granted, `menu` nodes only group them).
 */
export type TreeOption = Omit<Schemas['DeptPickerNode'], 'children' | 'hasChildren'> &
  Partial<Pick<Schemas['MenuPickerNode'], 'code' | 'category' | 'kind'>> &
  Partial<Pick<Schemas['SubAccountMenuNode'], 'path'>> & { children?: TreeOption[]; hasChildren?: boolean };

type GuideWire = DataOf<'get', '/api/blade-system/guide/progress'>;
/**
 * `guide/progress`: `guide1` … `guideN`, each 0 or 1. The server's keys follow a pattern, which
 * OpenAPI 3.0 can only write as an index of numbers over every key: narrowed back to the pattern.
 */
export type GuideProgress = Pick<GuideWire, 'uid' | 'account' | 'steps' | 'finished'> & { [step: `guide${number}`]: number };

/** A row of `guide/list`: one union account's progress, for administrators. */
export type GuideRow = RowOf<'get', '/api/blade-system/guide/list'>;

/** `blade-user/info`: the caller's own profile. */
export type Profile = WithIdent<DataOf<'get', '/api/blade-user/info'>>;

/** The union's contact person (`user/getLink`). */
export type UnionLink = DataOf<'get', '/api/blade-user/user/getLink'>;

/** A sub-account of the caller. */
export type SubAccount = RowOf<'get', '/api/blade-user/sub/page'>;

/** An account, as the user admin lists it. */
export type AdminUser = WithIdent<RowOf<'get', '/api/blade-user/user/list'>>;

/** A role of the tenant (a tree by `parentId`). */
export type RoleRow = Schemas['RoleNode'];

/** What `menu/grant-tree` offers the caller to grant. */
export type GrantTrees = DataOf<'get', '/api/blade-system/menu/grant-tree'>;

/** What `menu/role-tree-keys` says the roles hold. */
export type GrantKeys = DataOf<'get', '/api/blade-system/menu/role-tree-keys'>;

/** A menu or button of the menu admin. */
export type MenuRow = Schemas['MenuNode'];

/** An entry of the tenant's top menu bar. */
export type TopMenuRow = RowOf<'get', '/api/blade-system/topmenu/list'>;

/** A tenant; `id` is its number. */
export type TenantRow = RowOf<'get', '/api/blade-system/tenant/list'>;

/** An OAuth client; its secret never comes back. */
export type ClientRow = RowOf<'get', '/api/blade-system/client/list'>;

/** A department (a tree by `parentId`). */
export type DeptRow = Schemas['DeptNode'];

/** A post; `category` 1 senior, 2 middle, 3 base, 4 other. */
export type PostRow = RowOf<'get', '/api/blade-system/post/list'>;

/** A pending, approved or rejected registration. */
export type RegistrationRow = RowOf<'get', '/api/blade-user/registration/page'>;
/** One full view of a record's personal data (个人信息查看记录). */
export type PersonalDataViewRow = RowOf<'get', '/api/blade-system/personal-data-view/page'>;
