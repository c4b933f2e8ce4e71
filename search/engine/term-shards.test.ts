import { describe, expect, it } from '@rstest/core';
import { chineseDocs, doc, englishDocs } from './fixtures';
import { parseQuery } from './query';
import { SearchIndex } from './SearchIndex';
import { LocalSearcher } from './searcher';
import { type Lookup, ShardSearcher, withinBudget, withinOneEdit } from './shard-searcher';
import {
  buildShards,
  scoreOf,
  shardFile,
  shardOf,
  shardsOfPrefix,
  type TermShard,
  TOP_SECTIONS,
  termScores,
} from './term-shards';
import { terms } from './tokenize';
import type { SearchDocument } from './types';

/** Shards of about `bytes`, loaded through JSON as the browser does, and the shards each search fetched. */
function shardSearcher(docs: SearchDocument[], bytes = 300) {
  const { directory, shards } = buildShards(SearchIndex.build(docs), bytes);
  const fetched: number[] = [];
  const searcher = new ShardSearcher(
    JSON.parse(JSON.stringify(directory)),
    async (shard) => {
      fetched.push(shard);
      const found = shards[shard];
      if (!found) throw new Error(`no shard ${shard}`);
      return JSON.parse(JSON.stringify(found)) as TermShard;
    },
    'Rslib',
  );
  return { searcher, directory, shards, fetched };
}

const routes = (results: { routePath: string }[]) => results.map((page) => page.routePath);

