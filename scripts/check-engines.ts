/**
 * The Node version check of `npm test`: the running Node must satisfy our
 * package.json `engines` range and that of every installed package npm would
 * warn about, and `.nvmrc` must name a version inside our range. Exits 1 with
 * the packages that refuse this Node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface LockPackage {
  engines?: { node?: string };
  optional?: boolean;
}

/**
 * Packages that only `npm run bench` runs, never the build or the tests, and
 * that ask for a newer Node than ours: Lighthouse 13 and the Puppeteer it
 * drives declare Node 22.19 / 22.12 but run on Node 20 (the bench is where
 * that shows). `npm install` warns about them; nothing else may.
 */
export const benchOnlyPackages = new Set(['lighthouse', 'puppeteer-core', '@puppeteer/browsers']);

export function engineProblems(root: string, nodeVersion: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  const problems: string[] = [];
  const range: string | undefined = pkg.engines?.node;
  if (!range) return ['package.json has no engines.node'];
  if (!semver.satisfies(nodeVersion, range)) {
    problems.push(`Node ${nodeVersion} does not satisfy package.json engines.node "${range}"`);
  }
  const nvmrcVersion = semver.coerce(nvmrc);
  if (!nvmrcVersion || !semver.intersects(`${nvmrcVersion.major}.x`, range)) {
    problems.push(`.nvmrc "${nvmrc}" names no version inside engines.node "${range}"`);
  }
  for (const [key, entry] of Object.entries(lock.packages as Record<string, LockPackage>)) {
    const wanted = entry.engines?.node;
    if (!key || entry.optional || !wanted) continue;
    const name = key.replace(/^.*node_modules\//, '');
    if (benchOnlyPackages.has(name)) continue;
    if (!semver.satisfies(nodeVersion, wanted)) problems.push(`${name} requires Node ${wanted}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = engineProblems(process.cwd(), process.versions.node);
  if (problems.length > 0) {
    console.error(`Node ${process.versions.node} is not supported:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `Node ${process.versions.node}: package.json, .nvmrc and every installed package agree`,
  );
}
