import { describe, expect, it } from '@rstest/core';
import { chineseDocs, doc, englishDocs } from './fixtures';
import { parseQuery } from './query';
import { docTermUnits, holdsInOrder, type SectionMatch, unitsWithinReach } from './rank';
import { SearchIndex, sectionsOf } from './SearchIndex';
import { DEFAULT_RESULT_LIMIT, LocalSearcher, LruCache } from './searcher';
import type { SearchDocument, SearchHit } from './types';

function searcher(docs: SearchDocument[] = englishDocs, cacheSize?: number) {
  const built = SearchIndex.build(docs);
  // Through JSON, as the browser loads it.
  const loaded = SearchIndex.load(JSON.parse(JSON.stringify(built.export())));
  return new LocalSearcher(loaded, 'Rslib', { cacheSize });
}

const marked = (text: string, hit: SearchHit) =>
  hit.highlightInfoList.map(({ start, length }) => text.slice(start, start + length));
const routes = (results: { routePath: string }[]) => results.map((page) => page.routePath);

describe('LocalSearcher', () => {
  it('finds code identifiers', () => {
    const search = searcher();
    expect(search.search('umdName')[0]?.routePath).toBe('/config/lib/umd-name');
    expect(search.search('@swc/helpers')[0]?.routePath).toBe('/config/lib/external-helpers');
    expect(search.search('--dist-path')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('lib.dts.bundle')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('externalHelpers')[0]?.routePath).toBe('/config/lib/external-helpers');
  });

  it('matches the word being typed as a prefix, and words with one typo', () => {
    const search = searcher();
    expect(search.search('declara')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('declaraton files')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('umdNam')[0]?.routePath).toBe('/config/lib/umd-name');
  });

  it('splits a word the index holds in no form into two words it holds', () => {
    const docs = [
      doc(0, 'Type definitions', 'Emit type definitions next to the JavaScript.'),
      doc(1, 'Other', 'Nothing about it here.'),
    ];
    expect(routes(searcher(docs).search('typedefs'))).toEqual(['/page-0']);
    // A word the index holds is never split.
    expect(routes(searcher(docs).search('nothing'))).toEqual(['/page-1']);
  });

  it('finds phrases whose words are not next to each other on the page', () => {
    const search = searcher();
    expect(search.search('declaration directory')[0]?.routePath).toBe('/config/lib/dts');
    expect(search.search('global variable umd')[0]?.routePath).toBe('/config/lib/umd-name');
  });

  it('ranks a page holding the whole keyword above pages that only hold its words', () => {
    const docs = [
      doc(0, 'Bundle', 'Bundle mode. Files in bundle mode, files and bundles. Bundle, then files.'),
      doc(1, 'Other', 'Here the text says bundle files once.'),
    ];
    expect(routes(searcher(docs).search('bundle files'))).toEqual(['/page-1', '/page-0']);
  });

  it('puts a page holding a Chinese keyword with a synonym in its place in the top tier', () => {
    const docs = [
      // Holds the keyword itself once, in passing.
      doc(0, '测试', '测试构建的产物格式是否正确。', [], '/zh/testing'),
      doc(1, '输出格式', 'Rslib 支持的输出格式：ESM、CJS 和 UMD。', [], '/zh/output-format'),
    ];
    expect(searcher(docs).search('产物格式')[0]?.routePath).toBe('/zh/output-format');
  });

  it('counts a Chinese keyword with a 的 between its words for the keyword tier', () => {
    const docs = [
      // Uses the words once in passing, as subject and verb.
      doc(0, 'lib.id', 'id 相同的 lib 配置合并为一个。', [], '/zh/id'),
      doc(
        1,
        'Lib 配置',
        '顶层配置与 lib 配置的合并规则\n顶层字段先合并进每个 lib 配置。',
        ['顶层配置与 lib 配置的合并规则'],
        '/zh/lib',
      ),
    ];
    expect(routes(searcher(docs).search('lib 配置合并'))[0]).toBe('/zh/lib');
  });

  it("counts a page's summary for the keyword tier", () => {
    const docs = [
      doc(0, 'tsup', 'Migrating: the build cache is on. Persistent build cache files stay.'),
      {
        ...doc(1, 'performance', 'The cache is stored on disk and reused.'),
        description: 'The persistent build cache and the file-size report.',
      },
    ];
    expect(routes(searcher(docs).search('persistent build cache'))[0]).toBe('/page-1');
  });

  it('puts a page holding a mixed query with a Chinese synonym in place of a word in the top tier', () => {
    const docs = [
      doc(0, 'lib.bundle', '打包模式下每个入口输出一个文件。打包模式是默认值。', [], '/zh/bundle'),
      doc(1, '资源', 'bundle 模式与 bundleless 模式都会处理资源文件。', [], '/zh/assets'),
      doc(2, '其他', '顺带一提：bundle 模式。', [], '/zh/other'),
    ];
    expect(routes(searcher(docs).search('bundle 模式'))[0]).toBe('/zh/bundle');
  });

  it('ranks a page with the query words close together above one where they are far apart', () => {
    const filler = ' Other words fill this paragraph.'.repeat(6);
    const docs = [
      doc(
        0,
        'Apart',
        `Set the cache here.${filler} The folder is elsewhere.${filler} Cache again.`,
      ),
      doc(1, 'Together', `Set the cache folder here.${filler} More text.`),
    ];
    expect(routes(searcher(docs).search('folder cache'))).toEqual(['/page-1', '/page-0']);
  });

  it('ranks a page with a heading naming every query word above pages that only use the words', () => {
    const docs = [
      doc(
        0,
        'Rslib core',
        'Rslib calls Rsbuild to build. Rslib passes options to Rsbuild. '.repeat(3),
      ),
      doc(
        1,
        'Questions',
        'Rslib compared with Rsbuild\n\nOne builds libraries, the other applications.',
        ['Rslib compared with Rsbuild'],
      ),
    ];
    expect(routes(searcher(docs).search('rslib rsbuild'))).toEqual(['/page-1', '/page-0']);
  });

  it('ranks a page with the query words in order, stop words aside, above one with them out of order', () => {
    const docs = [
      doc(0, 'Flags', 'Only build one lib item: the lib with this id. Only one.'),
      doc(1, 'Selecting', 'To build only one of the lib items in your config, pass its id.'),
    ];
    expect(routes(searcher(docs).search('build only one lib'))).toEqual(['/page-1', '/page-0']);
  });

  it('ranks the page whose summary names the keyword above pages that use it in passing', () => {
    const docs = [
      doc(0, 'Migrating', 'Steps.\n\nBuild cache\n\nThe build cache stays on.', ['Build cache']),
      {
        ...doc(1, 'performance', 'Options.\n\ncacheDirectory\n\nWhere the build cache is kept.', [
          'cacheDirectory',
        ]),
        description: 'The persistent build cache and the file size report.',
      },
    ];
    expect(routes(searcher(docs).search('build cache'))).toEqual(['/page-1', '/page-0']);
  });

  it('ranks pages covering more of the query first', () => {
    const results = searcher().search('umd global variable');
    expect(results[0]?.routePath).toBe('/config/lib/umd-name');
  });

  it('shows partial matches instead of nothing', () => {
    const results = searcher().search('umdName nonexistentword');
    expect(results[0]?.routePath).toBe('/config/lib/umd-name');
    expect(searcher().search('nonexistentword zzzz')).toEqual([]);
  });

  it('uses the synonym table', () => {
    expect(searcher().search('typings')[0]?.routePath).toBe('/config/lib/dts');
  });

  it('makes title, header and content hits that mark every matched term', () => {
    const [page] = searcher().search('dts.bundle');
    expect(page?.routePath).toBe('/config/lib/dts');
    const header = page?.hits.find((hit) => hit.type === 'header');
    expect(header?.link).toBe('/config/lib/dts#h-0');
    expect(header && marked(header.header, header)).toEqual(['dts.bundle']);
    const content = page?.hits.find((hit) => hit.type === 'content');
    expect(content?.type === 'content' && marked(content.statement, content)).toContain(
      'dts.bundle',
    );
    expect(content?.query).toBe('dts.bundle');
    expect(content?.group).toBe('Rslib');

    const [dts] = searcher().search('bundle declaration');
    const snippet = dts?.hits.find((hit) => hit.type === 'content');
    expect(snippet?.type === 'content' && marked(snippet.statement, snippet)).toEqual(
      // Each word where it stands alone, the whole keyword where it occurs.
      expect.arrayContaining(['declaration', 'bundle', 'Bundle declaration']),
    );
  });

  it('ranks a title match first', () => {
    const results = searcher().search('introduction');
    expect(results[0]?.hits[0]?.type).toBe('title');
    expect(results[0]?.routePath).toBe('/guide/start/');
  });

  it('finds Chinese words, phrases and mixed queries', () => {
    const search = searcher(chineseDocs);
    expect(search.search('声明文件')[0]?.routePath).toBe('/zh/guide/advanced/dts');
    expect(search.search('打包 声明')[0]?.routePath).toBe('/zh/guide/advanced/dts');
    expect(search.search('输出格式')[0]?.hits[0]?.type).toBe('title');
    expect(search.search('ESM 格式')[0]?.routePath).toBe('/zh/guide/basic/output-format');
    expect(routes(search.search('构建工具'))).toEqual(
      expect.arrayContaining(['/zh/guide/basic/output-format', '/zh/guide/start/']),
    );
    expect(search.search('不存在')).toEqual([]);
  });

  it('stops at the result limit, 100 by default', () => {
    const many = Array.from({ length: 120 }, (_, i) => doc(i, `Page ${i}`, 'shared text'));
    const search = searcher(many);
    expect(DEFAULT_RESULT_LIMIT).toBe(100);
    expect(search.search('shared')).toHaveLength(100);
    expect(search.search('shared', 5)).toHaveLength(5);
  });

  it('caches answers up to the cache size and not at all with size 0', () => {
    const cached = searcher(englishDocs, 2);
    cached.search('bundle');
    cached.search('umd');
    cached.search('dts');
    expect(cached.cachedQueries).toBe(2);
    const first = cached.search('dts');
    expect(cached.search('dts')).toBe(first);
    const uncached = searcher(englishDocs, 0);
    uncached.search('bundle');
    expect(uncached.cachedQueries).toBe(0);
  });
});

