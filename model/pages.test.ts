import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { candidateFiles, displayPath, listPages, pageFile, routeOf } from './pages';
import { repoTree } from './tree';

describe('routes and files', () => {
  it('routeOf: an index file is its folder route, other files drop the extension', () => {
    expect(routeOf('index.mdx')).toBe('/');
    expect(routeOf('guide/start/index.mdx')).toBe('/guide/start/');
    expect(routeOf('config/lib/dts.mdx')).toBe('/config/lib/dts');
    expect(routeOf('guide/faq/general.md')).toBe('/guide/faq/general');
  });

  it('listPages: .md and .mdx pages of both languages, sorted, nothing else', () => {
    const root = repoTree({
      'docs/en/b.mdx': '',
      'docs/en/a/index.md': '',
      'docs/en/a/notes.txt': '',
      'docs/zh/b.mdx': '',
      'docs/public/logo.svg': '',
    });
    expect(
      listPages(path.join(root, 'docs')).map(({ lang, relative, route }) => [
        lang,
        relative,
        route,
      ]),
    ).toEqual([
      ['en', 'a/index.md', '/a/'],
      ['en', 'b.mdx', '/b'],
      ['zh', 'b.mdx', '/b'],
    ]);
  });

  it('pageFile: .mdx, then .md, then a folder index; undefined when none exists', () => {
    const root = repoTree({
      'docs/en/a.md': '',
      'docs/en/b/index.mdx': '',
      'docs/en/c.mdx': '',
      'docs/en/c.md': '',
    });
    const docs = path.join(root, 'docs');
    expect(pageFile(docs, 'en', '/a')).toBe(path.join(docs, 'en/a.md'));
    expect(pageFile(docs, 'en', '/b')).toBe(path.join(docs, 'en/b/index.mdx'));
    expect(pageFile(docs, 'en', '/b/')).toBe(path.join(docs, 'en/b/index.mdx'));
    expect(pageFile(docs, 'en', '/c')).toBe(path.join(docs, 'en/c.mdx'));
    expect(pageFile(docs, 'zh', '/a')).toBeUndefined();
    expect(candidateFiles(docs, 'zh', '/a')[0]).toBe(path.join(docs, 'zh/a.mdx'));
  });

  it('displayPath: relative with forward slashes', () => {
    expect(displayPath('/repo', '/repo/docs/en/a.mdx')).toBe('docs/en/a.mdx');
  });
});
