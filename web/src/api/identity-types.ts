/** Shapes of the identity calls (docs/IDENTITY.md), as the console reads them. */
import type { Ident } from './types';

/** `oauth/captcha`: the image (an SVG data URL) and the key that goes back with the login. */
export interface CaptchaImage {
  key: string;
  image: string;
}

/** `oauth/user-info`. */
export interface UserInfo {
  user_id: string;
  user_name: string;
  account: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  oauth_id: string;
  tenant_id: string;
  roles: string[];
  role_name: string;
  detail: { ident: Ident; unionId: string; unionName: string; isSub: boolean };
}

/** A menu of `menu/routes` (category 1), with its children. */
export interface MenuRoute {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  category: number;
  sort: number;
  isOpen: boolean;
  label: string;
  icon: string;
  meta: { i18n: string };
  children: MenuRoute[];
}

/** An entry of `menu/top-menu`. */
export interface TopMenuEntry {
  id: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
}

/** `menu/buttons`: button code → true. */
export type ButtonMap = Record<string, true>;

/** A node of the pickers and grant trees (`title`, `key`, `value` as the family names them). */
export interface TreeOption {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  code?: string;
  path?: string;
  category?: number;
  /** Grant trees: `scope` nodes are what is granted; `menu` nodes only group them. */
  kind?: 'menu' | 'scope';
  children?: TreeOption[];
  hasChildren?: boolean;
}

/** `guide/progress`: `guide1` … `guideN`, each 0 or 1. */
export interface GuideProgress {
  uid: string;
  account: string;
  steps: number;
  finished: boolean;
  [step: `guide${number}`]: number;
}

/** A row of `guide/list`: one union account's progress, for administrators. */
export type GuideRow = GuideProgress & { name: string; ident: 'corp' | 'launion' };

/** `blade-user/info`: the caller's own profile. */
export interface Profile {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  phone: string;
  email: string;
  avatar: string;
  ident: Ident;
  isSub: boolean;
  unionId: string;
  unionName: string;
}

/** The union's contact person (`user/getLink`). */
export interface UnionLink {
  linkName: string;
  linkPhone: string;
}

/** A sub-account of the caller. */
export interface SubAccount {
  id: string;
  account: string;
  name: string;
  realName: string;
  phone: string;
  status: number;
  createTime: string;
}

/** An account, as the user admin lists it. */
export interface AdminUser {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  phone: string;
  email: string;
  avatar: string;
  ident: Ident;
  unionId: string;
  unionName: string;
  deptId: string;
  postId: string;
  /** Comma-separated role ids. */
  roleId: string;
  roleName: string;
  status: number;
  isSub: boolean;
  parentUserId: string;
  createTime: string;
}

/** A role of the tenant (a tree by `parentId`). */
export interface RoleRow {
  id: string;
  tenantId: string;
  roleName: string;
  roleAlias: string;
  parentId: string;
  parentName: string;
  sort: number;
  children?: RoleRow[];
}

/** What `menu/grant-tree` offers the caller to grant. */
export interface GrantTrees {
  menu: TreeOption[];
  dataScope: TreeOption[];
  apiScope: TreeOption[];
}

/** What `menu/role-tree-keys` says the roles hold. */
export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}

/** A menu or button of the menu admin. */
export interface MenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  /** 1 menu, 2 button. */
  category: number;
  sort: number;
  remark: string;
  isOpen: boolean;
  children?: MenuRow[];
}

/** An entry of the tenant's top menu bar. */
export interface TopMenuRow {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
}

/** A tenant; `id` is its number. */
export interface TenantRow {
  id: string;
  tenantId: string;
  tenantName: string;
  linkman: string;
  contactNumber: string;
  address: string;
  /** Most accounts; -1 for no limit. */
  accountNumber: number;
  expireTime: string | null;
  status: number;
  createTime: string;
}

/** An OAuth client; its secret never comes back. */
export interface ClientRow {
  id: string;
  clientId: string;
  scope: string;
  authorizedGrantTypes: string;
  webServerRedirectUri: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  createTime: string;
}

/** A department (a tree by `parentId`). */
export interface DeptRow {
  id: string;
  parentId: string;
  parentName: string;
  ancestors: string;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  children?: DeptRow[];
}

/** A post; `category` 1 senior, 2 middle, 3 base, 4 other. */
export interface PostRow {
  id: string;
  tenantId: string;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
}

/** A pending, approved or rejected registration. */
export interface RegistrationRow {
  id: string;
  tenantId: string;
  /** `guest` (the registration dialog) or `union` (the public application of a new union). */
  kind: string;
  account: string;
  name: string;
  phone: string;
  linkName: string;
  unionName: string;
  creditCode: string;
  parentUnionId: string;
  status: string;
  reason: string;
  reviewTime: string;
  userId: string;
  createTime: string;
}
