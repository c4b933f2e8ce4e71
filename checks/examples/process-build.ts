/**
 * The `--runner process` way of building an example: spawn `rslib build` per
 * example (slower, see checks/examples/pool.ts; kept for comparison and when in doubt).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BuildRequest, BuildResponse } from './build-protocol';

/** A build that takes longer than this is stopped and reported as failed. */
export const buildTimeoutMs = 180_000;

/** The environment of a build: the user's shell, without colours and without the test runner's NODE_ENV. */
export function exampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  return env;
}
export function runProcessBuild(repoRoot: string, request: BuildRequest): Promise<BuildResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/@rslib/core/bin/rslib.js'),
        'build',
        '--config',
        request.configFile,
        ...request.lib.flatMap((id) => ['--lib', id]),
      ],
      { cwd: request.cwd, env: exampleEnv() },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        id: request.id,
        ok: code === 0,
        output,
        ms: performance.now() - started,
        exitCalled: false,
      });
    });
  });
}
