// Holds back the lifecycles past the next kill's point, so that every planned kill lands while
// commands are in flight: without it, replicas left standing (the cluster) finish the whole run
// while a killed part starts again, and the later parts are never killed under load.

/** Lets lifecycle `n` start only while `n` is below its limit; raising the limit lets the waiting ones go. */
export class StartGate {
  private waiters: (() => void)[] = [];

  constructor(private limit: number) {}

  /** Lifecycles below `limit` may start now. */
  setLimit(limit: number): void {
    this.limit = limit;
    const waiting = this.waiters;
    this.waiters = [];
    for (const go of waiting) go();
  }

  /** Resolves once lifecycle `n` may start. */
  async until(n: number): Promise<void> {
    while (n >= this.limit) await new Promise<void>((go) => this.waiters.push(go));
  }
}
