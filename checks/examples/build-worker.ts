/**
 * A long-lived build process for check:examples. Loading @rslib/core once and
 * building many examples through the JS API is about six times faster than
 * spawning `rslib build` per example (see the numbers in checks/examples/pool.ts).
 * It builds one example at a time, the way the CLI does: load the config file
 * with `loadConfig`, `createRslib({ cwd, config, loadEnv })`, `build()`, `close()`.
 *
 * Everything written to stdout/stderr during a build is captured and sent back
 * with the result; an error the build throws is printed into it as `rslib build`
 * prints it (see reportFailure), so the captured log holds the lines a reader of
 * the terminal sees and a page's log fence can be checked against it.
 * `process.exit` is turned into an exception so that an example that makes Rslib
 * exit (e.g. `format: 'mf'` without its plugin) fails like any other broken
 * build instead of killing the worker without a report.
 */
import path from 'node:path';
import type { BuildEnvelope, BuildRequest, BuildResponse, ResultEnvelope } from './build-protocol';

class ExitCalled extends Error {
  constructor(readonly code: number | string | undefined | null) {
    super(`process.exit(${code ?? ''}) was called during the build`);
  }
}

let captured = '';
const capture = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
  captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined;
  callback?.();
  return true;
}) as typeof process.stdout.write;
process.stdout.write = capture;
process.stderr.write = capture;
// The worker itself runs under `--import tsx`; Rslib's declaration child processes
// (forked with the parent's execArgv) run plain JavaScript and need no loader.
process.execArgv = process.execArgv.filter(
  (arg, index, all) => arg !== '--import' && all[index - 1] !== '--import',
);
process.exit = ((code?: number | string | null) => {
  throw new ExitCalled(code);
}) as typeof process.exit;

/** Rslib's CLI prints no "Failed to build." for this one: Rspack has printed its errors already. */
const rspackBuildError = 'Rspack build failed.';

/**
 * What `rslib build` prints when the build throws (its `build` command's catch in
 * @rslib/core 1.0.1): "Failed to build." and each error through its logger,
 * whose output (`error   message` and the stack) Rsbuild's logger matches.
 * `logger` is read from the loaded @rslib/core, the copy the build used.
 */
function reportFailure(logger: { error: (message: unknown) => void }, error: unknown) {
  if (!(error instanceof Error && error.message === rspackBuildError))
    logger.error('Failed to build.');
  for (const item of error instanceof AggregateError ? error.errors : [error]) logger.error(item);
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describeError).join('\n');
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/** Puts process.env back as it was: `.env` files loaded by one example must not leak into the next. */
function restoreEnv(snapshot: NodeJS.ProcessEnv) {
  for (const key of Object.keys(process.env)) if (!(key in snapshot)) delete process.env[key];
  Object.assign(process.env, snapshot);
}

// As `rslib build` does before loading the config (the parent's NODE_ENV, e.g. 'test'
// under Rstest, is not passed on: see exampleEnv in process-build.ts).
process.env.NODE_ENV ||= 'production';

async function build(request: BuildRequest): Promise<BuildResponse> {
  captured = '';
  const envSnapshot = { ...process.env };
  const started = performance.now();
  let ok = false;
  let exitCalled = false;
  try {
    process.chdir(request.cwd);
    const { createRslib, loadConfig } = await import('@rslib/core');
    const rslib = await createRslib({
      cwd: request.cwd,
      config: () =>
        loadConfig({
          cwd: request.cwd,
          path: path.join(request.cwd, request.configFile),
          command: 'build',
        }),
      loadEnv: { cwd: request.cwd },
    });
    // `rslib build --lib <id>` hands its ids to the same call.
    const result = await rslib.build({ lib: request.lib });
    await result.close();
    ok = true;
  } catch (error) {
    exitCalled = error instanceof ExitCalled;
    // After process.exit the CLI would have said nothing more: the note is the checker's
    // (as is the plain stack when @rslib/core itself cannot be loaded).
    const core = exitCalled ? undefined : await import('@rslib/core').catch(() => undefined);
    if (core) reportFailure(core.rsbuild.logger, error);
    else captured += `\n${describeError(error)}\n`;
  } finally {
    restoreEnv(envSnapshot);
  }
  return { id: request.id, ok, output: captured, ms: performance.now() - started, exitCalled };
}

function isBuildEnvelope(message: unknown): message is BuildEnvelope {
  return typeof message === 'object' && message !== null && 'rslibExampleBuild' in message;
}

process.on('message', (message: unknown) => {
  if (!isBuildEnvelope(message)) return;
  build(message.rslibExampleBuild).then((response) => {
    const envelope: ResultEnvelope = { rslibExampleResult: response };
    process.send?.(envelope);
  });
});
process.on('unhandledRejection', (reason) => {
  captured += `\nunhandled rejection: ${describeError(reason)}\n`;
});
process.send?.({ ready: true });
