/** 公示管理 in the console (/honor/publicity, the federation's): its publicities, opening one, answering objections, the decision. */
export { PublicityPage } from './PublicityPage';
export { PublicityDetailPage } from './PublicityDetailPage';
export { EvidenceFiles, type EvidenceFilesProps } from './EvidenceFiles';
