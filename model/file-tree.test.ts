import { describe, expect, it } from '@rstest/core';
import { isFolder, parseFileTree } from './file-tree';

describe('parseFileTree', () => {
  it('reads nested entries with their notes and lines', () => {
    const tree = parseFileTree(
      [
        'my-lib/',
        '├── src/',
        '│   └── index.ts   # the entry',
        '└── package.json // the manifest',
      ].join('\n'),
    );
    expect(tree).toEqual({
      name: 'my-lib/',
      line: 1,
      children: [
        {
          name: 'src/',
          line: 2,
          children: [{ name: 'index.ts', note: 'the entry', line: 3, children: [] }],
        },
        { name: 'package.json', note: 'the manifest', line: 4, children: [] },
      ],
    });
    expect(tree && isFolder(tree)).toBe(true);
    expect(tree?.children[1] && isFolder(tree.children[1])).toBe(false);
  });

  it('gives undefined for text that is not a tree', () => {
    expect(parseFileTree('npx rslib build')).toBeUndefined();
    expect(parseFileTree(['dist/', '├── a.js', 'oops'].join('\n'))).toBeUndefined();
    expect(parseFileTree('')).toBeUndefined();
  });
});