describe('LocalSearcher with bad input', () => {
  const search = searcher();

  it('answers an empty query, or one of only stop words or punctuation, with nothing', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
    expect(search.search('how to the of')).toEqual([]);
    expect(search.search('!!! ... ---')).toEqual([]);
  });

  it('answers a 2,000-character paste quickly and without throwing', () => {
    const paste = `umdName ${'lorem ipsum dolor '.repeat(120)}`.slice(0, 2000);
    const started = performance.now();
    const results = search.search(paste);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(results[0]?.routePath).toBe('/config/lib/umd-name');
  });

  it('treats regular-expression characters, HTML and emoji as text', () => {
    expect(() => search.search('(.*)[')).not.toThrow();
    expect(search.search('(.*)[')).toEqual([]);
    expect(search.search('<img src=x onerror=alert(1)> umdName')[0]?.routePath).toBe(
      '/config/lib/umd-name',
    );
    expect(search.search('🚀🔥')).toEqual([]);
    expect(search.search('umdName 🚀')[0]?.routePath).toBe('/config/lib/umd-name');
  });

  it('answers Chinese stop words, full-width punctuation and a long Chinese paste', () => {
    const zh = searcher(chineseDocs);
    expect(zh.search('如何 什么 的')).toEqual([]);
    expect(zh.search('？！。，、')).toEqual([]);
    const paste = '为什么构建产物里没有声明文件？'.repeat(140).slice(0, 2000);
    const results = zh.search(paste);
    expect(results.length).toBeGreaterThan(0);
    expect(() => results.flatMap((page) => page.hits)).not.toThrow();
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

describe('unitsWithinReach', () => {
  it('counts the most different query words found close together', () => {
    const units = new Map([
      ['cache', [0]],
      ['folder', [1]],
      ['build', [2]],
    ]);
    expect(unitsWithinReach('build cache folder', units)).toBe(3);
    expect(unitsWithinReach(`build cache ${'x'.repeat(100)} folder`, units)).toBe(2);
    expect(unitsWithinReach('nothing here', units)).toBe(0);
  });
});

describe('holdsInOrder', () => {
  const units = new Map([
    ['build', [0]],
    ['only', [1]],
    ['lib', [2]],
  ]);

  it('finds the query words in order with only stop words and punctuation between them', () => {
    expect(holdsInOrder('to build only the lib', units, 3)).toBe(true);
    expect(holdsInOrder('builds only: a lib.', units, 3)).toBe(true);
  });

  it('does not find them out of order, apart, across a line break or inside other words', () => {
    expect(holdsInOrder('only build the lib', units, 3)).toBe(false);
    expect(holdsInOrder('build only every lib', units, 3)).toBe(false);
    expect(holdsInOrder('build only\nlib', units, 3)).toBe(false);
    expect(holdsInOrder('rebuild only lib', units, 3)).toBe(false);
    expect(holdsInOrder('build only', units, 1)).toBe(false);
  });
});

describe('docTermUnits', () => {
  const match = (terms: string[]): SectionMatch =>
    ({
      section: sectionsOf([englishDocs[0] as SearchDocument])[0],
      score: 1,
      docTerms: terms,
      queryTerms: terms,
    }) as SectionMatch;

  it('maps a word of a synonym of several words to the query word only next to its other words', () => {
    const query = parseQuery('esm');
    expect(docTermUnits(match(['modul']), query).size).toBe(0);
    expect(docTermUnits(match(['es', 'modul']), query).get('modul')).toEqual([0]);
  });
});
