/**
 * The Defaults page (docs/{en,zh}/config/defaults.mdx) shows the settings in which
 * the installed @rslib/core resolves differently from plain Rsbuild, read from
 * both tools' inspectConfig (checks/defaults/collect.ts). This check asks the
 * tools again and fails, naming each setting, target and format, when the answer
 * differs from the committed record (checks/defaults/defaults.json), and fails
 * when a page's tables are not the rendering of that record.
 * `--write` records the tools' answer and rewrites the tables instead.
 * Options: --repo-root, --docs-root, --write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaults, type DefaultsRecord } from './defaults/collect';
import { compareRecords, type Lang, renderDefaults, replaceGenerated } from './defaults/render';
import { readRootOptions } from './lib/args';

const { repoRoot, docsRoot, values } = readRootOptions({ write: { type: 'boolean' } });
const recordFile = path.join(repoRoot, 'checks/defaults/defaults.json');
const pages: Record<Lang, string> = {
  en: path.join(docsRoot, 'en/config/defaults.mdx'),
  zh: path.join(docsRoot, 'zh/config/defaults.mdx'),
};

const fresh = await collectDefaults(repoRoot);
const problems: string[] = [];
let record: DefaultsRecord = fresh;
if (values.write) {
  writeFileSync(recordFile, `${JSON.stringify(fresh, null, 2)}\n`);
  console.log(`check:defaults: wrote ${path.relative(repoRoot, recordFile)}`);
} else {
  record = JSON.parse(readFileSync(recordFile, 'utf8')) as DefaultsRecord;
  for (const problem of compareRecords(record, fresh))
    problems.push(`${path.relative(repoRoot, recordFile)}: ${problem}`);
}
for (const [lang, file] of Object.entries(pages) as Array<[Lang, string]>) {
  const page = readFileSync(file, 'utf8');
  const expected = replaceGenerated(
    path.relative(repoRoot, file),
    page,
    renderDefaults(record, lang),
  );
  if (expected === page) continue;
  if (values.write) {
    writeFileSync(file, expected);
    console.log(`check:defaults: rewrote the tables of ${path.relative(repoRoot, file)}`);
  } else
    problems.push(
      `${path.relative(repoRoot, file)}: the tables between the markers are not the rendering of the record; run \`npx tsx checks/check-defaults.ts --write\``,
    );
}
if (problems.length) {
  console.log(
    `check:defaults: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} (a changed default: check the pages that state it, then run \`npx tsx checks/check-defaults.ts --write\`)`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
} else if (!values.write)
  console.log('check:defaults: the recorded defaults are what the tools report');
