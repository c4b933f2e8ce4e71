/**
 * Starts `rspress dev`, opens a few pages in Chromium and fails on any console
 * error or warning (React's development build reports problems the
 * production audit cannot see, such as a button inside a button), then stops
 * it as Ctrl+C does (SIGINT to the process group) and fails if the output
 * shows a stack trace or an error.
 * Rspack's native binding prints "ObjectRef is not unref…" on exit, as a bare
 * Rspress site does; those lines are allowed and counted.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { testChromiumLaunch } from './chromium';

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

/** Pages of each layout (home, doc, overview, 404) in both languages. */
export const devPages = [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/zh/config/lib/format',
  '/config/',
  '/zh/no/such/page',
];

/** Console errors and warnings of each page, as `route: type: text`. */
async function consoleProblems(origin: string): Promise<string[]> {
  const browser = await chromium.launch(testChromiumLaunch);
  const problems: string[] = [];
  try {
    const page = await browser.newPage();
    // Stay on the page asked for: no redirect to the browser's language.
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    let route = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${route}: ${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${route}: uncaught: ${error.message}`));
    for (route of devPages) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.locator('#__rspress_root header').waitFor();
    }
  } finally {
    await browser.close();
  }
  return problems;
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
  let stoppedEarly: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      stoppedEarly = `exit ${code ?? signal}`;
      resolve(code);
    }),
  );
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
  const problems = await consoleProblems(`http://localhost:${port}`).catch((error: Error) => [
    `the browser check failed: ${error.message}`,
  ]);
  if (stoppedEarly) {
    console.error(
      `rspress dev stopped by itself (${stoppedEarly}) while its pages were opened:\n${problems.join('\n')}\n${output}`,
    );
    process.exit(1);
  }
  process.kill(-(child.pid ?? 0), 'SIGINT');
  const code = await exited;
  if (problems.length > 0) {
    console.error(`pages served by rspress dev logged:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const unexpected = unexpectedLines(output);
  const known = output
    .split('\n')
    .filter((line) => knownExitLines.some((k) => k.test(line))).length;
  if (unexpected.length > 0) {
    console.error(`stopping rspress dev printed:\n  ${unexpected.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `rspress dev served ${devPages.length} pages without a console error or warning and stopped (exit ${code ?? 'by signal'}) with no stack or error output; ${known} line(s) from Rspack's binding`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
