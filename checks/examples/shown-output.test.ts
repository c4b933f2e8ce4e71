import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { examplesFromSource } from '../../model/examples';
import { compareShownOutput, normalizeShownOutput } from './shown-output';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const page = [
  '# Banner\n',
  fence(
    'ts title="rslib.config.ts"',
    "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm' }] });",
  ),
  fence('js title="dist/index.js" output', 'export const a = 1;'),
  fence('js title="dist/index.js" output="contains"', 'const a = 1;'),
].join('\n');

describe('shown output fences', () => {
  it('attach to the config example before them, with their mode and line', () => {
    const { blocks } = examplesFromSource(page, 'docs/en/x.mdx', new Set(['ts-lib']));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.shownOutputs.map(({ path, mode }) => ({ path, mode }))).toEqual([
      { path: 'dist/index.js', mode: 'equal' },
      { path: 'dist/index.js', mode: 'contains' },
    ]);
  });

  it('fail without a config example before them or with an unknown mode, naming file and line', () => {
    const where = (source: string, file: string) =>
      examplesFromSource(source, file, new Set(['ts-lib'])).problems.map(
        ({ location, message }) => `${location.file}:${location.line}: ${message}`,
      );
    expect(where(fence('js title="dist/a.js" output', 'x'), 'docs/en/x.mdx')).toEqual([
      'docs/en/x.mdx:1: an output fence needs an rslib.config example before it',
    ]);
    expect(where(page.replace('output="contains"', 'output="starts"'), 'p.mdx')).toEqual([
      'p.mdx:12: output="starts" is not known; use output, output="contains", output="log" or output="node <emitted file>"',
    ]);
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'shown-output-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(
    path.join(dir, 'dist/index.js'),
    `import "./index.3f9a2b7c1d.css";\nconst root = "${dir}/src";  \nexport { root };\n`,
  );

  it('compare after normalising hashes, the example folder and trailing spaces', () => {
    const shown = 'import "./index.[hash].css";\nconst root = "<root>/src";\nexport { root };';
    expect(
      compareShownOutput(dir, { path: 'dist/index.js', code: shown, mode: 'equal', line: 9 }),
    ).toEqual([]);
    expect(normalizeShownOutput('a1b2c3d4e5 \n', dir)).toBe('[hash]');
  });

  it('report a mismatch with the line and a diff, and a file the build did not write', () => {
    const [message] = compareShownOutput(dir, {
      path: 'dist/index.js',
      code: 'export { other };',
      mode: 'contains',
      line: 12,
    });
    expect(message).toContain('line 12 is not part of the built dist/index.js');
    expect(message).toContain('- export { other };');
    expect(
      compareShownOutput(dir, { path: 'dist/index.cjs', code: 'x', mode: 'equal', line: 3 })[0],
    ).toContain('dist/index.cjs, which the build did not write');
  });
});
