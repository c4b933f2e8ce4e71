/**
 * Starts `rspress dev`, loads a page, stops it as Ctrl+C does (SIGINT to the
 * process group) and fails if the output shows a stack trace or an error.
 * Rspack's native binding prints "ObjectRef is not unref…" on exit, as a bare
 * Rspress site does; those lines are allowed and counted.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Lines that are not the project's: Rspack's binding on exit. */
const knownExitLines = [/^ObjectRef is not unref, it considered as a memory leak$/];
const noise = [/^\s+at\s/, /Error\b/, /\bERR_[A-Z_]+/, /Unhandled/i, /\bwarn\b/i];

export function unexpectedLines(output: string): string[] {
  return (
    output
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => !knownExitLines.some((known) => known.test(line)))
      .filter((line) => noise.some((pattern) => pattern.test(line)))
      // npm's own complaint about the machine's npmrc is not the project's either.
      .filter((line) => !line.startsWith('npm warn Unknown user config'))
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 4399));
    });
  });
}

async function main() {
  const port = await freePort();
  const child = spawn('rspress', ['dev', '--port', String(port)], { detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  let served = false;
  while (!served && Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/guide/start/quick-start`);
      served = response.ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (!served) {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
    console.error(`rspress dev did not serve a page within 3 minutes:\n${output}`);
    process.exit(1);
  }
  process.kill(-(child.pid ?? 0), 'SIGINT');
  const code = await exited;
  const unexpected = unexpectedLines(output);
  const known = output
    .split('\n')
    .filter((line) => knownExitLines.some((k) => k.test(line))).length;
  if (unexpected.length > 0) {
    console.error(`stopping rspress dev printed:\n  ${unexpected.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `rspress dev stopped (exit ${code ?? 'by signal'}) with no stack or error output; ${known} line(s) from Rspack's binding`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
