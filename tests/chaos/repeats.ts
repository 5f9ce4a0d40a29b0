// After the chaos, every answered command is sent once more with its key, as a client that lost its
// answer would: it must be answered as it was the first time (the same record, the same flow view)
// and add nothing. The event proofs run after the repeats, so an event a repeat added is found there.
import type { Finding } from './proofs';
import type { CommandLog, RetryingClient, Session } from './retrying-client';

/** What of an answer a repeat must give back: a save answers the record as it is now, so only its id. */
function sameAnswer(command: CommandLog, again: unknown): boolean {
  const first = command.body?.data as { id?: unknown } | undefined;
  if (command.name === 'save') return (again as { id?: unknown } | undefined)?.id === first?.id;
  return JSON.stringify(again) === JSON.stringify(first);
}

export async function repeatAnswered(
  client: RetryingClient,
  sessions: Record<string, Session>,
  commands: readonly CommandLog[],
  concurrency: number,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const answered = commands.filter((c) => c.status === 200);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < answered.length; i = next++) {
      const command = answered[i]!;
      const again = await client.repeat(sessions[command.account]!, command);
      if (again.status !== 200 || !sameAnswer(command, again.body.data)) {
        findings.push({
          kind: 'repeat',
          lifecycle: command.lifecycle,
          detail:
            `${command.name} key ${command.key} sent again: ${again.status} ${JSON.stringify(again.body).slice(0, 300)}; ` +
            `first answered ${JSON.stringify(command.body?.data).slice(0, 300)} after ${command.attempts.map((a) => a.outcome).join(', ')}`,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return findings;
}
