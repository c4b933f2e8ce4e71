/**
 * Checks the docs: English/Chinese parity (pages, headings, anchors, Chinese
 * actually being Chinese), placeholders and frontmatter, and that every option,
 * CLI command and flag, export and instance method of the installed @rslib/core
 * is documented on its page in both languages. Options: --docs-root, --repo-root.
 */

import { checkContent, formatContentReport } from './content/check';
import { readRootOptions } from './lib/args';

const { repoRoot, docsRoot } = readRootOptions({});
const report = await checkContent({ repoRoot, docsRoot });
const { text, failed } = formatContentReport(report);
console.log(text);
process.exitCode = failed ? 1 : 0;
