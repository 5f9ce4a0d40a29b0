export { UnionInfoPage } from './UnionInfoPage';
export { CommitteePage } from './CommitteePage';
export { CompanyPage } from './CompanyPage';
export { SetupProgress } from './SetupProgress';
