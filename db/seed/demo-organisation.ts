import type { Ident } from '../tables/app-user';
import type { UnionOrgTable } from '../tables/union-org';

type Union = Omit<UnionOrgTable, 'path' | 'union_type' | 'employer_code'> & { employer_code?: string | null };

/** The demo union trees of both tenants; ids are fixed so tests can name them. */
export const demoUnions: Union[] = [
  {
    id: '1000',
    tenant_id: '000000',
    parent_id: null,
    name: '科技园区总工会',
    kind: 'federation',
    credit_code: null,
    region_code: '110108',
  },
  {
    id: '1100',
    tenant_id: '000000',
    parent_id: '1000',
    name: '中关村街道工会联合会',
    kind: 'launion',
    credit_code: null,
    region_code: '110108011',
  },
  {
    id: '1200',
    tenant_id: '000000',
    parent_id: '1000',
    name: '上地街道工会联合会',
    kind: 'launion',
    credit_code: null,
    region_code: '110108022',
  },
  {
    id: '1101',
    tenant_id: '000000',
    parent_id: '1100',
    name: '北京智联科技有限公司工会',
    kind: 'corp',
    credit_code: null,
    // The employer's code: the union has none of its own until its legal-person registration (setup3).
    employer_code: '91110108MA01A1B2C3',
    region_code: '110108011',
  },
  {
    id: '1102',
    tenant_id: '000000',
    parent_id: '1100',
    name: '北京云图软件有限公司工会',
    kind: 'corp',
    credit_code: null,
    region_code: '110108011',
  },
  {
    id: '1201',
    tenant_id: '000000',
    parent_id: '1200',
    name: '北京星河数据有限公司工会',
    kind: 'corp',
    credit_code: null,
    region_code: '110108022',
  },
  // A joint union (联合基层工会) covering small enterprises of 上地 (docs/forms/group-c-survey.md "Demo data").
  {
    id: '1202',
    tenant_id: '000000',
    parent_id: '1200',
    name: '上地信息路联合工会委员会',
    kind: 'corp',
    credit_code: null,
    region_code: '110108022',
  },
  { id: '9000', tenant_id: '100001', parent_id: null, name: '第二租户总工会', kind: 'federation', credit_code: null, region_code: null },
  { id: '9100', tenant_id: '100001', parent_id: '9000', name: '第二租户街道工会', kind: 'launion', credit_code: null, region_code: null },
  { id: '9101', tenant_id: '100001', parent_id: '9100', name: '第二租户企业工会', kind: 'corp', credit_code: null, region_code: null },
];

export interface DemoAccount {
  id: string;
  tenant_id: string;
  account: string;
  name: string;
  ident: Ident;
  union_id: string;
  roles: string[];
  is_sub?: boolean;
  parent_user_id?: string;
}

/** The demo accounts of CONVENTIONS.md, all with the demo password. */
export const demoAccounts: DemoAccount[] = [
  { id: '2001', tenant_id: '000000', account: 'admin', name: '系统管理员', ident: 'admin', union_id: '1000', roles: ['administrator'] },
  {
    id: '2002',
    tenant_id: '000000',
    account: 'federation',
    name: '总工会审核员',
    ident: 'federation',
    union_id: '1000',
    roles: ['federation'],
  },
  { id: '2003', tenant_id: '000000', account: 'launion1', name: '中关村街道工会', ident: 'launion', union_id: '1100', roles: ['launion'] },
  { id: '2004', tenant_id: '000000', account: 'launion2', name: '上地街道工会', ident: 'launion', union_id: '1200', roles: ['launion'] },
  { id: '2005', tenant_id: '000000', account: 'corp1', name: '智联科技工会', ident: 'corp', union_id: '1101', roles: ['corp'] },
  { id: '2006', tenant_id: '000000', account: 'corp2', name: '云图软件工会', ident: 'corp', union_id: '1102', roles: ['corp'] },
  { id: '2007', tenant_id: '000000', account: 'corp3', name: '星河数据工会', ident: 'corp', union_id: '1201', roles: ['corp'] },
  {
    id: '2008',
    tenant_id: '000000',
    account: 'corp1sub',
    name: '智联科技工会(会员管理)',
    ident: 'corp',
    union_id: '1101',
    roles: ['corp'],
    is_sub: true,
    parent_user_id: '2005',
  },
  // The joint union's account (2008 is corp1sub's): it files the covered-enterprise modules.
  { id: '2009', tenant_id: '000000', account: 'corp4', name: '信息路联合工会', ident: 'corp', union_id: '1202', roles: ['corp'] },
  {
    id: '9001',
    tenant_id: '100001',
    account: 'admin2',
    name: '第二租户管理员',
    ident: 'admin',
    union_id: '9000',
    roles: ['administrator'],
  },
  { id: '9002', tenant_id: '100001', account: 'corp9', name: '第二租户企业工会', ident: 'corp', union_id: '9101', roles: ['corp'] },
];

/** `/root/.../id/` paths of the union tree, computed from the parent links. */
export function unionPaths(unions: Union[]): Map<string, string> {
  const byId = new Map(unions.map((u) => [u.id, u]));
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known) return known;
    const u = byId.get(id);
    if (!u) throw new Error(`unknown union ${id}`);
    const path = `${u.parent_id ? pathOf(u.parent_id) : '/'}${u.id}/`;
    paths.set(id, path);
    return path;
  };
  for (const u of unions) pathOf(u.id);
  return paths;
}
