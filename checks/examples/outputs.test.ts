import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  exampleOutputsFolder,
  hasPortableOutput,
  isRecordedPage,
} from '../../model/example-outputs';
import { examplesFromSource } from '../../model/examples';
import { compareOutputs, readBuildOutput, updateOutputs } from './outputs';

const page = 'docs/en/config/lib/format.mdx';
const block = (code: string) =>
  examplesFromSource(
    `\`\`\`ts title="rslib.config.ts"\n${code}\n\`\`\`\n`,
    page,
    new Set(['ts-lib']),
  ).blocks[0] as NonNullable<ReturnType<typeof examplesFromSource>['blocks'][0]>;

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'example-output-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('recorded example outputs', () => {
  it('read the files a build wrote with sizes, texts without the folder path or source maps', () => {
    const dir = buildDir({
      'src/index.ts': 'export {}',
      'package.json': '{}',
      'dist/index.js': 'export const a = 1;',
      'dist/index.js.map': '{}',
    });
    writeFileSync(path.join(dir, 'dist/index.d.ts'), `// ${dir}/src/index.ts`);
    const output = readBuildOutput(dir);
    expect(output.files).toEqual([
      { path: 'dist/index.d.ts', size: 22 },
      { path: 'dist/index.js', size: 19 },
      { path: 'dist/index.js.map', size: 2 },
    ]);
    expect(output.texts).toEqual({
      'dist/index.d.ts': '// <root>/src/index.ts',
      'dist/index.js': 'export const a = 1;',
    });
  });

  it('fail naming the example when a build differs from the record, until it is updated', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'outputs-repo-'));
    const example = block("export default { lib: [{ format: 'esm' }] };");
    const first = { block: example, output: readBuildOutput(buildDir({ 'dist/a.js': '1' })) };
    expect(compareOutputs(repo, [first])[0]?.message).toMatch(/has no recorded output/);
    updateOutputs(repo, [first]);
    expect(compareOutputs(repo, [first])).toEqual([]);
    const changed = { block: example, output: readBuildOutput(buildDir({ 'dist/a.js': '2' })) };
    const [problem] = compareOutputs(repo, [changed]);
    expect(problem?.block).toBe(example);
    expect(problem?.message).toMatch(
      /differs from what its build wrote; run `npx tsx checks\/check-examples.ts --update-outputs`/,
    );
    updateOutputs(repo, [changed]);
    // The old output is no longer referenced and goes.
    expect(readdirSync(path.join(repo, exampleOutputsFolder))).toHaveLength(2);
    const other = block("export default { lib: [{ format: 'cjs' }] };");
    expect(
      compareOutputs(repo, [{ block: other, output: changed.output }]).map((p) => p.message),
    ).toEqual([
      expect.stringMatching(/has no recorded output/),
      expect.stringMatching(/no longer on the page/),
    ]);
  });

  it('are kept for the lib options and the output guides', () => {
    expect(isRecordedPage('docs/zh/config/lib/shims.mdx')).toBe(true);
    expect(isRecordedPage('docs/en/guide/advanced/web-workers.mdx')).toBe(true);
    expect(isRecordedPage('docs/en/guide/start/quick-start.mdx')).toBe(false);
  });
});

describe('which outputs are recorded', () => {
  it('leaves out Module Federation builds, whose chunks change with the folder', () => {
    expect(hasPortableOutput("lib: [{ format: 'esm' }]")).toBe(true);
    expect(hasPortableOutput("lib: [{ format: 'mf' }]")).toBe(false);
    expect(hasPortableOutput('plugins: [pluginModuleFederation({ name: "x" })]')).toBe(false);
  });
});
