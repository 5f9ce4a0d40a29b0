// Stops what was started, in reverse order of starting (so: API, worker, Temporal, Postgres), once,
// whether the cause is SIGINT/SIGTERM, a failed start, or a worker that died.
export class Shutdown {
  private readonly steps: { name: string; stop: () => unknown }[] = [];
  private running: Promise<void> | undefined;

  /** Registers how to stop something that has just been started. */
  add(name: string, stop: () => unknown): void {
    this.steps.push({ name, stop });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.stop();
        } catch (error) {
          console.error(`Stopping ${step.name} failed:`, error);
        }
      }
    })();
    return this.running;
  }

  /** Runs the steps and exits. */
  async exit(code: number): Promise<never> {
    await this.run();
    process.exit(code);
  }

  /**
   * SIGINT/SIGTERM stop everything. Repeated signals are expected (Ctrl+C reaches npm, tsx and us, and
   * npm and tsx pass it on again), so they do not cut the shutdown short; a watchdog does, if it hangs.
   */
  onSignals(graceMs = 60_000): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.running) return;
        console.log(`\n${signal}: shutting down ...`);
        setTimeout(() => {
          console.error(`Shutdown did not finish within ${graceMs / 1000} s; exiting anyway.`);
          process.exit(1);
        }, graceMs).unref();
        void this.exit(0);
      });
    }
  }
}
