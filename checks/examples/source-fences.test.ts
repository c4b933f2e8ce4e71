import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { examplesFromSource } from '../../model/examples';
import type { CheckExamplesReport } from './report';
import { checkExamples } from './run';

const fixtures = new Set(['ts-lib']);
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const config = fence(
  'ts title="rslib.config.ts"',
  "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm' }] });",
);
const problemsOf = (source: string) =>
  examplesFromSource(source, 'p.mdx', fixtures).problems.map(
    ({ location, message }) => `${location.file}:${location.line}: ${message}`,
  );

describe('source fences', () => {
  it('feed every config example after them in their section, a later one replacing the path', () => {
    const source = [
      '# Page\n',
      fence('ts title="src/index.ts" source', 'export const a = 1;'),
      config,
      fence('ts title="src/index.ts" source', 'export const a = 2;'),
      fence('ts title="src/extra.ts" source', 'export const b = 3;'),
      config,
      config,
      '## Next {#next}\n',
      config,
    ].join('\n');
    const { blocks, problems } = examplesFromSource(source, 'p.mdx', fixtures);
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.sources.map((entry) => [entry.path, entry.code]))).toEqual([
      [['src/index.ts', 'export const a = 1;']],
      [
        ['src/index.ts', 'export const a = 2;'],
        ['src/extra.ts', 'export const b = 3;'],
      ],
      [
        ['src/index.ts', 'export const a = 2;'],
        ['src/extra.ts', 'export const b = 3;'],
      ],
      [],
    ]);
  });

  it('fail with file:line when no example follows in the section, or when the title is not a library path', () => {
    expect(
      problemsOf(
        ['# P\n', fence('ts title="src/a.ts" source', 'x'), '## Q {#q}\n', config].join('\n'),
      ),
    ).toEqual([
      'p.mdx:3: the source fence src/a.ts has no rslib.config example after it in its section',
    ]);
    expect(problemsOf(fence('ts source', 'x') + config)).toEqual([
      'p.mdx:1: a source fence needs title="<path in the library>", e.g. title="src/index.ts"',
    ]);
    expect(problemsOf(fence('ts title="../a.ts" source', 'x') + config)[0]).toMatch(
      /^p\.mdx:1: source title="\.\.\/a\.ts" must be a relative path inside the library/,
    );
    expect(problemsOf(fence('ts title="/tmp/a.ts" source', 'x') + config)[0]).toMatch(
      /^p\.mdx:1: source title="\/tmp\/a\.ts" must be a relative path/,
    );
    expect(
      problemsOf(
        fence('ts title="src/a.ts" source', '1') +
          fence('ts title="src/a.ts" source', '2') +
          config,
      ),
    ).toEqual([
      'p.mdx:1: the source fence src/a.ts is replaced at line 4 before any example uses it',
    ]);
  });

  it('with source="page", feed every config example after them on the page, under a section\'s own source', () => {
    const source = [
      '# Page\n',
      '## Source {#source}\n',
      fence('ts title="src/index.ts" source="page"', 'export const a = 1;'),
      '## Config {#config}\n',
      config,
      fence('ts title="src/index.ts" source', 'export const a = 2;'),
      config,
      '## Later {#later}\n',
      config,
    ].join('\n');
    const { blocks, problems } = examplesFromSource(source, 'p.mdx', fixtures);
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.sources.map((entry) => entry.code))).toEqual([
      ['export const a = 1;'],
      ['export const a = 2;'],
      ['export const a = 1;'],
    ]);
    expect(problemsOf(`# P\n\n${fence('ts title="src/a.ts" source="page"', 'x')}`)).toEqual([
      'p.mdx:3: the source fence src/a.ts has no rslib.config example after it on the page',
    ]);
    expect(problemsOf(fence('ts title="src/a.ts" source="rest"', 'x') + config)[0]).toMatch(
      /^p\.mdx:1: source="rest" is not known/,
    );
  });

  it('file sizes of a build shown in a fence that no build checks fail with file and line', () => {
    const sizes = 'File (esm)          Size\ndist/esm/index.js   0.14 kB';
    expect(problemsOf(`# P\n\n${config}\n${fence('text', sizes)}`)).toEqual([
      'p.mdx:8: file sizes from a build are shown unchecked: mark the fence output="log" after the rslib.config example it comes from',
    ]);
    expect(problemsOf(`# P\n\n${config}\n${fence('text output="log"', sizes)}`)).toEqual([]);
  });

  it('an unknown fence flag fails with file and line, on any fence', () => {
    expect(problemsOf(`# P\n\n${fence('ts title="src/a.ts" sources', 'x')}`)).toEqual([
      'p.mdx:3: unknown fence flag "sources" (known: typecheck, run, output, source, lineNumbers, wrapCode, fold, {line ranges})',
    ]);
    expect(problemsOf(fence('ts title="rslib.config.ts" {2} lineNumbers', 'x'))).toEqual([]);
  });
});

describe('source fences in a build', () => {
  let docsRoot: string;
  let report: CheckExamplesReport;
  const page = [
    '# Page\n',
    fence('ts title="src/index.ts" source', 'export const shown = 40 + 2;'),
    fence(
      'ts title="rslib.config.ts"',
      "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm', syntax: 'es2022' }] });",
    ),
    fence('js title="dist/index.js" output', 'const shown = 42;\nexport { shown };'),
  ].join('\n');

  beforeAll(async () => {
    docsRoot = mkdtempSync(path.join(os.tmpdir(), 'source-fences-'));
    mkdirSync(path.join(docsRoot, 'en'), { recursive: true });
    writeFileSync(path.join(docsRoot, 'en/page.mdx'), page);
    writeFileSync(
      path.join(docsRoot, 'en/stale.mdx'),
      page.replace('40 + 2', '40 + 3').replace('\n# Page', '# Stale'),
    );
    report = await checkExamples({ repoRoot: process.cwd(), docsRoot, typecheck: false });
  }, 120_000);
  afterAll(() => rmSync(docsRoot, { recursive: true, force: true }));

  it('builds the shown source, so the output fence after it is compared with its build', () => {
    const byFile = (name: string) =>
      report.results.find((result) => result.block.location.file.endsWith(name));
    expect(byFile('en/page.mdx')?.messages).toEqual([]);
    const stale = byFile('en/stale.mdx');
    expect(stale?.status).toBe('failed');
    expect(stale?.messages.join('\n')).toContain('- const shown = 42;');
    expect(stale?.messages.join('\n')).toContain('+ const shown = 43;');
  });
});
