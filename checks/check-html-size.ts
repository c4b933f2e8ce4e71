/**
 * `html-size` stage of npm test: every built page's gzip HTML within the
 * first round trip (site/html-size.ts, decisions/0006-first-round-trip.md),
 * so that a page grown past it shows here, named with its size, rather than
 * as a slower first paint. Pages still over it are listed, with a ceiling and
 * a reason, in checks/html-size/allowed-over.ts. The build folder is
 * DOCS_OUT_DIR, else doc_build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allowedOver } from './html-size/allowed-over';
import { checkHtmlSize } from './html-size/over-window';

const buildRoot = path.resolve(process.env.DOCS_OUT_DIR ?? 'doc_build');
if (!existsSync(buildRoot)) {
  console.error(`html-size: no build at ${buildRoot}; build the site first (npx rspress build)`);
  process.exit(1);
}
const report = checkHtmlSize(buildRoot, allowedOver);
for (const line of report.allowed) console.log(`  ${line}`);
for (const line of report.problems) console.error(line);
console.log(report.summary);
process.exit(report.problems.length ? 1 : 0);