describe('buildShards', () => {
  it('puts every term in the shard the directory names for it, in code point order', () => {
    const { directory, shards } = buildShards(SearchIndex.build(englishDocs), 300);
    expect(shards.length).toBeGreaterThan(3);
    expect(directory.first[0]).toBe('');
    shards.forEach((shard, n) => {
      expect(shard.terms[0]?.[0]).toBe(n === 0 ? shard.terms[0]?.[0] : directory.first[n]);
      for (const [term] of shard.terms) expect(shardOf(directory, term)).toBe(n);
    });
    const all = shards.flatMap((shard) => shard.terms.map(([term]) => term));
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('stores the score the full index gives a term in a section', () => {
    const index = SearchIndex.build(englishDocs);
    const scores = new Map(termScores(index));
    const [term = ''] = terms('extractor');
    const [result] = index.miniSearch.search(term, {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: { title: 5, header: 3, description: 1.5, body: 1 },
    });
    const [section, score] = scores.get(term)?.[0] ?? [];
    expect(result).toBeDefined();
    expect(section).toBe(result?.id);
    expect(score).toBeCloseTo(result?.score ?? 0, 6);
  });

  it('keeps the best sections of a term that is everywhere, so a shard stays small as pages grow', () => {
    const many = Array.from({ length: TOP_SECTIONS + 10 }, (_, i) =>
      doc(i, `Page ${i}`, i === 7 ? 'bundle bundle bundle' : `bundle text number${i}`),
    );
    const postings = new Map(termScores(SearchIndex.build(many))).get('bundl') ?? [];
    expect(postings).toHaveLength(TOP_SECTIONS);
    // The page that says it three times is first.
    const index = SearchIndex.build(many);
    expect(index.sections[postings[0]?.[0] ?? -1]?.doc.id).toBe(7);
    const { shards } = buildShards(index);
    const stored = shards.flatMap((shard) => shard.terms).find(([term]) => term === 'bundl');
    expect(stored?.[1]).toHaveLength(TOP_SECTIONS * 2);
    expect(scoreOf(stored?.[1][1] ?? 0)).toBeCloseTo(postings[0]?.[1] ?? 0, 1);
  });

  it('names a shard beside its directory', () => {
    expect(shardFile('/static/search/terms.en.0123456789.json', 4)).toBe(
      '/static/search/terms.en.0123456789.4.json',
    );
  });
});

describe('shardOf and shardsOfPrefix', () => {
  const directory = { format: 1 as const, first: ['', 'bu', 'bundle', 'bundlf', 'c'] };

  it('finds the last shard starting at or before the term', () => {
    expect(shardOf(directory, 'a')).toBe(0);
    expect(shardOf(directory, 'bu')).toBe(1);
    expect(shardOf(directory, 'bun')).toBe(1);
    expect(shardOf(directory, 'bundle')).toBe(2);
    expect(shardOf(directory, 'bundleless')).toBe(2);
    expect(shardOf(directory, 'zebra')).toBe(4);
  });

  it('gives every shard a prefix may continue into', () => {
    expect(shardsOfPrefix(directory, 'bun')).toEqual([1, 2, 3]);
    expect(shardsOfPrefix(directory, 'bundle')).toEqual([2]);
    expect(shardsOfPrefix(directory, 'bundl')).toEqual([1, 2, 3]);
    expect(shardsOfPrefix(directory, 'bundlf')).toEqual([3]);
    expect(shardsOfPrefix(directory, 'c')).toEqual([4]);
  });
});

describe('withinBudget', () => {
  const lookup = (queryTerm: string, shards: number[]): Lookup => ({
    queryTerm,
    prefix: false,
    fuzzy: false,
    shards,
  });

  it("fetches at most six new shards, the reader's words before synonyms, loaded shards free", () => {
    // esm's synonyms (es module, …) come after it.
    const query = parseQuery('esm build output');
    const synonyms = [...query.terms].filter(([, term]) => !term.typed).map(([name]) => name);
    expect(synonyms.length).toBeGreaterThan(0);
    const all = [
      ...synonyms.map((term, i) => lookup(term, [10 + i])),
      lookup('esm', [1]),
      lookup('build', [2, 3]),
      lookup('output', [4]),
    ];
    const kept = withinBudget(all, query, (shard) => shard === 4);
    expect(kept.slice(0, 3).map((found) => found.queryTerm)).toEqual(['esm', 'build', 'output']);
    const fetched = new Set(kept.flatMap((found) => found.shards).filter((shard) => shard !== 4));
    expect(fetched.size).toBe(6);
    expect([...fetched].slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('withinOneEdit', () => {
  it('allows one insertion, deletion or substitution', () => {
    expect(withinOneEdit('tailwnd', 'tailwind')).toBe(true);
    expect(withinOneEdit('externals', 'externls')).toBe(true);
    expect(withinOneEdit('format', 'formet')).toBe(true);
    expect(withinOneEdit('format', 'format')).toBe(false);
    expect(withinOneEdit('format', 'fromat')).toBe(false);
  });
});

describe('ShardSearcher', () => {
  it('finds a word that only the text holds, fetching only the shard that holds it', async () => {
    const { searcher, directory, fetched } = shardSearcher(englishDocs);
    const results = await searcher.search('inlining');
    expect(routes(results)).toEqual(['/config/lib/external-helpers']);
    expect(fetched).toEqual([shardOf(directory, 'inlin')]);
    // The page's title leads there when no heading holds the word.
    expect(results[0]?.hits.map((hit) => hit.type)).toEqual(['title']);
  });

  it('leads to the section a text-only word is in, through its heading', async () => {
    const { searcher } = shardSearcher(englishDocs);
    const [page] = await searcher.search('extractor');
    expect(page?.routePath).toBe('/config/lib/dts');
    expect(page?.hits[0]).toMatchObject({ type: 'header', link: '/config/lib/dts#h-0' });
  });

  it('ranks as the full index does for identifiers and headings, and highlights them', async () => {
    const { searcher } = shardSearcher(englishDocs);
    const full = new LocalSearcher(SearchIndex.build(englishDocs), 'Rslib');
    for (const query of ['umdName', 'dts.bundle', '@swc/helpers', 'declaration files']) {
      expect(routes(await searcher.search(query))[0]).toBe(routes(full.search(query))[0]);
    }
    const [page] = await searcher.search('dts.bundle');
    const header = page?.hits.find((hit) => hit.type === 'header');
    expect(header?.header).toBe('dts.bundle');
    expect(header?.highlightInfoList).toEqual([{ start: 0, length: 10 }]);
  });

  it('matches the word being typed as a prefix, across shards, and a word with one typo', async () => {
    const { searcher } = shardSearcher(englishDocs, 60);
    expect(routes(await searcher.search('umdNa'))[0]).toBe('/config/lib/umd-name');
    expect(routes(await searcher.search('helpr '))).toEqual(['/config/lib/external-helpers']);
    expect(routes(await searcher.search('qwxyz '))).toEqual([]);
    expect(routes(await searcher.search('declaraton files'))[0]).toBe('/config/lib/dts');
  });

  it('answers Chinese words and phrases', async () => {
    const { searcher } = shardSearcher(chineseDocs);
    const full = new LocalSearcher(SearchIndex.build(chineseDocs), 'Rslib');
    for (const query of ['声明文件', '类型声明文件']) {
      const first = routes(await searcher.search(query))[0];
      expect(first).toBeDefined();
      expect(first).toBe(routes(full.search(query))[0]);
    }
  });

  it('counts a heading with a 的 between the Chinese words of the keyword, as the full index does', async () => {
    const docs = [
      doc(0, '合并 lib 配置', '合并 lib 配置\n按 id 合并 lib 配置。', ['合并 lib 配置'], '/zh/id'),
      doc(
        1,
        '其他',
        '顶层配置与 lib 配置的合并规则\n先合并顶层。',
        ['顶层配置与 lib 配置的合并规则'],
        '/zh/lib',
      ),
    ];
    const { searcher } = shardSearcher(docs);
    const full = new LocalSearcher(SearchIndex.build(docs), 'Rslib');
    expect(routes(await searcher.search('lib 配置合并'))[0]).toBe('/zh/lib');
    expect(routes(full.search('lib 配置合并'))[0]).toBe('/zh/lib');
  });

  it('reports a shard that cannot be fetched', async () => {
    const { directory } = buildShards(SearchIndex.build(englishDocs), 300);
    const searcher = new ShardSearcher(directory, () => Promise.reject(new Error('503')), 'Rslib');
    await expect(searcher.search('umdName')).rejects.toThrow('503');
  });
});
