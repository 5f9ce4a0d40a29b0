import type { Actor, LifecycleInput } from '../../workflows';

/** A set-up request's flow (setup1) as the API starts it for corp1: the parent union's stage, then the federation's. */
export const setupInput: LifecycleInput = {
  tenantId: '000000',
  module: 'setup1',
  recordId: '42',
  processInstanceId: 'setup1-42',
  applicant: { id: '2005', name: '智联科技工会' },
  union: { id: '1101', name: '北京智联科技有限公司工会', path: '/1000/1100/1101/' },
  model: 'parent-then-federation',
  stages: [
    { key: 'launion', name: '上级工会审核', candidates: ['union:1100'], dueHours: 72 },
    { key: 'federation', name: '总工会审核', candidates: ['role:federation'], dueHours: 120 },
  ],
  draftTtlMs: 1000,
};
/** The applicant union's account, and the parent union's reviewer. */
export const corp1: Actor = { id: '2005', name: '智联科技工会', unionId: '1101', unionName: '智联', ident: 'corp', roles: ['corp'] };
export const launion1: Actor = {
  id: '2003',
  name: '中关村街道工会',
  unionId: '1100',
  unionName: '中关村',
  ident: 'launion',
  roles: ['launion'],
};
