// corp1 files a catalogue module's form (its example's uploads made first) and launion1 and the
// federation review it through: for test files about what a filing or its approval does.
import { expect } from 'vitest';
import type { ModuleEntry } from '../../catalogue';
import { submitAs } from './catalogue-walk';
import { reviewThrough } from './review';
import type { Setup1Parties } from './setup1-parties';

/** A record as submit answers it. */
export interface Filed {
  id: string;
  processInstanceId: string;
}

/** The parties' filings: `submit` answers as the call does, `submitted` expects it taken, `approved` reviews it through. */
export function corp1Filings(p: Setup1Parties) {
  const submit = (entry: ModuleEntry, form: Record<string, unknown>) => submitAs(p.stack.app, p.corp1, entry, form);
  async function submitted(entry: ModuleEntry, form: Record<string, unknown>): Promise<Filed> {
    const answer = await submit(entry, form);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Filed;
  }
  async function approved(entry: ModuleEntry, form: Record<string, unknown>): Promise<Filed> {
    const record = await submitted(entry, form);
    expect((await reviewThrough([p.launion1, p.federation], p.corp1, entry.key, record.id, record.processInstanceId)).state).toBe(
      'approved',
    );
    return record;
  }
  return { submit, submitted, approved };
}
