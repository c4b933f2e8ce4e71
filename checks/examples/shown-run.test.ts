import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { examplesFromSource } from '../../model/examples';
import { compareShownRun } from './shown-run';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const config = (info = '') =>
  fence(
    `ts title="rslib.config.ts"${info}`,
    "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm', bundle: false }] });",
  );
const missingCss =
  "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '…/dist/style.css' imported from …/dist/index.js";
const run = (info = 'output="node dist/index.js"', code = missingCss) =>
  fence(`text title="Terminal" ${info}`, code);
const examplesOf = (source: string) =>
  examplesFromSource(source, 'docs/en/x.mdx', new Set(['ts-lib']));
const problemsOf = (source: string) =>
  examplesOf(source).problems.map(({ location, message }) => `${location.line}: ${message}`);

describe('run fences (output="node dist/…")', () => {
  it('attach to the config example before them with the file they run', () => {
    const { blocks, problems } = examplesOf(`# CSS\n\n${config()}\n${run()}`);
    expect(problems).toEqual([]);
    expect(blocks[0]?.shownRuns).toEqual([{ file: 'dist/index.js', code: missingCss, line: 8 }]);
    expect(blocks[0]?.shownLogs).toEqual([]);
  });

  it('fail at their line without an example that builds, a file in dist/ or a printed line', () => {
    expect(problemsOf(`# CSS\n\n${run()}`)).toEqual([
      '3: a fence with output="node …" needs an rslib.config example before it',
    ]);
    expect(problemsOf(`${config(' expect-error="x"')}${run()}x\n`)).toEqual([
      '5: output="node dist/index.js" needs an example that builds; the one before it is expected to fail',
    ]);
    expect(problemsOf(`${config(' partial="one field"')}${run()}`)).toEqual([
      '5: output="node dist/index.js" needs an example that builds; the one before it is partial',
    ]);
    expect(problemsOf(`${config()}${run('output="node src/index.ts"')}`)).toEqual([
      '5: output="node src/index.ts" must name one emitted file: output="node dist/index.js"',
    ]);
    expect(problemsOf(`${config()}${run('output="node dist/index.js"', '…')}`)).toEqual([
      '5: a fence with output="node dist/index.js" needs the lines it prints',
    ]);
  });
});

describe('compareShownRun', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shown-run-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(path.join(dir, 'dist/index.js'), "import './style.css';\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shown = (code: string, file = 'dist/index.js') => ({ file, code, line: 12 });

  it('passes when Node.js prints the shown lines, the folder written as …', () => {
    expect(compareShownRun(dir, shown(missingCss), 'docs/en/x.mdx')).toEqual([]);
    expect(compareShownRun(dir, shown(`…\n${missingCss}\n…`), 'docs/en/x.mdx')).toEqual([]);
  });

  it('fails with what Node.js printed when the shown lines differ, or the file is missing', () => {
    const [message] = compareShownRun(
      dir,
      shown(missingCss.replace('style.css', 'styles.css')),
      'docs/en/x.mdx',
    );
    expect(message).toContain(
      'the output of `node dist/index.js` shown at docs/en/x.mdx:12 is not what it printed',
    );
    expect(message).toContain(`+ ${missingCss}`);
    expect(compareShownRun(dir, shown(missingCss, 'dist/main.js'), 'docs/en/x.mdx')).toEqual([
      'the fence at docs/en/x.mdx:12 runs dist/main.js, which the build did not write; it wrote: dist/index.js',
    ]);
  });
});
