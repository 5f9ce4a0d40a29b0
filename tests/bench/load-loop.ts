import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './load-client';
import type { Sample } from './stats';

const clientFile = fileURLToPath(new URL('./load-client.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A load generator in a child process of its own; `run` sends it one job and waits for the figures. */
export class LoadLoop {
  private constructor(private readonly child: ChildProcess) {}

  static start(): LoadLoop {
    // tsx's hooks do not reach worker threads on Node 20, so a forked node with `--import tsx`.
    return new LoadLoop(fork(clientFile, [], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  }

  run(job: LoadJob): Promise<Sample> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`load job on ${job.url} did not answer in time`)), job.maxMs * 2 + 30_000);
      const onMessage = (message: { sample?: Sample; error?: string }) =>
        message.sample ? finish(null, message.sample) : finish(new Error(`load client: ${message.error}`));
      const onExit = (code: number | null) => finish(new Error(`load client exited (${code})`));
      const finish = (error: Error | null, sample?: Sample) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        if (error || !sample) reject(error ?? new Error('no sample'));
        else resolve(sample);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send(job);
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}
