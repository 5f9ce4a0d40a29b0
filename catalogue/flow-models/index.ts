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
  StageNode,
  StartNode,
  TimeoutAction,
} from './graph';
export { modelOfChain } from './chain-model';
export { validateModel, type ModelError, type ModelRule } from './validate-model';
