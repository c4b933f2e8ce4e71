import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type CheckExamplesReport, formatReport } from './report';
import { checkExamples } from './run';

const repoRoot = process.cwd();

const config = (body: string) => `import { defineConfig } from '@rslib/core';

export default defineConfig(${body});`;

const fence = (info: string, code: string) =>
  `\`\`\`ts title="rslib.config.ts" ${info}\n${code}\n\`\`\``;

/** A page whose examples sit at known lines: each fence's opening line is returned. */
function page(blocks: string[]): { source: string; lines: number[] } {
  const parts = ['---', 'title: Examples', '---', '', '# Examples', ''];
  const lines: number[] = [];
  for (const block of blocks) {
    lines.push(parts.length + 1);
    parts.push(...block.split('\n'), '');
  }
  return { source: parts.join('\n'), lines };
}

const good = fence(
  'files="dist/index.js,dist/index.cjs"',
  config("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }"),
);
const unknownFormat = fence('', config("{ lib: [{ format: 'xyz' as never }] }"));
const invalidValue = fence('', config("{ lib: [{ format: 'esm', bundle: 'yes' }] }"));
const missingEntry = fence(
  '',
  config("{ lib: [{ source: { entry: { index: './src/missing.ts' } } }] }"),
);
const expectedError = fence(
  'expect-error="Unsupported format: xyz"',
  config("{ lib: [{ format: 'xyz' as never }] }"),
);
// What `rslib build` prints for it: the checker's capture must hold the same lines.
const logFence = (lines: string) => `\`\`\`text title="Terminal" output="log"\n${lines}\n\`\`\``;
const expectedErrorLog = `${expectedError}\n\n${logFence('error   Failed to build.\nerror   Unsupported format: xyz')}`;
const expectedErrorWrongLog = `${expectedError}\n\n${logFence('error   Unsupported format: abc')}`;
const wrongFiles = fence(
  'files="dist/index.mjs"',
  config("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }"),
);
const partial = fence('partial="only the lib field"', "lib: [{ format: 'esm' }],");
const twoFormats = config("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }");
// lib= selects items as `rslib build --lib` does: an unknown id alone is an error…
const libNotFound = `${fence('lib="nope" expect-error="The following libs are not found"', twoFormats)}\n\n${logFence('error   The following libs are not found: "nope".')}`;
// …and next to a known one it is dropped: only the esm item is built.
const libSelected = fence('lib="esm, nope" files="dist/index.js,dist/index.cjs"', twoFormats);

describe('check:examples on a temporary docs tree', () => {
  let docsRoot: string;
  let report: CheckExamplesReport;
  const en = page([
    good,
    unknownFormat,
    invalidValue,
    missingEntry,
    expectedErrorLog,
    wrongFiles,
    partial,
    expectedErrorWrongLog,
    libNotFound,
    libSelected,
  ]);
  const zh = page([good]);

  beforeAll(async () => {
    docsRoot = mkdtempSync(path.join(os.tmpdir(), 'check-examples-'));
    mkdirSync(path.join(docsRoot, 'en/guide'), { recursive: true });
    mkdirSync(path.join(docsRoot, 'zh/guide'), { recursive: true });
    writeFileSync(path.join(docsRoot, 'en/guide/examples.mdx'), en.source);
    writeFileSync(path.join(docsRoot, 'zh/guide/examples.mdx'), zh.source);
    report = await checkExamples({ repoRoot, docsRoot });
  }, 120_000);

  afterAll(() => rmSync(docsRoot, { recursive: true, force: true }));

  const resultAt = (lang: 'en' | 'zh', line: number) =>
    report.results.find(
      (result) =>
        result.block.location.file.endsWith(`${lang}/guide/examples.mdx`) &&
        result.block.location.line === line,
    );

  it('builds identical en and zh blocks once and passes a correct example with its files', () => {
    expect(report.results).toHaveLength(11);
    // good (shared by en and zh, and by wrong files=: same config), unknown format
    // (shared by expect-error: same config), invalid value, missing entry, and the
    // good config built with each of two lib selections: 6 builds.
    expect(report.uniqueBuilds).toBe(6);
    expect(resultAt('en', en.lines[0] as number)?.status).toBe('passed');
    expect(resultAt('zh', zh.lines[0] as number)?.status).toBe('passed');
    expect(resultAt('en', en.lines[0] as number)?.buildKey).toBe(
      resultAt('zh', zh.lines[0] as number)?.buildKey,
    );
  });

  it('fails an unknown format with Rslib’s error', () => {
    const result = resultAt('en', en.lines[1] as number);
    expect(result?.status).toBe('failed');
    expect(result?.messages.join('\n')).toContain('Unsupported format: xyz');
  });

  it('fails an invalid option value through the type-check, at the MDX line of the value', () => {
    const result = resultAt('en', en.lines[2] as number);
    expect(result?.status).toBe('failed');
    const message = result?.messages.join('\n') ?? '';
    expect(message).toMatch(/type error at .*en\/guide\/examples\.mdx:(\d+): error TS/);
    // The fence opens on lines[2]; `bundle: 'yes'` is on the config's 3rd line.
    expect(message).toContain(`examples.mdx:${(en.lines[2] as number) + 3}:`);
  });

  it('fails a missing entry with Rslib’s error', () => {
    const result = resultAt('en', en.lines[3] as number);
    expect(result?.status).toBe('failed');
    expect(result?.messages.join('\n')).toContain(`Can't resolve the entry "./src/missing.ts"`);
  });

  it('passes a block whose expected error occurs, and fails files= that were not written', () => {
    expect(resultAt('en', en.lines[4] as number)?.status).toBe('passed');
    const wrong = resultAt('en', en.lines[5] as number);
    expect(wrong?.status).toBe('failed');
    expect(wrong?.messages.join('\n')).toMatch(
      /files= expects dist\/index\.mjs.*it wrote: dist\/index\.cjs, dist\/index\.js/,
    );
  });

  it('checks a log fence after an expect-error example against what the build printed', () => {
    // The matching log is part of the passing expect-error block above; this one differs.
    const wrong = resultAt('en', en.lines[7] as number);
    expect(wrong?.status).toBe('failed');
    const logLine = (en.lines[7] as number) + expectedError.split('\n').length + 1;
    const message = wrong?.messages.join('\n') ?? '';
    expect(message).toContain(`the build log shown at ${wrong?.block.location.file}:${logLine}`);
    expect(message).toContain('- error   Unsupported format: abc');
    expect(message).toContain('+ error   Unsupported format: xyz');
  });

  it('builds only the lib ids a block selects, as `rslib build --lib` does', () => {
    expect(resultAt('en', en.lines[8] as number)?.status).toBe('passed');
    const selected = resultAt('en', en.lines[9] as number);
    expect(selected?.status).toBe('failed');
    expect(selected?.messages.join('\n')).toMatch(
      /files= expects dist\/index\.cjs, which the build did not write; it wrote: dist\/index\.js$/,
    );
  });

  it('skips a partial block with its reason and reports the run as failed', () => {
    expect(resultAt('en', en.lines[6] as number)?.status).toBe('skipped');
    const { text, failed } = formatReport(report);
    expect(failed).toBe(true);
    expect(text).toContain(
      'check:examples: 11 blocks (6 unique builds): 4 passed, 6 failed, 1 skipped',
    );
    expect(text).toMatch(/skipped .*examples\.mdx:\d+: only the lib field/);
    expect(text).toMatch(new RegExp(`✗ .*en/guide/examples\\.mdx:${en.lines[1]} \\[ts-lib\\]`));
  });
});
