import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { gitLastModified, robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [
      { route: '/config/', lastmod: '2026-01-02T03:04:05+00:00' },
      { route: '/zh/config/', lastmod: '2026-01-03T00:00:00+00:00' },
      { route: '/api/javascript-api/core', lastmod: '2026-01-04T00:00:00+00:00' },
    ],
    'https://docs.example.com',
  );

  it('gives each page an absolute loc and its lastmod', () => {
    expect(xml).toContain(
      '<url><loc>https://docs.example.com/config/</loc><lastmod>2026-01-02T03:04:05+00:00</lastmod>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('links the languages of a page, with x-default on English', () => {
    const zhEntry = xml
      .split('\n')
      .find((line) => line.includes('<loc>https://docs.example.com/zh/config/'));
    expect(zhEntry).toContain('hreflang="en" href="https://docs.example.com/config/"');
    expect(zhEntry).toContain('hreflang="zh" href="https://docs.example.com/zh/config/"');
    expect(zhEntry).toContain('hreflang="x-default" href="https://docs.example.com/config/"');
  });

  it('gives a page in one language no alternates', () => {
    const apiEntry = xml.split('\n').find((line) => line.includes('javascript-api/core'));
    expect(apiEntry).not.toContain('xhtml:link');
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap on the configured origin', () => {
    expect(robotsTxt('https://docs.example.com')).toContain(
      'Sitemap: https://docs.example.com/sitemap.xml',
    );
  });
});

describe('gitLastModified', () => {
  it('dates the committed pages from git', () => {
    const docs = path.join(__dirname, '../../docs');
    const dates = gitLastModified(docs);
    const date = dates.get(path.join(docs, 'en/guide/start/quick-start.mdx'));
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });
});
