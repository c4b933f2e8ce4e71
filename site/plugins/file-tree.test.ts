import { describe, expect, it } from '@rstest/core';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { remarkFileTree } from './file-tree';

const codeNode = (lang: string, value: string) => ({
  type: 'code' as const,
  lang,
  value,
  position: { start: { line: 7, column: 1 }, end: { line: 9, column: 1 } },
});

function run(children: Root['children'], file = '/docs/en/guide/a.mdx'): Root {
  const tree: Root = { type: 'root', children };
  remarkFileTree('/docs')()(tree, { path: file });
  return tree;
}

describe('remarkFileTree', () => {
  it('turns a tree fence into a labelled nested list, notes beside their names', () => {
    const tree = run([
      codeNode(
        'tree',
        ['dist/', '├── index.js   # the entry', '└── utils/', '    └── a.js'].join('\n'),
      ),
      codeNode('ts', 'const a = 1;'),
    ]);
    const [list, code] = tree.children as unknown as {
      data: { hName: string; hChildren: Element[] };
    }[];
    expect(list?.data.hName).toBe('div');
    expect(toHtml(list?.data.hChildren ?? [])).toBe(
      [
        '<ul class="rs-file-tree rp-not-doc" aria-label="File tree"><li class="rs-file-tree__item">',
        '<span class="rs-file-tree__folder">dist/</span><ul class="rs-file-tree__list">',
        '<li class="rs-file-tree__item"><span class="rs-file-tree__file">index.js</span><span class="rs-file-tree__note">the entry</span></li>',
        '<li class="rs-file-tree__item"><span class="rs-file-tree__folder">utils/</span><ul class="rs-file-tree__list">',
        '<li class="rs-file-tree__item"><span class="rs-file-tree__file">a.js</span></li></ul></li></ul></li></ul>',
      ].join(''),
    );
    expect(code).toMatchObject({ type: 'code', lang: 'ts' });
  });

  it('labels the list in the page language and fails with file and line on a bad tree', () => {
    const tree = run([codeNode('tree', 'src/\n└── index.ts')], '/docs/zh/guide/a.mdx');
    expect(JSON.stringify(tree)).toContain('文件树');
    expect(() => run([codeNode('tree', 'src/\nindex.ts')])).toThrow(
      '/docs/en/guide/a.mdx:7: a tree fence needs a root line',
    );
  });
});
