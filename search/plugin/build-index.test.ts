import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { isFragmentRoute } from '../../model/routes';
import { SearchIndex } from '../engine/SearchIndex';
import { ShardSearcher } from '../engine/shard-searcher';
import { type ShardDirectory, shardFile } from '../engine/term-shards';
import { buildIndexes, stripMdxComments } from './build-index';

function page(routePath: string, lang: string, extra: Partial<PageIndexInfo> = {}): PageIndexInfo {
  return {
    routePath,
    lang,
    version: '',
    title: `Title of ${routePath}`,
    content: `Content of ${routePath}. 声明文件`,
    toc: [{ id: 'usage', text: '`dts.bundle` usage', depth: 2, charIndex: 0 }],
    frontmatter: {},
    _filepath: `/docs${routePath}.mdx`,
    _relativePath: `${routePath}.mdx`,
    ...extra,
  };
}

describe('buildIndexes', () => {
  const pages = [
    page('/guide/a', 'en'),
    page('/', 'en', { frontmatter: { pageType: 'home' } }),
    page('/guide/hidden', 'en', { frontmatter: { search: false } }),
    page('/zh/guide/a', 'zh'),
  ];

  it('writes one index per language, named with a hash of its content', () => {
    const built = buildIndexes(pages);
    expect(built.map((index) => index.group)).toEqual(['###en', '###zh']);
    for (const index of built) {
      expect(index.file).toMatch(
        new RegExp(`^static/search/index\\.${index.lang}\\.[0-9a-f]{10}\\.json$`),
      );
    }
    const changed = buildIndexes([page('/guide/a', 'en', { content: 'other' })]);
    expect(changed[0]?.file).not.toBe(built[0]?.file);
    expect(buildIndexes(pages)[0]?.file).toBe(built[0]?.file);
  });

  it('leaves out the home page and pages with search: false', () => {
    const [en] = buildIndexes(pages);
    const docs = JSON.parse(en?.json ?? '{}').docs as { routePath: string }[];
    expect(docs.map((doc) => doc.routePath)).toEqual(['/guide/a']);
  });

  it('leaves out excluded routes, such as fragments included by other pages', () => {
    const withFragment = [...pages, page('/guide/start/components/CJS', 'en')];
    const [en] = buildIndexes(withFragment, isFragmentRoute);
    const docs = JSON.parse(en?.json ?? '{}').docs as { routePath: string }[];
    expect(docs.map((doc) => doc.routePath)).toEqual(['/guide/a']);
  });

  it('stores search documents with every spec field, header texts without backticks', () => {
    const [en] = buildIndexes(pages);
    const index = SearchIndex.load(JSON.parse(en?.json ?? '{}'));
    const doc = index.docs[0];
    expect(doc).toMatchObject({
      id: 0,
      title: 'Title of /guide/a',
      routePath: '/guide/a',
      domain: '',
      lang: 'en',
      version: '',
    });
    expect(doc?.toc[0]?.text).toBe('dts.bundle usage');
    expect(index.sections.map((section) => section.tocIndex)).toEqual([-1, 0]);
  });

  it('writes the first stage as term shards beside their directory, which find text-only words', async () => {
    const [en] = buildIndexes([page('/guide/a', 'en', { content: 'Text about tarballs.' })]);
    expect(en?.firstStageFile).toMatch(/^static\/search\/terms\.en\.[0-9a-f]{10}\.json$/);
    const directory = JSON.parse(en?.firstStageJson ?? '{}') as ShardDirectory;
    expect(en?.shards.map((shard) => shard.file)).toEqual(
      directory.first.map((_, n) => shardFile(en?.firstStageFile ?? '', n)),
    );
    const shards = new Map(en?.shards.map((shard) => [shard.file, JSON.parse(shard.json)]));
    const searcher = new ShardSearcher(
      directory,
      async (n) => shards.get(shardFile(en?.firstStageFile ?? '', n)),
      'Docs',
    );
    expect((await searcher.search('tarballs')).map((result) => result.routePath)).toEqual([
      '/guide/a',
    ]);
    expect((await searcher.search('dts.bundle')).map((result) => result.routePath)).toEqual([
      '/guide/a',
    ]);
    const changed = buildIndexes([page('/guide/a', 'en', { content: 'Text about zips.' })]);
    expect(changed[0]?.firstStageFile).not.toBe(en?.firstStageFile);
  });

  it('names versioned indexes with the version', () => {
    const [versioned] = buildIndexes([page('/v1/guide/a', 'en', { version: 'v1.0' })]);
    expect(versioned?.group).toBe('v1.0###en');
    expect(versioned?.file).toMatch(/^static\/search\/index\.v1_0\.en\.[0-9a-f]{10}\.json$/);
    expect(versioned?.firstStageFile).toMatch(
      /^static\/search\/terms\.v1_0\.en\.[0-9a-f]{10}\.json$/,
    );
  });
});

describe('stripMdxComments', () => {
  it('drops MDX comments and moves later offsets back by their length', () => {
    const content = 'Intro {/* a note */}text\n\n## Usage\n\nBody';
    const { text, shift } = stripMdxComments(content);
    expect(text).toBe('Intro text\n\n## Usage\n\nBody');
    const heading = content.indexOf('## Usage');
    expect(text.slice(shift(heading), shift(heading) + 8)).toBe('## Usage');
    expect(shift(3)).toBe(3);
  });
});
