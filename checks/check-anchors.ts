/**
 * `npm run check:anchors`: every internal link with a fragment, in both
 * languages, against the ids of the built page it points at (run after
 * `npm run build`). Options: --docs-root, --repo-root, --build-root.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readRootOptions, stringOption } from './lib/args';
import { checkAnchors } from './links/anchors';

const options = readRootOptions({ 'build-root': { type: 'string' } });
const buildRoot = path.resolve(
  options.repoRoot,
  stringOption(options.values, 'build-root') ?? 'doc_build',
);
if (!existsSync(buildRoot)) {
  console.error(`check:anchors: no build at ${buildRoot}; run npm run build first`);
  process.exit(1);
}
const problems = checkAnchors(options.repoRoot, options.docsRoot, buildRoot);
for (const problem of problems)
  console.error(`${problem.file}:${problem.line}: ${problem.message}`);
console.log(`check:anchors: ${problems.length} dead anchor${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
