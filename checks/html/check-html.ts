/**
 * `html` stage of npm test: the Nu HTML Checker (the `vnu-jar` package, run by
 * Java) over every HTML file of the build, in one run since the checker takes
 * seconds to start. Each error is reported with its page and line; the stage
 * fails on any error except those listed, with their reason, in
 * checks/html/switched-off.ts. The build folder is DOCS_OUT_DIR, else doc_build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { switchedOff } from './switched-off';
import { htmlProblems, parseVnuOutput } from './vnu-report';

const buildRoot = path.resolve(process.env.DOCS_OUT_DIR ?? 'doc_build');
if (!existsSync(buildRoot)) {
  console.error(`html: no build at ${buildRoot}; build the site first (npx rspress build)`);
  process.exit(1);
}
const pages = readdirSync(buildRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(buildRoot, file));
if (pages.length === 0) {
  console.error(`html: no HTML files in ${buildRoot}`);
  process.exit(1);
}

// The package's main export is the path of vnu.jar (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const run = spawnSync(
  'java',
  ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (run.error) {
  const missing = (run.error as NodeJS.ErrnoException).code === 'ENOENT';
  console.error(
    missing
      ? 'html: `java` is not on PATH; `npm run test:browser-deps` installs it'
      : `html: could not run the Nu HTML Checker: ${run.error.message}`,
  );
  process.exit(1);
}
if (run.status !== 0) {
  console.error(`html: the Nu HTML Checker exited with ${run.status}:\n${run.stderr}`);
  process.exit(1);
}

// The checker writes its JSON report to standard error.
const problems = htmlProblems(parseVnuOutput(run.stderr), buildRoot, switchedOff);
for (const problem of problems) {
  const where = problem.line ? `${problem.page}:${problem.line}` : problem.page;
  console.error(`${where}: ${problem.message}${problem.extract ? `\n    ${problem.extract}` : ''}`);
}
const pageCount = new Set(problems.map((problem) => problem.page)).size;
console.log(
  `html: ${problems.length} error${problems.length === 1 ? '' : 's'} on ${pageCount} of ${pages.length} pages (Nu HTML Checker)`,
);
process.exit(problems.length ? 1 : 0);
