/** Flow models as data (issue 10): the graph an administrator designs, its checks, and the catalogue chains as models. */
export type {
  BranchCondition,
  CandidateRule,
  ChoiceNode,
  Completion,
  EndNode,
  FlowEdge,
  FlowGraph,
  FlowNode,
  ParallelNode,
  PinnedFlow,
  StageFields,
  DueHoursWhen,
  StageNode,
  StartNode,
  TimeoutAction,
} from './graph';
export { modelOfChain } from './chain-model';
export { validateModel, type ModelError, type ModelRule } from './validate-model';
export { advance, conditionHolds, stageNodes, type BranchFacts, type Landing } from './walk';
export { planMigration, type StageMove } from './migration';
export { parallelBlockProblems, type BlockProblem } from './parallel-blocks';
