// The chaos run and what a topology needs to take part in it: tests/chaos/chaos.test.ts runs it on the
// dev topology; cli.ts on any topology module (docs/CHAOS.md).
export { runChaos, describeReport, type ChaosOptions, type ChaosReport } from './run-chaos';
export { startDevTopology, type DevTopologyOptions } from './dev-topology';
export { ChildPart, type ChildSpec, type PartEvent, type Timeline } from './child-part';
export { httpAnswers, postgresAnswers, temporalAnswers } from './probes';
export { killTree } from './process-tree';
export type { ChaosPart, ChaosTopology } from './topology';
export type { Finding } from './proofs';
