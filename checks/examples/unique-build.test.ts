import { describe, expect, it } from '@rstest/core';
import type { ExampleBlock } from '../../model/examples';
import { buildKey } from './unique-build';

function block(code: string, source = 'export const a = 1;\n'): ExampleBlock {
  return {
    location: { file: 'docs/en/guide/x.mdx', line: 1, codeLine: 2 },
    title: 'rslib.config.ts',
    code,
    fixture: 'basic-lib',
    files: [],
    treeFiles: [],
    completeTrees: [],
    shownOutputs: [],
    shownLogs: [],
    shownRuns: [],
    libIds: [],
    packageShapes: [],
    sources: [{ path: 'src/index.ts', code: source }],
    problems: [],
  } as unknown as ExampleBlock;
}

const config = (comment: string, format = 'esm') =>
  `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: '${format}' }], // ${comment}\n});`;

describe('buildKey', () => {
  it('gives a config and its copy with translated comments one build', () => {
    expect(buildKey(block(config('one ESM output')))).toBe(buildKey(block(config('只输出 ESM'))));
  });

  it('builds a different config, or the same config with a comment moved to another line, apart', () => {
    expect(buildKey(block(config('a')))).not.toBe(buildKey(block(config('a', 'cjs'))));
    const moved = `// a\n${config('').replace(' // ', '')}`;
    expect(buildKey(block(config('a')))).not.toBe(buildKey(block(moved)));
  });

  it('builds sources whose comments differ apart: comments can reach the output', () => {
    expect(buildKey(block(config('a'), '// one\nexport const a = 1;\n'))).not.toBe(
      buildKey(block(config('a'), '// 一\nexport const a = 1;\n')),
    );
  });
});
