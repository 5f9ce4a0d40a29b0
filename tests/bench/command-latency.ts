import { performance } from 'node:perf_hooks';
import { dataOf, type HttpSession } from './http-session';
import { FLOW, M, setupLifecycle, type LifecycleParties } from './lifecycle-bench';
import { percentile } from './stats';

export interface CommandLatency {
  /** Commands measured (six per lifecycle). */
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** List calls a command needed before its row showed (1: the first call after the answer showed it). */
  meanPolls: number;
  /** By command: to its row in its list, and to the command's own HTTP answer (the rest is the list calls). */
  byCommand: Record<string, { p50Ms: number; p95Ms: number; answeredP50Ms: number; answeredP95Ms: number }>;
}

type Row = Record<string, unknown>;
const WAIT_MS = 10_000;

/** Whether the list the command's caller reads shows the command's outcome (the first page, as a person opens it). */
async function shown(session: HttpSession, step: { name: string; recordId: string; taskId: string | null; state: string }) {
  const rows = async (path: string) => dataOf(await session.get<{ records: Row[] }>(path, { current: 1, size: 10 }), path).records;
  switch (step.name) {
    case 'saveDraft':
    case 'submit':
      // The applicant's list of the module: the record with its new state.
      return (await rows(`${M}/page`)).some((r) => r.id === step.recordId && r.state === step.state);
    case 'claim':
      return (await rows(`${FLOW}/work/todo-list`)).some((r) => r.taskId === step.taskId);
    default:
      // A review: the task in the reviewer's done list, its record in its new state.
      return (await rows(`${FLOW}/work/done-list`)).some((r) => r.taskId === step.taskId && r.state === step.state);
  }
}

/**
 * A command's latency as a person sees it, alone (one at a time): from sending the HTTP call to the
 * first answer of its list that shows the outcome, polling the list without pause.
 */
export async function runCommandLatency(parties: LifecycleParties, firstIndex: number, lifecycles: number): Promise<CommandLatency> {
  const all: number[] = [];
  const by = new Map<string, number[]>();
  const answeredBy = new Map<string, number[]>();
  let polls = 0;
  for (let i = 0; i < lifecycles; i += 1) {
    let began = performance.now();
    let answered = began;
    // The clock starts when each command is sent: `after` runs when it answered, so the clock was set before.
    const wrap = (session: HttpSession): HttpSession => ({
      ...session,
      post: async (path, body) => {
        began = performance.now();
        const answer = await session.post(path, body);
        answered = performance.now();
        return answer;
      },
    });
    const watched: LifecycleParties = {
      applicants: parties.applicants.map(wrap),
      parent: wrap(parties.parent),
      federation: wrap(parties.federation),
    };
    await setupLifecycle(watched, firstIndex + i, {
      after: async (step) => {
        for (;;) {
          polls += 1;
          if (await shown(step.session, step)) break;
          if (performance.now() - began > WAIT_MS)
            throw new Error(`${step.name} of ${step.recordId} not shown in its list after ${WAIT_MS} ms`);
        }
        const ms = performance.now() - began;
        all.push(ms);
        by.set(step.name, [...(by.get(step.name) ?? []), ms]);
        answeredBy.set(step.name, [...(answeredBy.get(step.name) ?? []), answered - began]);
      },
    });
  }
  const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
  const s = sorted(all);
  return {
    count: s.length,
    p50Ms: percentile(s, 50),
    p95Ms: percentile(s, 95),
    maxMs: s.at(-1) ?? NaN,
    meanPolls: polls / Math.max(1, s.length),
    byCommand: Object.fromEntries(
      [...by].map(([k, v]) => {
        const answers = sorted(answeredBy.get(k) ?? []);
        const p = { p50Ms: percentile(sorted(v), 50), p95Ms: percentile(sorted(v), 95) };
        return [k, { ...p, answeredP50Ms: percentile(answers, 50), answeredP95Ms: percentile(answers, 95) }];
      }),
    ),
  };
}
