/**
 * Builds every Rslib config example in docs/**\/*.mdx with the installed
 * @rslib/core and type-checks them. Fence attributes: see the README ("Adding a
 * page in both languages") and checks/examples/run.ts. Options: --docs-root, --repo-root, --filter <path text>,
 * --jobs <n>, --runner worker|process, --no-typecheck, --keep, --quiet, --update-outputs
 * (rewrites the recorded outputs of the pages, checks/examples/outputs.ts).
 */

import { loadDocs } from '../model/docs';
import { checkCodeExamples, formatCodeReport } from './examples/code-examples';
import { formatReport } from './examples/report';
import { checkExamples } from './examples/run';
import { readRootOptions, stringOption } from './lib/args';

const { repoRoot, docsRoot, values } = readRootOptions({
  filter: { type: 'string' },
  jobs: { type: 'string' },
  runner: { type: 'string' },
  'no-typecheck': { type: 'boolean' },
  keep: { type: 'boolean' },
  quiet: { type: 'boolean' },
  'update-outputs': { type: 'boolean' },
});
const runner = stringOption(values, 'runner') ?? 'worker';
if (runner !== 'worker' && runner !== 'process')
  throw new Error(`--runner must be worker or process, got ${runner}`);

const docs = loadDocs(docsRoot, repoRoot);
// The API scripts are type-checked and run in processes of their own while the
// config examples build: the two are independent, so neither waits for the other.
const codeExamples = checkCodeExamples({
  repoRoot,
  docsRoot,
  docs,
  filter: stringOption(values, 'filter'),
});
const report = await checkExamples({
  repoRoot,
  docsRoot,
  docs,
  filter: stringOption(values, 'filter'),
  jobs: stringOption(values, 'jobs') ? Number(stringOption(values, 'jobs')) : undefined,
  runner,
  typecheck: !values['no-typecheck'],
  keep: values.keep === true,
  // The recorded outputs the pages show: compared with the builds, or rewritten.
  outputs: values['update-outputs'] ? 'update' : 'check',
  log: values.quiet ? undefined : (line) => console.log(line),
});
const { text, failed } = formatReport(report);
console.log(text);
const code = formatCodeReport(await codeExamples);
console.log(code.text);
process.exitCode = failed || code.failed ? 1 : 0;
