import { flowModels } from '../../../api';
import { saveFile } from '../../../lib';

/** Downloads a model's draft (`id`) or a deployed version (`versionId`) as a BPMN file named `name`. */
export async function saveBpmn(of: { id: string } | { versionId: string }, name: string): Promise<void> {
  try {
    saveFile(await flowModels.exportBpmn(of), name);
  } catch {
    // The client has shown the server's message.
  }
}
