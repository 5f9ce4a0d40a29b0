import type { ModuleEntry } from '../../catalogue';
import { request, type Schemas } from '../../api';

/** A row of a register as its calls answer it (personal columns masked). */
export type RegisterRow = Schemas['RegisterRow'];

/** What the register page shows: the rows, in use first, and the totals where the module's `index` gives them. */
export interface RegisterRows {
  rows: RegisterRow[];
  totals?: { active: number; closed: number; sums: Record<string, number>; by: Record<string, number> };
}

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;
/** The most rows the page reads of a register listed by its read call (a union's register stays far below it). */
const LIST_SIZE = 500;

/**
 * The register of `entry` (`register`): the union's rows with their totals (`index`) where the
 * module answers it, else every row in the caller's scope (its `readCalls.list`, survey's `enterprises`).
 */
export async function loadRegister(entry: ModuleEntry): Promise<RegisterRows> {
  const def = entry.register!;
  if (def.unionCalls !== false) return request<Required<RegisterRows>>(`${base(entry.key)}/index`);
  if (!def.readCalls) return { rows: [] };
  const page = await request<{ records: RegisterRow[] }>(`${base(entry.key)}/${def.readCalls.list}`, {
    query: { current: 1, size: LIST_SIZE },
  });
  return { rows: page.records };
}
