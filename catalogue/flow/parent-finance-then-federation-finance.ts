import type { FlowModelDef } from '../types';

/**
 * Funds registration: the higher union's finance department checks the account against the
 * certificate, then the federation's finance department records it, as the federation pays the
 * grassroots share of the collected 2 % funds back into that account. Both act through the union's
 * reviewer accounts until finance roles of their own exist.
 */
export const parentFinanceThenFederationFinance: FlowModelDef = {
  key: 'parent-finance-then-federation-finance',
  name: { zh: '上级工会财务部门审核 → 总工会财务部审核', en: 'Parent union finance review, then federation finance review' },
  stages: [
    {
      key: 'launionFinance',
      name: { zh: '上级工会财务部门审核', en: 'Parent union finance review' },
      candidates: { kind: 'applicantParent' },
      dueHours: 72,
    },
    {
      key: 'federationFinance',
      name: { zh: '总工会财务部审核', en: 'Federation finance review' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 120,
    },
  ],
};
