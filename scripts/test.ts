/**
 * `npm test`: every stage in order, each timed, with a one-line summary per
 * stage at the end. Stages that read the site build are skipped when the
 * build failed; the others always run, so one run reports every problem.
 * The browser tests serve the one build from one static server.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string[];
  needsBuild?: boolean;
  /** Minutes after which the stage is stopped and fails (default 10). */
  limitMinutes?: number;
}

const stages: Stage[] = [
  { name: 'engines', command: ['tsx', 'scripts/check-engines.ts'] },
  { name: 'lint', command: ['biome', 'check', '.'] },
  {
    name: 'typecheck',
    command: ['node', 'node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'],
  },
  { name: 'unit', command: ['rstest', 'run'] },
  { name: 'dev-exit', command: ['tsx', 'scripts/check-dev-exit.ts'] },
  { name: 'build', command: ['rspress', 'build'] },
  { name: 'content', command: ['tsx', 'checks/check-content.ts'] },
  { name: 'anchors', command: ['tsx', 'checks/check-anchors.ts'], needsBuild: true },
  { name: 'examples', command: ['tsx', 'checks/check-examples.ts'], limitMinutes: 25 },
  { name: 'browser', command: ['playwright', 'test'], needsBuild: true, limitMinutes: 45 },
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
function run(command: string[], limitMinutes: number): Promise<number | 'timed out'> {
  const [bin, ...args] = command as [string, ...string[]];
  // node_modules/.bin is on PATH under npm run, as for any npm script.
  const child = spawn(bin, args, { stdio: 'inherit', detached: true });
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
for (const stage of stages) {
  if (only.length > 0 && !only.includes(stage.name)) continue;
  if (stage.needsBuild && buildFailed) {
    results.push({ name: stage.name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`);
  const started = performance.now();
  const code = await run(stage.command, stage.limitMinutes ?? 10);
  const seconds = (performance.now() - started) / 1000;
  const status = code === 0 ? 'passed' : code === 'timed out' ? 'timed out' : 'failed';
  if (stage.name === 'build' && code !== 0) buildFailed = true;
  results.push({ name: stage.name, status, seconds });
}

const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log('\nnpm test summary');
for (const { name, status, seconds } of results) {
  const note = status === 'skipped' ? '(the build failed)' : `${seconds.toFixed(1)} s`;
  console.log(
    `  ${status === 'passed' ? '✓' : status === 'skipped' ? '-' : '✗'} ${name.padEnd(10)} ${status.padEnd(9)} ${note}`,
  );
}
console.log(`  total ${(total / 60).toFixed(1)} min`);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
