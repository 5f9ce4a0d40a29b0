/** Bad tokens from one address before it is blocked, within the window; and how long the block lasts. */
const MAX_BAD = 20;
const WINDOW_MS = 10 * 60_000;
const BLOCK_MS = 10 * 60_000;

interface Tally {
  since: number;
  bad: number;
  blockedUntil: number;
}

/**
 * The addresses guessing at links (docs/forms/group-c-survey.md, "Limits"): a token failing its shape
 * or its MAC twenty times from one address in ten minutes blocks that address's public questionnaire
 * calls for ten minutes (429). Kept in the process, as the rate limits are; entries past their window
 * and block are dropped once there are many.
 */
export class TokenBlocks {
  private readonly tallies = new Map<string, Tally>();

  blocked(address: string, now = Date.now()): boolean {
    return (this.tallies.get(address)?.blockedUntil ?? 0) > now;
  }

  /** One more bad token from `address`; true when it is now blocked. */
  bad(address: string, now = Date.now()): boolean {
    this.sweep(now);
    let tally = this.tallies.get(address);
    if (!tally || now - tally.since > WINDOW_MS) {
      tally = { since: now, bad: 0, blockedUntil: tally?.blockedUntil ?? 0 };
      this.tallies.set(address, tally);
    }
    tally.bad += 1;
    if (tally.bad >= MAX_BAD) tally.blockedUntil = now + BLOCK_MS;
    return this.blocked(address, now);
  }

  /** Past a thousand addresses, those whose window and block are over are dropped. */
  private sweep(now: number): void {
    if (this.tallies.size < 1000) return;
    for (const [address, t] of this.tallies) if (now - t.since > WINDOW_MS && t.blockedUntil <= now) this.tallies.delete(address);
  }
}
