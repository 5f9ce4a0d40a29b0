import type { HeldCommand } from '../../db/event-store/append-events';
import { evolve } from './evolve';
import type { FlowState, FlowView } from './types';

/** What the flow makes of the events the store held where a command's were to go. */
export type CatchUp =
  | {
      ok: true;
      state: FlowState;
      /** The answer of the command being applied, when the held events were its own (a lost workflow task stored them). */
      mine?: FlowView;
      /** The answers of other commands the held events were, by command id, for when those commands arrive. */
      others: [string, FlowView][];
    }
  /** Another command's migration, whose new version is in its order and not in its events: it is folded in by its own retry. */
  | { ok: false };

/**
 * Folds the events the store held (`appendCommand`'s `held`) into the flow's state, command by
 * command: they were stored, so they stand, whichever workflow task decided them. Pure, so the
 * workflow replays it as it ran.
 */
export function catchUp(state: FlowState, held: HeldCommand[], commandId: string, viewOf: (s: FlowState) => FlowView): CatchUp {
  let s = state;
  let mine: FlowView | undefined;
  const others: [string, FlowView][] = [];
  for (const earlier of held) {
    if (earlier.commandId !== commandId && earlier.events.some((e) => e.type === 'flow.migrated')) return { ok: false };
    for (const event of earlier.events) s = evolve(s, event);
    if (earlier.commandId === commandId) mine = viewOf(s);
    else if (earlier.commandId !== null) others.push([earlier.commandId, viewOf(s)]);
  }
  return { ok: true, state: s, others, ...(mine ? { mine } : {}) };
}
