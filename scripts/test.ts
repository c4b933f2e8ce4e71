/**
 * `npm test`: every stage, each timed, with a one-line summary per stage at
 * the end. Stages that read the site build are skipped when the build failed;
 * the others always run, so one run reports every problem. The browser tests
 * serve the one build from one static server.
 *
 * Stages in one group run side by side: on the 2-core machine the unit tests
 * keep 1.5 cores busy and the dev-server check 1, the build 1.4 and the
 * content check 1.2 (measured with /usr/bin/time), so a pair shares the
 * cores instead of leaving one idle. The examples and browser stages each
 * keep both cores busy and run alone. The output of a group of several is
 * printed stage by stage as each ends.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string[];
  needsBuild?: boolean;
  /** Minutes after which the stage is stopped and fails (default 10). */
  limitMinutes?: number;
}

const groups: Stage[][] = [
  [
    { name: 'engines', command: ['tsx', 'scripts/check-engines.ts'] },
    { name: 'lint', command: ['biome', 'check', '.'] },
    { name: 'layers', command: ['npm', 'run', '--silent', 'check:layers'] },
    {
      name: 'typecheck',
      command: ['node', 'node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'],
    },
  ],
  [
    { name: 'unit', command: ['rstest', 'run'] },
    // The dev server writes no build and no cache the unit tests read.
    { name: 'dev-exit', command: ['tsx', 'scripts/check-dev-exit.ts'] },
    // Asks @rslib/core and @rsbuild/core for their defaults (no build): the Defaults page's record.
    { name: 'defaults', command: ['tsx', 'checks/check-defaults.ts'] },
  ],
  [
    { name: 'build', command: ['rspress', 'build'] },
    { name: 'content', command: ['tsx', 'checks/check-content.ts'] },
    // The small site the remote-search browser tests serve (tests/e2e/search/remote-build.ts):
    // built here, where the site's build leaves a core partly idle, not in the browser stage.
    { name: 'remote-site', command: ['tsx', 'tests/e2e/search/remote-build.ts'] },
  ],
  [
    { name: 'anchors', command: ['tsx', 'checks/check-anchors.ts'], needsBuild: true },
    // The Nu HTML Checker over every built page (Java, one run).
    { name: 'html', command: ['tsx', 'checks/html/check-html.ts'], needsBuild: true },
    // The downloadable examples: all unpacked, a seeded sample built offline.
    { name: 'downloads', command: ['tsx', 'checks/check-downloads.ts'], needsBuild: true },
    // Every page's gzip HTML within the first round trip (a second or two).
    { name: 'html-size', command: ['tsx', 'checks/check-html-size.ts'], needsBuild: true },
  ],
  [{ name: 'examples', command: ['tsx', 'checks/check-examples.ts'], limitMinutes: 25 }],
  [{ name: 'browser', command: ['playwright', 'test'], needsBuild: true, limitMinutes: 45 }],
];

type Result = {
  name: string;
  status: 'passed' | 'failed' | 'timed out' | 'skipped';
  seconds: number;
};

/**
 * Runs a stage in its own process group, so that a stage that hangs is stopped
 * with everything it started (build workers, browsers, servers) and the run
 * still ends with its summary instead of running into CI's time limit.
 */
function run(
  command: string[],
  limitMinutes: number,
  output: 'inherit' | string[],
): Promise<number | 'timed out'> {
  const [bin, ...args] = command as [string, ...string[]];
  // node_modules/.bin is on PATH under npm run, as for any npm script.
  const child = spawn(bin, args, {
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (output !== 'inherit') {
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  // Ctrl+C does not reach a detached group through the terminal: pass it on.
  const onInterrupt = () => stopGroup('SIGINT');
  process.on('SIGINT', onInterrupt);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    console.error(`\n✗ stage stopped: still running after ${limitMinutes} min`);
    stopGroup('SIGKILL');
  }, limitMinutes * 60_000);
  return new Promise((resolve) => {
    const finish = (code: number) => {
      clearTimeout(timer);
      process.off('SIGINT', onInterrupt);
      resolve(timedOut ? 'timed out' : code);
    };
    child.on('error', () => finish(127));
    child.on('exit', (code, signal) => finish(code ?? (signal ? 130 : 1)));
  });
}

const only = process.argv.slice(2);
const results: Result[] = [];
let buildFailed = false;

async function runStage(stage: Stage, alone: boolean): Promise<Result> {
  const header = `\n▶ ${stage.name}: ${stage.command.join(' ')}`;
  if (alone) console.log(header);
  const output: string[] = [];
  const started = performance.now();
  const code = await run(stage.command, stage.limitMinutes ?? 10, alone ? 'inherit' : output);
  const seconds = (performance.now() - started) / 1000;
  if (!alone) process.stdout.write(`${header}\n${output.join('')}`);
  const status = code === 0 ? 'passed' : code === 'timed out' ? 'timed out' : 'failed';
  return { name: stage.name, status, seconds };
}

const runStarted = performance.now();
for (const group of groups) {
  const selected = group.filter((stage) => only.length === 0 || only.includes(stage.name));
  const runnable = selected.filter((stage) => !(stage.needsBuild && buildFailed));
  const finished = await Promise.all(
    runnable.map((stage) => runStage(stage, runnable.length === 1)),
  );
  for (const stage of selected) {
    const result = finished.find((item) => item.name === stage.name);
    results.push(result ?? { name: stage.name, status: 'skipped', seconds: 0 });
    if (stage.name === 'build' && result?.status !== 'passed') buildFailed = true;
  }
}

const total = (performance.now() - runStarted) / 1000;
console.log('\nnpm test summary');
for (const { name, status, seconds } of results) {
  const note = status === 'skipped' ? '(the build failed)' : `${seconds.toFixed(1)} s`;
  console.log(
    `  ${status === 'passed' ? '✓' : status === 'skipped' ? '-' : '✗'} ${name.padEnd(11)} ${status.padEnd(9)} ${note}`,
  );
}
console.log(`  total ${(total / 60).toFixed(1)} min`);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
