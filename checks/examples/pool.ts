/**
 * Long-lived build workers (checks/examples/build-worker.ts) and a lane limiter.
 *
 * Spawning `rslib build` per example spends most of each build starting Node
 * and loading Rslib and the config loader; the JS API in a process that stays
 * up skips that, several times faster per build. So builds run in
 * long-lived worker processes (`--runner worker`, the default); `--runner process`
 * spawns the CLI per build for comparison or when in doubt.
 */
import { type ChildProcess, fork } from 'node:child_process';
import {
  type BuildEnvelope,
  type BuildRequest,
  type BuildResponse,
  isResultEnvelope,
} from './build-protocol';
import { buildTimeoutMs, exampleEnv } from './process-build';

export class WorkerPool {
  private idle: ChildProcess[] = [];
  private starting = 0;
  /** Lanes waiting for a worker; `reject` when a replacement worker cannot start. */
  private readonly waiting: {
    resolve: (worker: ChildProcess) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private readonly all = new Set<ChildProcess>();

  constructor(
    private readonly workerFile: string,
    private readonly size: number,
  ) {}

  private spawnWorker(): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const worker = fork(this.workerFile, [], {
        execArgv: ['--import', 'tsx'],
        env: exampleEnv(),
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      this.all.add(worker);
      worker.once('message', () => resolve(worker));
      worker.once('exit', (code) => {
        this.all.delete(worker);
        reject(new Error(`build worker exited during start-up with code ${code}`));
      });
    });
  }

  private async acquire(): Promise<ChildProcess> {
    const worker = this.idle.pop();
    if (worker) return worker;
    if (this.all.size + this.starting < this.size) {
      this.starting++;
      try {
        return await this.spawnWorker();
      } finally {
        this.starting--;
      }
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: ChildProcess, reusable: boolean) {
    if (!reusable) {
      this.retire(worker);
      const next = this.waiting.shift();
      if (next) this.acquire().then(next.resolve, next.reject);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else this.idle.push(worker);
  }

  private retire(worker: ChildProcess) {
    this.all.delete(worker);
    worker.removeAllListeners();
    // SIGKILL: a plugin's SIGTERM listener (Rsdoctor's calls process.exit, which the
    // worker turns into an exception) would otherwise keep the worker, and this run, alive.
    if (worker.exitCode === null) worker.kill('SIGKILL');
  }

  async run(request: BuildRequest, tainting: boolean): Promise<BuildResponse> {
    const worker = await this.acquire();
    let stray = '';
    const onData = (chunk: Buffer) => {
      stray += chunk.toString('utf8');
    };
    worker.stdout?.on('data', onData);
    worker.stderr?.on('data', onData);
    const response = await new Promise<BuildResponse>((resolve) => {
      const timer = setTimeout(() => {
        finish({
          id: request.id,
          ok: false,
          output: `build timed out after ${buildTimeoutMs} ms`,
          ms: buildTimeoutMs,
          exitCalled: true,
        });
      }, buildTimeoutMs);
      const onMessage = (message: unknown) => {
        if (isResultEnvelope(message)) finish(message.rslibExampleResult);
      };
      const onExit = (code: number | null) =>
        finish({
          id: request.id,
          ok: false,
          output: `build worker exited with code ${code}`,
          ms: 0,
          exitCalled: true,
        });
      function finish(result: BuildResponse) {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(result);
      }
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      const envelope: BuildEnvelope = { rslibExampleBuild: request };
      worker.send(envelope);
    });
    worker.stdout?.off('data', onData);
    worker.stderr?.off('data', onData);
    this.release(worker, !response.exitCalled && !tainting && worker.exitCode === null);
    return { ...response, output: response.output + stray };
  }

  close() {
    for (const worker of [...this.all]) this.retire(worker);
    this.idle = [];
  }
}
/** Runs `tasks` with at most `limit` at a time. */
export async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(lanes);
}
