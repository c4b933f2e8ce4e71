/** A command-line tool run in an example's folder, with its output for a report. */
import { spawn } from 'node:child_process';
import { stripAnsi } from './process-output';

const toolTimeoutMs = 120_000;

export function runTool(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; output: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false' },
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), toolTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: stripAnsi(output), stdout });
    });
  });
}
