import type { I18nText, ModelRule } from '../../../catalogue';

/** Why a BPMN file was refused before the model's own checks. */
export type BpmnRule = 'notXml' | 'unreadable' | 'oneProcess' | 'unsupported' | 'timer' | 'candidates' | 'condition';

/**
 * A refused BPMN file names the element (its id, and its BPMN type when the file gave it one);
 * the model's own checks (`validateModel`'s `ModelError`s) come back as they are, naming it by id.
 */
export interface BpmnError {
  element: string;
  bpmnType?: string;
  rule: BpmnRule | ModelRule;
  message: I18nText;
}

/** `ScriptTask_1 (bpmn:ScriptTask)`: how a message names an element of the file. */
export const named = (id: string, bpmnType: string): string => `${id} (${bpmnType})`;

export const bpmnError = (id: string, bpmnType: string, rule: BpmnRule, zh: string, en: string): BpmnError => ({
  element: id,
  bpmnType,
  rule,
  message: { zh, en },
});
