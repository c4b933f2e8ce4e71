import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadDocs } from './docs';
import { repoTree } from './tree';

describe('loadDocs', () => {
  const root = repoTree({
    'docs/en/index.mdx': '---\npageType: home\n---\n',
    'docs/en/guide/a.mdx':
      '---\ntitle: From frontmatter\n---\n# Heading {#h}\n\n## Two {#two}\n\n```ts title="x.ts"\n1\n```\n',
    'docs/en/guide/b/index.mdx': '# Heading only {#b}\n',
    'docs/zh/guide/a.mdx': 'no title\n',
  });
  const docs = loadDocs(path.join(root, 'docs'));

  it('lists the pages with display paths relative to the repository', () => {
    expect(docs.pages.map((page) => page.display)).toEqual([
      'docs/en/guide/a.mdx',
      'docs/en/guide/b/index.mdx',
      'docs/en/index.mdx',
      'docs/zh/guide/a.mdx',
    ]);
  });

  it('finds a page by language and route, a folder index also without its slash', () => {
    expect(docs.page('en', '/guide/a')?.display).toBe('docs/en/guide/a.mdx');
    expect(docs.page('en', '/guide/b')?.route).toBe('/guide/b/');
    expect(docs.page('zh', '/guide/b/')).toBeUndefined();
  });

  it('parses frontmatter, headings and fences of a page, each once', () => {
    const page = docs.page('en', '/guide/a');
    expect(page?.frontmatter.data.title).toBe('From frontmatter');
    expect(page?.headings.map((heading) => heading.id)).toEqual(['h', 'two']);
    expect(page?.fences.map((fence) => fence.attrs.values.title)).toEqual(['x.ts']);
    expect(page?.headings).toBe(page?.headings);
    expect(docs.page('en', '/')?.isHome).toBe(true);
  });

  it('titles a page from frontmatter, else its # heading, else fails naming the file', () => {
    expect(docs.page('en', '/guide/a')?.title).toBe('From frontmatter');
    expect(docs.page('en', '/guide/b/')?.title).toBe('Heading only');
    expect(() => docs.page('zh', '/guide/a')?.title).toThrow(
      'docs/zh/guide/a.mdx: the page has neither a frontmatter title nor a "# " heading',
    );
  });
});
