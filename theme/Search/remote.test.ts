import { describe, expect, it, rs } from '@rstest/core';
import { remoteSearch, remoteSearchUrl } from './remote';

const config = { url: 'https://search.example/api', searchIndexes: ['rslib', 'rsbuild'] };

function answering(status: number, body: unknown): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

describe('remoteSearchUrl', () => {
  it('sends keyword, limit (100 by default), comma-separated searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl(config, 'dts bundle', 'zh'));
    expect(url.origin + url.pathname).toBe('https://search.example/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'dts bundle',
      limit: '100',
      searchIndexes: 'rslib,rsbuild',
      lang: 'zh',
    });
    expect(
      new URL(remoteSearchUrl({ ...config, limit: 5 }, 'x', 'en')).searchParams.get('limit'),
    ).toBe('5');
  });
});

describe('remoteSearch', () => {
  it('turns groups of hits into result groups of pages, with highlights', async () => {
    const groups = await remoteSearch(
      config,
      'umdName',
      'en',
      answering(200, [
        {
          index: 'rslib',
          hits: [
            { type: 'title', title: 'lib.umdName', link: '/config/lib/umd-name' },
            {
              type: 'content',
              title: 'lib.umdName',
              header: 'Example',
              link: '/config/lib/umd-name#example',
              statement: 'Set umdName to MyLib.',
            },
          ],
        },
      ]),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.group).toBe('rslib');
    const [page] = groups[0]?.pages ?? [];
    expect(page?.routePath).toBe('/config/lib/umd-name');
    expect(page?.hits.map((hit) => hit.type)).toEqual(['title', 'content']);
    expect(page?.hits[0]?.highlightInfoList).toEqual([{ start: 4, length: 7 }]);
    expect(page?.hits[1]?.highlightInfoList).toEqual([{ start: 4, length: 7 }]);
  });

  it('logs a failure and returns no groups', async () => {
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    expect(await remoteSearch(config, 'x', 'en', answering(500, {}))).toEqual([]);
    expect(await remoteSearch(config, 'x', 'en', answering(200, { hits: [] }))).toEqual([]);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await remoteSearch(config, 'x', 'en', offline)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toContain('remote search failed');
    error.mockRestore();
  });
});
