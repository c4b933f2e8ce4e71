/**
 * Messages between check:examples and its build workers (checks/examples/build-worker.ts).
 * Both directions are wrapped in an envelope: rsbuild-plugin-dts, once loaded in the
 * worker, listens to every IPC message that has a `cwd` field and answers with the
 * bare strings 'success'/'error', so a bare request would trigger it.
 */
export interface BuildEnvelope {
  rslibExampleBuild: BuildRequest;
}

export interface ResultEnvelope {
  rslibExampleResult: BuildResponse;
}

export function isResultEnvelope(message: unknown): message is ResultEnvelope {
  return typeof message === 'object' && message !== null && 'rslibExampleResult' in message;
}

export interface BuildRequest {
  id: number;
  /** The example's project directory (a copy of a fixture). */
  cwd: string;
  /** The config file name inside `cwd`, e.g. `rslib.config.ts`. */
  configFile: string;
  /** The lib ids to build, as `rslib build --lib <id>` selects them; empty for every item. */
  lib: string[];
}

export interface BuildResponse {
  id: number;
  ok: boolean;
  /** Everything Rslib printed, with a thrown error printed as `rslib build` prints it. */
  output: string;
  ms: number;
  /** True when the example made Rslib call process.exit: the worker is not reused. */
  exitCalled: boolean;
}
