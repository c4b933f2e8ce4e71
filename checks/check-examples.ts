/**
 * Builds every Rslib config example in docs/**\/*.mdx with the installed
 * @rslib/core and type-checks them. Fence attributes: see the README ("Adding a
 * page in both languages") and checks/lib/examples.ts. Options: --docs-root, --repo-root, --filter <path text>,
 * --jobs <n>, --runner worker|process, --no-typecheck, --keep, --quiet.
 */
import { readRootOptions, stringOption } from './lib/args';
import { checkCodeExamples, formatCodeReport } from './lib/code-examples';
import { checkExamples, formatReport } from './lib/examples';

const { repoRoot, docsRoot, values } = readRootOptions({
  filter: { type: 'string' },
  jobs: { type: 'string' },
  runner: { type: 'string' },
  'no-typecheck': { type: 'boolean' },
  keep: { type: 'boolean' },
  quiet: { type: 'boolean' },
});
const runner = stringOption(values, 'runner') ?? 'worker';
if (runner !== 'worker' && runner !== 'process')
  throw new Error(`--runner must be worker or process, got ${runner}`);

const report = await checkExamples({
  repoRoot,
  docsRoot,
  filter: stringOption(values, 'filter'),
  jobs: stringOption(values, 'jobs') ? Number(stringOption(values, 'jobs')) : undefined,
  runner,
  typecheck: !values['no-typecheck'],
  keep: values.keep === true,
  log: values.quiet ? undefined : (line) => console.log(line),
});
const { text, failed } = formatReport(report);
console.log(text);
const code = formatCodeReport(
  await checkCodeExamples({ repoRoot, docsRoot, filter: stringOption(values, 'filter') }),
);
console.log(code.text);
process.exitCode = failed || code.failed ? 1 : 0;
