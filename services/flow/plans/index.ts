/** What a record's flow pins when it starts or migrates: the deployed model version and its stages resolved for the applicant. */
export { deployedFlowFor, flowToPin } from './deployed-flow';
export { resolveStagePlans, type ApplicantFacts } from './stage-plans';
export { builtInChainOf, carriesBuiltInChain, onBuiltInChain, type VersionRef } from './built-in-chain';
