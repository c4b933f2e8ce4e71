/**
 * `npm run check:downloads` (after `npm run build`): every downloadable
 * example unpacks into a complete project, and a seeded sample of them builds
 * offline into exactly the recorded output (checks/downloads/check.ts).
 * Options: --build-root, --sample (default 12), --seed (default: the commit).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { checkDownloads } from './downloads/check';
import { readRootOptions, stringOption } from './lib/args';

const options = readRootOptions({
  'build-root': { type: 'string' },
  sample: { type: 'string' },
  seed: { type: 'string' },
});
const buildRoot = path.resolve(
  options.repoRoot,
  stringOption(options.values, 'build-root') ?? 'doc_build',
);
const commit = () => {
  try {
    return execSync('git rev-parse HEAD', { cwd: options.repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'no-commit';
  }
};
const seed = stringOption(options.values, 'seed') ?? commit();
const sample = Number(stringOption(options.values, 'sample') ?? 12);
const { problems, zips, built } = checkDownloads({
  repoRoot: options.repoRoot,
  buildRoot,
  sample,
  seed,
  log: console.log,
});
for (const problem of problems) console.error(`${problem.where}: ${problem.message}`);
console.log(
  `check:downloads: ${zips} zips unpacked, ${built} built (seed ${seed.slice(0, 12)}), ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
);
process.exit(problems.length ? 1 : 0);
