import type { BpmnModdle } from 'bpmn-moddle';

/**
 * The BPMN reader and writer with their first use: a model's import or export is rare, and
 * bpmn-moddle with its meta-model is about 1 MB of an idle API's heap (docs/PERFORMANCE-PROCESS.md).
 */
export async function newModdle(): Promise<BpmnModdle> {
  const { BpmnModdle } = await import('bpmn-moddle');
  return new BpmnModdle();
}
