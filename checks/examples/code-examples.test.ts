import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { checkCodeExamples, codeExamplesFromSource, formatCodeReport } from './code-examples';

const repoRoot = process.cwd();
// Inside the repository, so the examples resolve the root node_modules.
mkdirSync(path.join(repoRoot, '.cache'), { recursive: true });
const docsRoot = mkdtempSync(path.join(repoRoot, '.cache', 'code-examples-test-'));
afterAll(() => rmSync(docsRoot, { recursive: true, force: true }));

const page = (fences: string[]) =>
  ['---', 'title: API', '---', '', '# API', '', ...fences.flatMap((fence) => [fence, ''])].join(
    '\n',
  );

describe('codeExamplesFromSource', () => {
  it('takes only typecheck fences and reads the run flag', () => {
    const source = page([
      '```ts title="a.ts" typecheck run\nconst a = 1;\n```',
      '```ts title="b.ts"\nconst b = 1;\n```',
      '```ts title="c.ts" typecheck\nconst c = 1;\n```',
    ]);
    const examples = codeExamplesFromSource(source, 'api.mdx');
    expect(examples.map((example) => [example.title, example.run, example.line])).toEqual([
      ['a.ts', true, 7],
      ['c.ts', false, 15],
    ]);
  });

  it('rejects a typecheck fence without a .ts title', () => {
    const [example] = codeExamplesFromSource(page(['```ts typecheck\nx\n```']), 'api.mdx');
    expect(example?.problems).toEqual(['a typecheck block needs title="<file>.ts"']);
  });
});

describe('checkCodeExamples', () => {
  it('reports a type error at its MDX line and a failing script, and passes a good one', async () => {
    mkdirSync(path.join(docsRoot, 'en'), { recursive: true });
    writeFileSync(
      path.join(docsRoot, 'en', 'api.mdx'),
      page([
        "```ts title=\"good.ts\" typecheck run\nimport { version } from '@rslib/core';\n\nif (!version) throw new Error('no version');\n```",
        "```ts title=\"typo.ts\" typecheck\nimport { createRslib } from '@rslib/core';\n\nawait createRslib({ config: { lib: [{ format: 'esn' }] } });\n```",
        '```ts title="throws.ts" typecheck run\nthrow new Error(\'boom\');\n```',
      ]),
    );
    const report = await checkCodeExamples({ repoRoot, docsRoot });
    const { text, failed } = formatCodeReport(report);
    expect(failed).toBe(true);
    const [good, typo, throws] = report.results;
    expect(good?.messages).toEqual([]);
    expect(typo?.messages[0]).toMatch(/type error at .*api\.mdx:16: error TS2322/);
    expect(throws?.messages[0]).toMatch(/running throws\.ts exited with 1/);
    expect(text).toContain('3 blocks type-checked, 2 run: 1 passed, 2 failed');
  }, 120_000);
});
