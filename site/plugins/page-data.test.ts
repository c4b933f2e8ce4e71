import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import {
  listedHeadings,
  overviewScopes,
  pluginTrimPageData,
  remarkPageMeta,
  trimPageData,
} from './page-data';

function page(routePath: string, extra: Partial<PageIndexInfo> = {}): PageIndexInfo {
  return {
    routePath,
    title: 'Title',
    toc: [
      { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      { id: 'b', text: 'B', depth: 3, charIndex: 20 },
      { id: 'c', text: 'C', depth: 4, charIndex: 30 },
    ],
    content: '',
    description: 'What the page is about.',
    frontmatter: { title: 'Title', description: 'What the page is about.' },
    lang: 'en',
    version: '',
    _filepath: `/docs${routePath}.mdx`,
    _relativePath: `en${routePath}.mdx`,
    ...extra,
  };
}

const configOverview = page('/config/', {
  frontmatter: { overview: true, overviewHeaders: [2, 3] },
});

describe('page data trimming', () => {
  it('keeps what the client reads and drops title, frontmatter and the outline', () => {
    const guide = page('/guide/start/quick-start');
    const own = trimPageData(guide);
    expect({ ...guide }).toEqual({
      routePath: '/guide/start/quick-start',
      content: '',
      lang: 'en',
      version: '',
      _filepath: '/docs/guide/start/quick-start.mdx',
    });
    expect(own).toEqual({
      _relativePath: 'en/guide/start/quick-start.mdx',
      lastUpdatedTime: undefined,
    });
  });

  it('moves a last-updated time set after the trim into the page’s own fields, out of the list', () => {
    const guide = page('/guide/start/quick-start');
    const own = trimPageData(guide);
    (guide as { lastUpdatedTime?: string }).lastUpdatedTime = '11/25/2026, 12:31:08 AM';
    expect(own.lastUpdatedTime).toBe('11/25/2026, 12:31:08 AM');
    expect(JSON.stringify(guide)).not.toContain('lastUpdatedTime');
    expect(Object.keys({ ...guide })).not.toContain('lastUpdatedTime');

    const earlier = page('/guide/faq', { lastUpdatedTime: '1/1/2026' } as Partial<PageIndexInfo>);
    expect(trimPageData(earlier).lastUpdatedTime).toBe('1/1/2026');
    expect(JSON.stringify(earlier)).not.toContain('lastUpdatedTime');
  });

  it('keeps a description that does not come from the frontmatter', () => {
    const extracted = page('/guide/faq', { frontmatter: {}, description: 'First paragraph.' });
    trimPageData(extracted);
    expect(extracted.description).toBe('First paragraph.');
  });

  it("puts the frontmatter description and the page's own fields in its module's metadata", () => {
    const store: Record<string, unknown> = {
      pageMeta: { title: '', frontmatter: { description: 'What the page is about.' } },
    };
    const processor = { data: (key: string) => store[key] };
    const own = new Map([
      ['/docs/a.mdx', { _relativePath: 'en/a.mdx', lastUpdatedTime: '11/25/2026, 12:31:08 AM' }],
    ]);
    remarkPageMeta(own).call(processor)(null, { path: '/docs/a.mdx' });
    expect(store.pageMeta).toMatchObject({
      description: 'What the page is about.',
      _relativePath: 'en/a.mdx',
      lastUpdatedTime: '11/25/2026, 12:31:08 AM',
    });

    store.pageMeta = { title: '', frontmatter: {} };
    remarkPageMeta(own).call(processor)(null, { path: '/docs/other.mdx' });
    expect(store.pageMeta).toEqual({ title: '', frontmatter: {} });
  });

  it('gives an overview page the headings of the pages it lists, at its depths, without search offsets', () => {
    const format = page('/config/lib/format');
    expect(listedHeadings(format, overviewScopes([configOverview, format]))).toEqual([
      {
        overview: '/docs/config/.mdx',
        headers: [
          { id: 'a', text: 'A', depth: 2 },
          { id: 'b', text: 'B', depth: 3 },
        ],
      },
    ]);
    trimPageData(format);
    expect(format.toc).toBeUndefined();
  });

  it('lists level-2 headings under an overview page without overviewHeaders', () => {
    const overview = page('/api/', { frontmatter: { overview: true } });
    const api = page('/api/javascript-api');
    expect(listedHeadings(api, overviewScopes([overview, api]))).toEqual([
      { overview: '/docs/api/.mdx', headers: [{ id: 'a', text: 'A', depth: 2 }] },
    ]);
  });

  it('lists nothing of the overview page itself, nor of the other language', () => {
    const scopes = overviewScopes([configOverview]);
    expect(listedHeadings(configOverview, scopes)).toEqual([]);
    expect(listedHeadings(page('/zh/config/lib/format', { lang: 'zh' }), scopes)).toEqual([]);
  });

  it('refuses to trim before it has seen the page list', async () => {
    const plugin = pluginTrimPageData();
    expect(() => plugin.extendPageData?.(page('/guide/'), true)).toThrow(/no page list/);
    await plugin.modifySearchIndexData?.([configOverview], true);
    const format = page('/config/lib/format');
    await plugin.extendPageData?.(format, true);
    expect(format.title).toBeUndefined();
    expect(format.toc).toBeUndefined();
  });

  it("puts the listed pages' headings in the overview page's module, not in the list", async () => {
    const plugin = pluginTrimPageData();
    const overview = page('/config/', { frontmatter: { overview: true, overviewHeaders: [2] } });
    const format = page('/config/lib/format');
    await plugin.modifySearchIndexData?.([overview, format], true);
    await plugin.extendPageData?.(overview, true);
    await plugin.extendPageData?.(format, true);
    const [remark] = (plugin.markdown?.remarkPlugins ?? []) as [ReturnType<typeof remarkPageMeta>];
    const store: Record<string, unknown> = { pageMeta: { title: '', frontmatter: {} } };
    remark.call({ data: (key: string) => store[key] })(null, { path: overview._filepath });
    expect(store.pageMeta).toMatchObject({
      overviewHeadings: { '/config/lib/format': [{ id: 'a', text: 'A', depth: 2 }] },
    });
    expect(JSON.stringify(format)).not.toContain('"toc"');
  });
});
