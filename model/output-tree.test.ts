import { describe, expect, it } from '@rstest/core';
import { parseOutputTree } from './output-tree';

describe('parseOutputTree', () => {
  it('reads the files of a dist/ tree with comments, nested folders and their lines', () => {
    const tree = [
      'dist/',
      '├── index.js          # one module',
      '├── index.d.ts',
      '└── utils/',
      '    └── math.d.ts',
    ].join('\n');
    expect(parseOutputTree(tree)).toEqual([
      { path: 'dist/index.js', line: 2 },
      { path: 'dist/index.d.ts', line: 3 },
      { path: 'dist/utils/math.d.ts', line: 5 },
    ]);
  });

  it('reads │ prefixes, skips placeholders and ignores trees that are not build output', () => {
    const tree = ['dist/esm', '├── a/', '│   └── b.js', '├── index.[hash].js', '└── c.js'].join(
      '\n',
    );
    expect(parseOutputTree(tree)?.map((entry) => entry.path)).toEqual([
      'dist/esm/a/b.js',
      'dist/esm/c.js',
    ]);
    expect(parseOutputTree(['src/', '└── index.ts'].join('\n'))).toBeUndefined();
    expect(parseOutputTree('npx rslib build')).toBeUndefined();
  });
});
