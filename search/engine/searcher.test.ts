import { describe, expect, it } from '@rstest/core';
import { chineseDocs, doc, englishDocs } from './fixtures';
import type { SearchIndexOptions } from './options';
import { SearchIndex } from './SearchIndex';
import { DEFAULT_RESULT_LIMIT, LocalSearcher, LruCache } from './searcher';
import type { SearchHit } from './types';

function searcher(options: SearchIndexOptions = { tokenize: 'forward' }, docs = englishDocs) {
  const index = new SearchIndex(options);
  for (const document of docs) index.add(document);
  return new LocalSearcher(SearchIndex.load(index.export()), 'Rslib');
}

const marked = (text: string, hit: SearchHit) =>
  hit.highlightInfoList.map(({ start, length }) => text.slice(start, start + length));

describe('LocalSearcher', () => {
  it('finds code identifiers', () => {
    const search = searcher();
    expect(search.search('umdName')[0]?.routePath).toBe('/config/lib/umd-name');
    expect(search.search('@swc/helpers')[0]?.routePath).toBe('/config/lib/external-helpers');
    expect(search.search('--dist-path')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('lib.dts.bundle')[0]?.routePath).toBe('/config/lib/dts');
  });

  it('keeps exact and prefix matching for Latin words', () => {
    const search = searcher();
    expect(search.search('declaration')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('declara')[0]?.routePath).toBe('/config/lib/dts');
  });

  it('requires the whole normalised keyword in the title, a header or the content', () => {
    const search = searcher();
    // Both words are indexed on the dts page, but never next to each other.
    expect(search.search('declaration directory')).toEqual([]);
    expect(search.search('DECLARATION FILES')[0]?.routePath).toBe('/config/lib/dts');
  });

  it('makes title, header and content hits with highlights and the query as given', () => {
    const [page] = searcher().search('dts.bundle');
    expect(page?.routePath).toBe('/config/lib/dts');
    const types = page?.hits.map((hit) => hit.type);
    expect(types).toEqual(['header', 'content']);
    const header = page?.hits[0];
    expect(header?.link).toBe('/config/lib/dts#h-0');
    expect(header && marked(header.header, header)).toEqual(['dts.bundle']);
    const content = page?.hits[1];
    expect(content?.type === 'content' && marked(content.statement, content)).toEqual([
      'dts.bundle',
    ]);
    expect(content?.link).toBe('/config/lib/dts#h-0');
    expect(content?.query).toBe('dts.bundle');
    expect(content?.group).toBe('Rslib');
  });

  it('ranks a title match first', () => {
    const results = searcher().search('introduction');
    expect(results[0]?.hits[0]?.type).toBe('title');
    expect(results[0]?.routePath).toBe('/guide/start/');
  });

  it('finds Chinese words and phrases', () => {
    const search = searcher({ tokenize: 'forward' }, chineseDocs);
    expect(search.search('声明文件')[0]?.routePath).toBe('/zh/guide/advanced/dts');
    expect(
      search
        .search('构建工具')
        .map((page) => page.routePath)
        .sort(),
    ).toEqual(['/zh/guide/basic/output-format', '/zh/guide/start/']);
    expect(search.search('输出格式')[0]?.hits[0]?.type).toBe('title');
    expect(search.search('不存在的词')).toEqual([]);
  });

  it('stops at the result limit, 100 by default', () => {
    const many = Array.from({ length: 120 }, (_, i) => doc(i, `Page ${i}`, 'shared text'));
    const search = searcher({}, many);
    expect(DEFAULT_RESULT_LIMIT).toBe(100);
    expect(search.search('shared')).toHaveLength(100);
    expect(search.search('shared', 5)).toHaveLength(5);
  });

  it('caches answers up to the cache size and not at all with cache: false', () => {
    const cached = searcher({ cache: 2 });
    cached.search('bundle');
    cached.search('umd');
    cached.search('dts');
    expect(cached.cachedQueries).toBe(2);
    const first = cached.search('dts');
    expect(cached.search('dts')).toBe(first);
    const uncached = searcher({ cache: false });
    uncached.search('bundle');
    expect(uncached.cachedQueries).toBe(0);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
  });
});
