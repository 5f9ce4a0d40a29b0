/** 流程管理 in the console (issue 10): the model designer, the deployed versions with migration, and the diagram other flow pages draw. */
export { ModelListPage } from './ModelListPage';
export { ModelDesignerPage } from './ModelDesignerPage';
export { ManagerPage } from './ManagerPage';
export { LazyFlowDiagram } from './designer/LazyFlowDiagram';
export type { FlowDiagramProps, NodeMark } from './designer/FlowDiagram';
export type { NameBook } from './designer/describe';
