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
  { name: 'examples', command: ['tsx', 'checks/check-examples.ts'] },
  { name: 'browser', command: ['playwright', 'test'], needsBuild: true },
];

type Result = { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number };

function run(command: string[]): Promise<number> {
  const [bin, ...args] = command as [string, ...string[]];
  // node_modules/.bin is on PATH under npm run, as for any npm script.
  const child = spawn(bin, args, { stdio: 'inherit' });
  // Ctrl+C reaches the child through the terminal; wait for it to finish.
  process.on('SIGINT', () => undefined);
  return new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1)));
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
  const code = await run(stage.command);
  const seconds = (performance.now() - started) / 1000;
  const status = code === 0 ? 'passed' : 'failed';
  if (stage.name === 'build' && code !== 0) buildFailed = true;
  results.push({ name: stage.name, status, seconds });
}

const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log('\nnpm test summary');
for (const { name, status, seconds } of results) {
  const note = status === 'skipped' ? '(the build failed)' : `${seconds.toFixed(1)} s`;
  console.log(
    `  ${status === 'passed' ? '✓' : status === 'failed' ? '✗' : '-'} ${name.padEnd(10)} ${status.padEnd(8)} ${note}`,
  );
}
console.log(`  total ${(total / 60).toFixed(1)} min`);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
