// The run's size from the environment, the same for the test and the command line (docs/CHAOS.md).
import type { ChaosOptions } from './run-chaos';

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${env[name]}"`);
  return value;
}

/** CHAOS_LIFECYCLES (200), CHAOS_CLIENTS (12), CHAOS_ROUNDS (1: each part killed once), CHAOS_DOWN_MS (2000). */
export function chaosSettings(
  env: NodeJS.ProcessEnv = process.env,
): Required<Pick<ChaosOptions, 'lifecycles' | 'clients' | 'rounds' | 'downMs'>> {
  return {
    lifecycles: int(env, 'CHAOS_LIFECYCLES', 200),
    clients: int(env, 'CHAOS_CLIENTS', 12),
    rounds: int(env, 'CHAOS_ROUNDS', 1),
    downMs: int(env, 'CHAOS_DOWN_MS', 2000),
  };
}
