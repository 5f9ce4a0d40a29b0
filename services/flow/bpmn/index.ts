/**
 * BPMN 2.0 import and export of flow models (issue 10): the subset and the expression languages
 * are in docs/FLOW-MODELS.md. Server-only: the console does not bundle bpmn-moddle.
 */
export { parseBpmn } from './read-bpmn';
export { toBpmn } from './write-bpmn';
export type { BpmnError, BpmnRule } from './bpmn-errors';
export { BpmnParseStopped, parseBpmnOffThread, PARSE_TIME_LIMIT_MS, type BpmnOutcome } from './parse-off-thread';
export { BPMN_LIMITS, xmlShape, type XmlShape } from './xml-shape';
